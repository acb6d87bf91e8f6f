#pragma once
// Shared by `assemble` and `assemble-bench`: loading a tile set and a board, the assembly options
// from the command line, and the JSON shapes of docs/cli.md.
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <memory>

#include "core/assembly/assembler.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

struct AssemblyCliOptions {
    QCommandLineOption tileset{QStringLiteral("tileset"), QStringLiteral("Tile set: built-in name or file."), QStringLiteral("T")};
    QCommandLineOption map{QStringLiteral("map"),
                           QStringLiteral("Board: a spec (rect:WxH, hexagon:R, terra-mystica[:ROWSxLONG]), a built-in map "
                                          "or a map file (its locked hexes keep their terrain); default: the tile set's board."),
                           QStringLiteral("BOARD")};
    QCommandLineOption timeLimit{QStringLiteral("time-limit"), QStringLiteral("Time per assembly: 5s, 250ms, 2m or 5 (seconds); 0 for none (default 10s)."),
                                 QStringLiteral("DURATION"), QStringLiteral("10s")};
    QCommandLineOption maxPlacements{QStringLiteral("max-placements"), QStringLiteral("Refuse a list of candidate placements longer than this (default 1000000)."),
                                     QStringLiteral("N"), QStringLiteral("1000000")};
    QCommandLineOption disable{QStringLiteral("disable"), QStringLiteral("Tricks to turn off: gaplist,reduce,mrv,line (or all)."),
                               QStringLiteral("LIST")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON (docs/cli.md).")};
    QCommandLineOption pin{QStringLiteral("pin"),
                           QStringLiteral("Fix a tile before the search, after the tile set's own fixed tiles: ROW,COL,ROTATION,TILE (repeatable)."),
                           QStringLiteral("PIN")};

    void addTo(QCommandLineParser& parser) const;
    // Options except the seed; throws UsageError for malformed numbers or trick names.
    core::assembly::AssemblyOptions read(const QCommandLineParser& parser) const;
};

// `assemble`'s --seed (replay reads a recipe's with it too).
QCommandLineOption assemblySeedOption();

// Tile set and board from the command line, with the start map when --map names a map file and
// the --pin tiles as fixed placements.
core::assembly::AssemblyProblem loadAssemblyProblem(const QCommandLineParser& parser, const AssemblyCliOptions& o);
// The assembler of `problem`; what it refuses before running (a fixed tile that does not fit,
// required tiles the board cannot hold) names the tile set file `tileset`.
std::unique_ptr<core::assembly::Assembler> buildAssembler(const core::assembly::AssemblyProblem& problem,
                                                          const core::assembly::AssemblyOptions& options, const QString& tileset);

// The recipe of an assembly made with the options in `parser` (core/recipe/assembly_recipe.h):
// the tile set embedded, the board as given (a spec) or the map embedded.
QString assemblyRecipe(const QCommandLineParser& parser, const AssemblyCliOptions& o, const core::assembly::AssemblyProblem& problem,
                       const core::assembly::AssemblyOptions& options);
// The assembled map as a map file: the tile set's rule set, algorithm "assembly", the seed, `recipe`.
core::io::MapFile assembledMapFile(const core::assembly::AssemblyProblem& problem, const core::assembly::AssemblyResult& r,
                                   const std::string& recipe);

QJsonObject statsJson(const core::assembly::AssemblyStats& stats);
// {"success", "status", "reason", "seed", "time_ms", "placements": [...], "stats": {...}}
QJsonObject resultJson(const core::assembly::AssemblyResult& r, const core::model::Board& board, bool withPlacements);

} // namespace hexloom::cli

namespace hexloom::cli {
// The assembled map with every tile's outline drawn thick; throws std::runtime_error when the
// file cannot be written.
void writeAssemblyPng(const QString& path, const core::model::Board& board, const core::assembly::AssemblyResult& r,
                      const core::rules::RuleSet& rules);
} // namespace hexloom::cli
