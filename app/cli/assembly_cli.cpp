#include "app/cli/assembly_cli.h"

#include <QJsonArray>
#include <optional>
#include <stdexcept>

#include "app/cli/cli_common.h"
#include "core/io/board_spec.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/assembly/tile_set_file.h"
#include "core/rules/homes.h"
#include "core/recipe/assembly_recipe.h"

namespace hexloom::cli {

using namespace core::assembly;

void AssemblyCliOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOption(tileset);
    parser.addOption(map);
    parser.addOption(timeLimit);
    parser.addOption(maxPlacements);
    parser.addOption(disable);
    parser.addOption(json);
    parser.addOption(pin);
}

QCommandLineOption assemblySeedOption()
{
    return {QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."), QStringLiteral("S"), QStringLiteral("1")};
}

AssemblyOptions AssemblyCliOptions::read(const QCommandLineParser& parser) const
{
    AssemblyOptions o;
    o.timeLimitSeconds = durationOption(parser.value(timeLimit), "time-limit", 86400);
    o.maxPlacements = wholeOption(parser.value(maxPlacements), "max-placements", 1, 100'000'000);
    try {
        o.tricks = tricksWithout(parser.value(disable).toStdString());
        o.validate();
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    return o;
}

AssemblyProblem loadAssemblyProblem(const QCommandLineParser& parser, const AssemblyCliOptions& o)
{
    if (!parser.isSet(o.tileset))
        throw UsageError("--tileset is required");
    AssemblyProblem problem;
    try {
        for (const QString& word : parser.values(o.pin))
            problem.fixed.push_back(core::recipe::pinFromWord(word));
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    problem.tiles = core::assembly::loadTileSet(parser.value(o.tileset));
    const bool given = parser.isSet(o.map);
    const std::string spec = given ? parser.value(o.map).toStdString() : problem.tiles->board;
    if (spec.empty())
        throw UsageError(parser.value(o.tileset).toStdString() + ": the tile set names no board; give --map");
    std::optional<core::model::Board> board;
    try {
        board = core::io::parseBoardSpec(spec);
    } catch (const std::invalid_argument& e) {
        // Named where it came from: the option (the tile set's own "board" field is checked, and
        // named with its line, when the tile set is read).
        throw std::invalid_argument((given ? "--map \"" + spec + "\": " : parser.value(o.tileset).toStdString() + ": field \"board\": ") + e.what());
    }
    if (board) {
        problem.board = std::make_shared<const core::model::Board>(std::move(*board));
        // A new map of the tile set's rule set: its homes are locked hexes the tiles go round.
        if (!core::rules::homeCells(*problem.tiles->rules, *problem.board).empty())
            problem.start = core::rules::newMapWithHomes(*problem.tiles->rules, *problem.board);
        return problem;
    }
    // A built-in map or a map file, read with the tile set's rule set so its letters mean the same terrains.
    QString path = QString::fromStdString(spec);
    if (core::io::builtinMapNames().contains(path))
        path = QStringLiteral(":/hexloom/maps/") + path + QStringLiteral(".txt");
    const std::string& rules = problem.tiles->rulesSource.empty() ? problem.tiles->rules->name : problem.tiles->rulesSource;
    auto file = core::io::loadMap(path, QString::fromStdString(rules));
    core::rules::lockHomes(*problem.tiles->rules, file.board, file.map); // a home the file left unlocked is kept all the same
    problem.board = std::make_shared<const core::model::Board>(std::move(file.board));
    problem.start = std::move(file.map);
    return problem;
}

QString assemblyRecipe(const QCommandLineParser& parser, const AssemblyCliOptions& o, const AssemblyProblem& problem, const AssemblyOptions& options)
{
    core::recipe::AssemblyRecipeInputs in;
    in.tiles = problem.tiles;
    in.pins = problem.fixed;
    in.options = options;
    if (parser.isSet(o.map)) {
        const QString spec = parser.value(o.map);
        if (core::io::parseBoardSpec(spec.toStdString()))
            in.boardSpec = spec;
        else if (core::io::builtinMapNames().contains(spec))
            in.startMap = core::recipe::EmbeddedFile{QStringLiteral("txt"), core::io::builtinResource(QStringLiteral("maps/") + spec + QStringLiteral(".txt"))};
        else
            in.startMap = core::recipe::embedFile(spec);
    }
    return core::recipe::writeAssemblyRecipe(in);
}

core::io::MapFile assembledMapFile(const AssemblyProblem& problem, const AssemblyResult& r, const std::string& recipe)
{
    core::io::MapFile file{problem.tiles->rules, false, *problem.board, r.map, {}};
    file.metadata.algorithm = "assembly";
    file.metadata.seed = r.seed;
    file.metadata.hasSeed = true;
    file.metadata.recipe = recipe;
    return file;
}

QJsonObject statsJson(const AssemblyStats& s)
{
    QJsonObject deadEnds;
    for (int r = 0; r < kDeadEndReasonCount; ++r)
        deadEnds[QLatin1String(deadEndKey(static_cast<DeadEndReason>(r)))] = static_cast<qint64>(s.deadEnds[static_cast<size_t>(r)]);
    return QJsonObject{{"steps", static_cast<qint64>(s.steps)},
                       {"placements_tried", static_cast<qint64>(s.placementsTried)},
                       {"backtracks", static_cast<qint64>(s.backtracks)},
                       {"dead_ends", deadEnds},
                       {"dead_ends_total", static_cast<qint64>(s.deadEndTotal())},
                       {"padding_attempts", static_cast<qint64>(s.paddingAttempts)},
                       {"pos_tile_list", static_cast<qint64>(s.posTileListSize)},
                       {"reduced", static_cast<qint64>(s.reducedPlacements)},
                       {"max_depth", s.maxDepth}};
}

QJsonObject resultJson(const AssemblyResult& r, const core::model::Board& board, bool withPlacements)
{
    QJsonObject o{{"success", r.success},
                  {"status", QLatin1String(statusKey(r.status))},
                  {"reason", QString::fromStdString(r.message)},
                  {"seed", static_cast<qint64>(r.seed)},
                  {"time_ms", r.stats.seconds * 1000.0},
                  {"cpu_ms", r.stats.cpuSeconds * 1000.0},
                  {"stats", statsJson(r.stats)}};
    if (!withPlacements)
        return o;
    QJsonArray placements;
    for (const PlacedTile& t : r.placements) {
        QJsonArray cells;
        for (core::model::CellIndex c : t.cells) {
            const auto at = board.offset(c);
            cells.append(QJsonArray{at.row, at.col});
        }
        placements.append(QJsonObject{{"tile", QString::fromStdString(t.tile)},
                                      {"rotation", t.rotation},
                                      {"fixed", t.fixed},
                                      {"code", static_cast<qint64>(t.code)},
                                      {"cells", cells}});
    }
    o["placements"] = placements;
    return o;
}

std::unique_ptr<Assembler> buildAssembler(const AssemblyProblem& problem, const AssemblyOptions& options, const QString& tileset)
{
    try {
        return std::make_unique<Assembler>(problem, options);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(tileset.toStdString() + ": " + e.what());
    }
}

} // namespace hexloom::cli
