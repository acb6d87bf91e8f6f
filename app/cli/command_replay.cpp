// `replay` of the recipes of assemble, partition, repair and prove (hexloom-recipe/3, core/recipe/command_recipe.h):
// the recipe's words are checked and its files unpacked, the rule set's hash compared, and only then
// the command's own code runs again with the same options; the map it makes is compared with the
// map the recipe came with, hex by hex.
#include <QCommandLineParser>
#include <cstdio>
#include <stdexcept>

#include "app/cli/assembly_cli.h"
#include "app/cli/cli_common.h"
#include "app/cli/exact_replay.h"
#include "app/cli/partition_run.h"
#include "app/cli/replay_source.h"
#include "core/recipe/command_recipe.h"
#include "core/recipe/recipe.h"

namespace hexloom::cli {

namespace {

using namespace core;

// A refusal that already names the recipe's file, line and field.
class Located : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Replayed {
    io::MapFile file;  // the map the replay made, with the recipe as its metadata
    std::string summary; // what the run did, for the first line
};

char letterOf(const rules::RuleSet& rules, model::TerrainId t)
{
    return t == model::kNoTerrain || t >= rules.terrainCount() ? '\0' : rules.terrain(t).letter;
}

// Hexes whose terrain (compared by letter: an assembly applied in the editor may be saved with the
// map's own rule set) or token differ; -1 on another board. `first`: the first of them.
int differences(const io::MapFile& a, const io::MapFile& b, model::OffsetCoord& first)
{
    if (!(a.board == b.board))
        return -1;
    int n = 0;
    for (model::CellIndex c = 0; c < a.map.size(); ++c) {
        if (letterOf(*a.rules, a.map.terrain(c)) == letterOf(*b.rules, b.map.terrain(c)) && a.map.token(c) == b.map.token(c))
            continue;
        if (n++ == 0)
            first = a.board.offset(c);
    }
    return n;
}

// Parses the recipe's arguments as the command's own; what the parser refuses names the recipe.
void parseArguments(QCommandLineParser& parser, const core::recipe::CommandReplay& replay, const Source& source)
{
    if (!parser.parse(QStringList{replay.command} + replay.args))
        throw Located(source.about(parser.errorText().toStdString()));
}

void checkRules(const core::recipe::CommandReplay& replay, const rules::RuleSet& rules, const Source& source)
{
    if (!replay.rulesHash.isEmpty() && core::recipe::rulesHash(rules) != replay.rulesHash)
        throw Located(source.about("--rules-sha256: the rule set " + rules.name +
                                              " is not the one the map was made with (it changed since; its hash differs)"));
}

Replayed replayAssembly(const core::recipe::CommandReplay& replay, const Source& source)
{
    QCommandLineParser parser;
    AssemblyCliOptions common;
    common.addTo(parser);
    const QCommandLineOption seed = assemblySeedOption();
    parser.addOption(seed);
    parseArguments(parser, replay, source);
    assembly::AssemblyOptions options = common.read(parser);
    options.seed = seedOption(parser.value(seed), "seed");
    const assembly::AssemblyProblem problem = loadAssemblyProblem(parser, common);
    checkRules(replay, *problem.tiles->rules, source);
    const assembly::AssemblyResult r = buildAssembler(problem, options, parser.value(common.tileset))->run();
    if (r.status == assembly::AssemblyStatus::TimeLimit)
        throw Located(source.about("the assembly did not finish within the replay's bound of " +
                                              QString::number(replay.timeLimitSeconds).toStdString() + " s; it is not the recipe of a finished run"));
    if (!r.success)
        throw Located(source.about("the replayed assembly found no assembly (" + r.message + "); the recipe is not that of an assembled map"));
    char summary[160];
    std::snprintf(summary, sizeof summary, "replayed assemble seed %llu: %zu tiles, %lld placements tried, %lld backtracks",
                  static_cast<unsigned long long>(r.seed), r.placements.size(), static_cast<long long>(r.stats.placementsTried),
                  static_cast<long long>(r.stats.backtracks));
    return {assembledMapFile(problem, r, source.recipe.toStdString()), summary};
}

Replayed replayPartition(const core::recipe::CommandReplay& replay, const Source& source)
{
    QCommandLineParser parser;
    PartitionOptions o;
    o.addTo(parser);
    parser.addOption(o.blocking);
    parseArguments(parser, replay, source);
    const PartitionRun run = partitionFromOptions(parser, o, [&](const PartitionSetup& s) { checkRules(replay, *s.file.rules, source); });
    const auto& r = run.result;
    if (!r.success)
        throw Located(source.about("the replayed partition did not succeed (" + r.message + ") within the replay's bound of " +
                                              QString::number(replay.timeLimitSeconds).toStdString() + " s"));
    char summary[160];
    std::snprintf(summary, sizeof summary, "replayed partition seed %llu: %d regions, %lld expanded, %lld restarts",
                  static_cast<unsigned long long>(r.seed), r.regionCount(), static_cast<long long>(r.stats.expanded),
                  static_cast<long long>(r.stats.restarts));
    return {partitionedMapFile(run, source.recipe.toStdString()), summary};
}

} // namespace

int replayCommandRecipe(const Source& source, const QString& argument, const QString& out)
{
    QTemporaryDir dir;
    core::recipe::CommandReplay replay;
    try {
        replay = core::recipe::commandRecipeArguments(source.recipe, dir);
    } catch (const std::invalid_argument& e) {
        throw Located(source.about(e.what()));
    }
    Replayed made;
    try {
        if (replay.command == QLatin1String("assemble"))
            made = replayAssembly(replay, source);
        else if (replay.command == QLatin1String("partition"))
            made = replayPartition(replay, source);
        else {
            ExactReplayed exact = replayExactRecipe(replay, source.recipe);
            made = {std::move(exact.file), std::move(exact.summary)};
        }
    } catch (const Located&) {
        throw;
    } catch (const std::exception& e) { // a built-in input gone, an embedded file its reader refuses
        throw Located(source.about(namingTheRecipe(e.what(), dir, argument)));
    }
    std::printf("%s (%s recipe)\n", made.summary.c_str(), replay.exact ? "exact" : "time-limited");
    if (!replay.exact)
        std::printf("note: the recorded run was cut by its time limit of %s s, not ended by a proof; the replay ran for the same time, "
                    "and its result can differ\n", QString::number(replay.timeLimitSeconds).toUtf8().constData());
    int exit = kExitOk;
    if (!source.notCompared.empty())
        std::printf("note: the cells were not compared with the map: %s\n", source.notCompared.c_str());
    if (source.map) {
        model::OffsetCoord first{};
        const int n = differences(*source.map, made.file, first);
        const std::string count = differenceText(n, first);
        if (n == 0)
            std::printf("reproduced exactly: all %d hexes are the same\n", static_cast<int>(made.file.map.size()));
        else if (source.map->metadata.recipeEdited)
            std::printf("differs from the map: %s; the map was edited after its run, as its file says\n", count.c_str());
        else if (!replay.exact) // a run cut by time depends on the machine's speed
            std::printf("differs from the map: %s; the recorded run was cut by its time limit, so the result can differ\n", count.c_str());
        else {
            std::printf("differs from the map: %s\n", count.c_str());
            exit = kExitBadInput;
        }
    }
    if (!out.isEmpty())
        io::saveMap(out, made.file);
    return exit;
}

} // namespace hexloom::cli
