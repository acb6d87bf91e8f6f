#pragma once
// The recipe of a region partition (command_recipe.h), written alike by `hexloom-cli partition
// --out` and by the editor's Regions panel when its result is applied:
//   hexloom-recipe/3 partition exact hexloom=V (--map SPEC | --map-data TYPE:...)
//     --graph-data json:... [--rules NAME | --rules-data TYPE:...] --rules-sha256 H --scope all|land|cells:R,C/R,C/...
//     --seed S --coarsen k,d --restart L,D --time-limit T --weight W --border-weight B --energy F
//     --ties ORDER --duplicates RULE --goal-test WHEN [--blocking LETTER] [--allow-removal]
//     [--deterministic] [--plain-seeds] [--kernel]
// Every setting is written out, defaults too, so a later Hexloom with other defaults replays it.
#include <QString>
#include <optional>
#include <vector>

#include "core/model/board.h"
#include "core/partition/partition_problem.h"
#include "core/recipe/recipe.h"

namespace hexloom::core::recipe {

struct PartitionRecipeInputs {
    QString boardSpec;                      // --map SPEC ("hexagon:8"); empty: startMap
    std::optional<EmbeddedFile> startMap;   // the map partitioned (its locked hexes keep their terrain)
    EmbeddedFile graph;                     // the constraint graph file
    QString builtinRules;                   // --rules NAME, for a board spec or a letter map
    std::optional<EmbeddedFile> rulesFile;  // --rules-data, instead of a built-in name
    QString rulesHash;                      // rulesHash() of the rule set the run used
    QString scope = QStringLiteral("all");  // --scope: all, land or cellsScopeWord's

    partition::PartitionConfig config;      // its seed included; maxRuns is not written (no option)
    char blocking = 0;                      // --blocking LETTER for removed hexes; 0: they keep theirs
};

// A scope of chosen hexes (the editor's selection) as `partition --scope` takes it:
// "cells:ROW,COL/ROW,COL/..." (0-based offset coordinates), in the order given, which the search
// follows. cellsOfScopeWord reads it back; it throws std::invalid_argument naming the first bad
// hex (not ROW,COL, off the board, listed twice), or for a list of none.
QString cellsScopeWord(const model::Board& board, const std::vector<model::CellIndex>& cells);
std::vector<model::CellIndex> cellsOfScopeWord(const model::Board& board, const QString& word);
bool isCellsScopeWord(const QString& word);

// Throws std::invalid_argument when a value cannot be written (spaces) or no start map nor board
// spec is given.
QString writePartitionRecipe(const PartitionRecipeInputs& in);

} // namespace hexloom::core::recipe
