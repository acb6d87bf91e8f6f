// hexloom-cli replay: makes a map made by a search (generate, assemble, partition, repair, prove) again from its recipe (in the map's metadata, or the
// one-line text itself) and says whether the cells came out the same.
#include <QFile>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <optional>

#include "app/cli/change_budget_options.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/replay_source.h"
#include "app/cli/search_setup.h"
#include "core/io/input_file.h"
#include "core/io/map_formats.h"
#include "core/io/parse_error.h"
#include "core/recipe/command_recipe.h"
#include "core/io/tiled_document.h"
#include "core/io/tiled_map_draft.h"
#include "core/search/run/start_map.h"

namespace hexloom::cli {

namespace {

using namespace core;
using recipe::isRecipeLine;

class NoSink : public search::ProgressSink {
public:
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
};

// Hexes whose terrain or token differ; -1 on another board. `first`: the first of them.
int differences(const io::MapFile& a, const model::Map& b, model::OffsetCoord& first)
{
    if (a.board.size() != b.size())
        return -1;
    int n = 0;
    for (model::CellIndex c = 0; c < b.size(); ++c) {
        if (a.map.terrain(c) == b.terrain(c) && a.map.token(c) == b.token(c))
            continue;
        if (n++ == 0)
            first = a.board.offset(c);
    }
    return n;
}

// The line of the first `key` in `data` (1-based; 0 when absent).
int lineOf(const QByteArray& data, const QByteArray& key)
{
    const qsizetype at = data.indexOf(key);
    return at < 0 ? 0 : static_cast<int>(std::count(data.begin(), data.begin() + at, '\n')) + 1;
}

// Where a map file keeps its recipe: metadata.recipe in a native map, the map property recipe in
// a Tiled one.
std::string recipePlace(const QString& path, const QByteArray& data)
{
    const std::string file = path.toStdString();
    const QString suffix = path.section(QLatin1Char('.'), -1).toLower();
    if (suffix == QLatin1String("tmj") || suffix == QLatin1String("tmx")) {
        const int line = lineOf(data, suffix == QLatin1String("tmx") ? QByteArray("name=\"recipe\"") : QByteArray("\"recipe\""));
        return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": map property recipe";
    }
    const int line = lineOf(data, "\"recipe\"");
    return file + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": field \"metadata.recipe\"";
}

std::runtime_error noRecipe(const QString& arg)
{
    return std::runtime_error(arg.toStdString() + ": the map has no recipe (made by hand, or by a Hexloom before recipes)");
}

// A Tiled map keeps its recipe in a map property, which carries everything the replay needs (the
// rule set, the start map with its locks, the search): it is read without the tiles' kinds, which
// only the comparison of the cells needs. With `kinds`, or tiles that carry their own, the map is
// read whole; otherwise the reader's message (the tile, its field and --kind-map) says why the
// cells are not compared. Everything else about the map is checked either way
// (TiledMapDraft::read), so a damaged map is refused as convert refuses it.
Source readTiledSource(const QString& arg, const QByteArray& data, const io::TiledKindMap& kinds)
{
    const io::TiledMapDraft draft = io::TiledMapDraft::read(arg);
    const QString recipe = io::tiledProperty(draft.doc.properties, QStringLiteral("recipe"));
    if (recipe.isEmpty())
        throw noRecipe(arg);
    Source source{recipe, std::nullopt, recipePlace(arg, data), {}};
    if (draft.question.tiles.empty() || !kinds.empty()) {
        source.map = draft.finish(kinds);
        return source;
    }
    try {
        (void)draft.finish(); // refused: the kinds are all read() left unchecked
    } catch (const std::exception& e) {
        source.notCompared = e.what();
    }
    return source;
}

Source readSource(const QString& arg, const io::TiledKindMap& kinds)
{
    if (isRecipeLine(arg)) {
        if (!kinds.empty())
            throw UsageError("--kind-map is for Tiled maps (.tmj, .tmx) given as MAP, not a recipe line");
        return {arg, std::nullopt, (arg.left(40) + QStringLiteral("...: recipe")).toStdString(), {}};
    }
    if (!io::inputPathExists(arg))
        throw std::runtime_error(arg.left(80).toStdString() + ": no such file (give a map made by generate, assemble, partition, repair or prove, or a recipe line)");
    // The checked reader: a FIFO or /dev/zero is refused by name, the size is bounded.
    const QByteArray data = io::readInputFile(arg);
    if (isRecipeLine(data)) {
        if (!kinds.empty())
            throw UsageError("--kind-map is for Tiled maps (.tmj, .tmx) given as MAP, not a recipe file");
        return {QString::fromUtf8(data).trimmed(), std::nullopt, arg.toStdString() + ":1: recipe", {}};
    }
    if (io::MapFormats::forPath(arg).readWith)
        return readTiledSource(arg, data, kinds);
    if (!kinds.empty())
        throw UsageError("--kind-map is for Tiled maps (.tmj, .tmx) given as MAP");
    io::MapFile map = io::loadMap(arg);
    if (map.metadata.recipe.empty())
        throw noRecipe(arg);
    return {QString::fromStdString(map.metadata.recipe), std::move(map), recipePlace(arg, data), {}};
}

// The designer's edits during the recorded run: each handed to the replay at the iteration the
// run took it at, so the replay goes on from the same map with the same state. A segment whose map
// no run can take (its locks hold more of a tile than the pool has, or tokens that do not fit) is
// refused here with the reason, before anything runs.
void scheduleSegments(const recipe::ReplayArguments& replay, const SearchSetup& setup, run::RunControl& control, const Source& source)
{
    std::vector<std::pair<int64_t, model::Map>> edits;
    try {
        for (auto& s : recipe::unpackSegments(replay.segments, setup.file.board, setup.file.rules->terrainCount(), setup.file.map))
            edits.emplace_back(s.iteration, std::move(s.map));
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(source.about(e.what()));
    }
    for (size_t i = 0; i < edits.size(); ++i) {
        try {
            run::Random unused(1);
            search::fitToPool(edits[i].second, *setup.file.rules, unused);
        } catch (const std::invalid_argument& e) {
            throw std::runtime_error(source.about("segment " + std::to_string(i + 2) + " (iteration " + std::to_string(edits[i].first) +
                                                  "): no run can take its map: " + e.what()));
        }
    }
    control.scheduleEdits(std::move(edits));
}

// Why the first segment the replay did not take was not taken, or empty when it took them all.
std::string segmentNotTaken(const recipe::ReplayArguments& replay, const run::RunControl& control, int64_t iterations)
{
    const size_t taken = control.adoptedEdits().size();
    if (taken >= replay.segments.size())
        return {};
    const auto& s = replay.segments[taken];
    const std::string name = "segment " + std::to_string(taken + 2) + " (iteration " + std::to_string(s.iteration) + ") was not taken: ";
    if (iterations < s.iteration)
        return name + "the run ended at iteration " + std::to_string(iterations);
    return name + "the run refused its map";
}

// What the embedded file `file` (as materialised: "rules.json", "tileset.json", ...) holds.
std::string embeddedName(const std::string& file)
{
    static const std::pair<const char*, const char*> kNames[] = {
        {"rules.", "rule set"}, {"tileset.", "tile set"}, {"graph.", "constraint graph"}, {"map.", "map"}, {"start.", "start map"}};
    for (const auto& [prefix, name] : kNames)
        if (file.rfind(prefix, 0) == 0)
            return name;
    return "file";
}

} // namespace

std::string differenceText(int n, model::OffsetCoord first)
{
    if (n < 0)
        return "another board";
    const std::string count = n == 1 ? "1 hex" : std::to_string(n) + " hexes";
    return n == 0 ? count : count + ", the first at row " + std::to_string(first.row) + ", column " + std::to_string(first.col);
}

std::string namingTheRecipe(std::string message, const QTemporaryDir& dir, const QString& source)
{
    const std::string folder = dir.path().toStdString() + "/";
    const std::string recipe = isRecipeLine(source) ? std::string("the recipe") : source.toStdString();
    for (size_t at; (at = message.find(folder)) != std::string::npos;) {
        const size_t end = message.find_first_of(": ", at + folder.size());
        const std::string file = message.substr(at + folder.size(), end == std::string::npos ? std::string::npos : end - at - folder.size());
        const std::string what = "the " + embeddedName(file) + " embedded in ";
        message.replace(at, folder.size() + file.size(), what + recipe);
    }
    return message;
}

int runReplay(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("MAP|RECIPE"), QStringLiteral("A map made by generate, assemble, partition, repair or prove (.json, or a Tiled map .tmj/.tmx keeping its recipe), a file holding a recipe line, or the line itself."));
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Write the replayed map (.json native with its recipe, otherwise letter format)."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption kindMap(QStringLiteral("kind-map"),
                                     QStringLiteral("A Tiled map given as MAP: kinds for tiles without a \"kind\" property, by the tile's id in "
                                                    "its tileset (TILESET:ID when the map has several tilesets), to compare its cells. Without "
                                                    "it such a map is still replayed, and its cells are not compared."),
                                     QStringLiteral("ID=KIND,..."));
    parser.addOptions({out, kindMap});
    parseOrThrow(parser, args, QStringLiteral("Make a map made by a search (generate, assemble, partition, repair, prove) again from its recipe and compare the cells."));
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one MAP or RECIPE");
    io::TiledKindMap kinds;
    if (parser.isSet(kindMap)) {
        try {
            kinds = io::parseTiledKindMap(parser.value(kindMap));
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--kind-map: ") + e.what());
        }
        if (kinds.empty())
            throw UsageError("--kind-map: no entry (give ID=KIND,...)");
    }
    const Source source = readSource(parser.positionalArguments()[0], kinds);
    if (recipe::isCommandRecipe(source.recipe))
        return replayCommandRecipe(source, parser.positionalArguments()[0], parser.isSet(out) ? parser.value(out) : QString());
    QTemporaryDir dir;
    recipe::ReplayArguments replay;
    try {
        replay = recipe::recipeArguments(source.recipe, dir);
    } catch (const std::invalid_argument& e) {
        throw std::runtime_error(source.about(e.what()));
    }
    QCommandLineParser generate;
    SearchOptions search(generate);
    const ChangeBudgetOptions budgetOptions(generate);
    if (!generate.parse(replay.args))
        throw std::runtime_error(source.about(generate.errorText().toStdString()));
    SearchSetup setup;
    std::optional<search::ChangeBudget> budget;
    try {
        setup = search.read(generate);
        budget = budgetOptions.read(generate, setup.file.board);
    } catch (const UsageError& e) {
        throw std::runtime_error(source.about(namingTheRecipe(e.what(), dir, parser.positionalArguments()[0])));
    } catch (const std::exception& e) {
        throw std::runtime_error(namingTheRecipe(e.what(), dir, parser.positionalArguments()[0]));
    }
    if (!replay.rulesHash.isEmpty() && recipe::rulesHash(*setup.file.rules) != replay.rulesHash)
        throw std::runtime_error(source.about("the rule set " + setup.file.rules->name +
                                              " is not the one the map was made with (it changed since; its hash differs)"));
    search::RunSettings settings;
    settings.seed = setup.seed;
    settings.stop = setup.stop;
    run::RunControl control;
    scheduleSegments(replay, setup, control, source);
    NoSink sink;
    const auto result = withBudget(setup.algorithm->make(setup.values), budget)->run(problemFor(setup, setup.seed), settings, control, sink);
    if (replay.exact && result->stopReason == "time")
        throw std::runtime_error(source.about("the exact recipe did not reach its stop (iterations, stagnation or target) within the replay's bound of " +
                                              QString::number(replay.timeLimitSeconds).toStdString() + " s; it is not the recipe of a finished run"));
    if (const std::string missed = segmentNotTaken(replay, control, result->iteration); !missed.empty()) {
        if (replay.exact) // a recorded run took every edit it records: this recipe was not written by one
            throw std::runtime_error(source.about(missed));
        std::printf("note: %s\n", missed.c_str()); // a timed replay may end before it
    }
    std::printf("replayed %s seed %llu: best %g after %lld iterations (%s recipe", result->algorithm.c_str(),
                static_cast<unsigned long long>(result->seed), result->best, static_cast<long long>(result->iteration),
                replay.exact ? "exact" : "time-limited");
    if (!replay.segments.empty())
        std::printf(", %d segments: the designer's edits during the run", static_cast<int>(replay.segments.size()) + 1);
    std::printf(")\n");
    if (replay.segmentsDropped > 0)
        std::printf("the run took %d more edits than its recipe holds (at most %d segments); the replay made the map without them\n",
                    replay.segmentsDropped, recipe::kMaxSegments);
    int exit = kExitOk;
    if (!source.notCompared.empty())
        std::printf("note: the cells were not compared with the map: %s\n", source.notCompared.c_str());
    if (source.map) {
        model::OffsetCoord first{};
        const int n = differences(*source.map, result->map, first);
        const std::string count = differenceText(n, first);
        if (n == 0) {
            std::printf("reproduced exactly: all %d hexes are the same\n", static_cast<int>(result->map.size()));
        } else if (replay.segmentsDropped > 0) {
            std::printf("differs from the map: %s; the recipe left out edits of its run, as it says\n", count.c_str());
        } else if (source.map->metadata.recipeEdited) {
            // The file says so itself: the recipe makes the map as its run left it, before the edits.
            std::printf("differs from the map: %s; the map was edited during or after its run, as its file says\n", count.c_str());
        } else {
            std::printf("differs from the map: %s\n", count.c_str());
            exit = replay.exact ? kExitBadInput : kExitOk; // a timed recipe depends on the machine's speed
        }
    }
    if (parser.isSet(out)) {
        saveResultMap(parser.value(out), setup, *result, source.recipe.toStdString());
    }
    return exit;
}

} // namespace hexloom::cli
