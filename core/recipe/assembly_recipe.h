#pragma once
// The recipe of a tile assembly (command_recipe.h), written alike by `hexloom-cli assemble --out`
// and by the editor's Tile Assembly when its result is applied:
//   hexloom-recipe/3 assemble exact hexloom=V --tileset-data json:... --rules-sha256 H
//     [--map SPEC | --map-data TYPE:...] [--pin ROW,COL,ROTATION,TILE ...] --seed S
//     --time-limit T --max-placements N [--disable LIST]
#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/assembly/assembly_options.h"
#include "core/assembly/tile_set.h"
#include "core/recipe/recipe.h"

namespace hexloom::core::recipe {

struct AssemblyRecipeInputs {
    std::shared_ptr<const assembly::TileSet> tiles; // embedded as read (TileSet::sourceText)
    QString boardSpec;                              // --map SPEC; empty: the start map's board or the set's
    std::optional<EmbeddedFile> startMap;           // a map whose locked hexes keep their terrain
    std::vector<assembly::FixedPlacement> pins;     // fixed before the search, after the set's own
    assembly::AssemblyOptions options;              // its seed included
};

// Throws std::invalid_argument when the tile set was not read from a file (nothing to embed) or a
// tile id cannot be written (spaces).
QString writeAssemblyRecipe(const AssemblyRecipeInputs& in);

// "ROW,COL,ROTATION,TILE" (the --pin word) and back; pinFromWord throws std::invalid_argument
// naming what is wrong.
QString pinWord(const assembly::FixedPlacement& pin);
assembly::FixedPlacement pinFromWord(const QString& word);

} // namespace hexloom::core::recipe
