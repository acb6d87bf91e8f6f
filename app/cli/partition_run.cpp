#include "app/cli/partition_run.h"

#include <QRegularExpression>
#include <stdexcept>
#include <utility>

#include "app/cli/cli_common.h"
#include "core/io/rule_set_file.h"
#include "core/partition/apply_partition.h"
#include "core/partition/constraint_graph_file.h"
#include "core/partition/recursive_partition.h"
#include "core/recipe/partition_recipe.h"
#include "core/recipe/recipe.h"

namespace hexloom::cli {

namespace partition = core::partition;
using core::recipe::EmbeddedFile;

PartitionRun partitionFromOptions(const QCommandLineParser& parser, const PartitionOptions& o,
                                  const std::function<void(const PartitionSetup&)>& beforeRun)
{
    PartitionRun run{readPartitionSetup(parser, o), {}};
    auto& s = run.setup;
    if (s.problem.basicGraphs)
        throw UsageError("--map voronoi:N and voronoi-poisson:N are for partition-bench: a generated basic graph has no hexes to write");
    partition::ApplyOptions apply;
    if (parser.isSet(o.blocking)) {
        const QString letter = parser.value(o.blocking);
        apply.blocking = letter.size() == 1 ? s.file.rules->byLetter(letter[0].toLatin1()) : core::model::kNoTerrain;
        if (apply.blocking == core::model::kNoTerrain)
            throw UsageError("--blocking expects a terrain letter of rule set " + s.file.rules->name);
    }
    if (beforeRun)
        beforeRun(s);
    try {
        run.result = partition::partitionRecursively(s.problem, s.config);
    } catch (const std::invalid_argument& e) {
        // A graph the board cannot hold: name the graph file, as for its other errors.
        throw std::invalid_argument(parser.value(o.graph).toStdString() + ": " + e.what() + " on board " + parser.value(o.map).toStdString());
    }
    if (run.result.success)
        partition::applyPartition(run.result, *s.file.rules, apply, s.file.map);
    return run;
}

core::io::MapFile partitionedMapFile(const PartitionRun& run, const std::string& recipe)
{
    core::io::MapFile file = run.setup.file;
    file.metadata = {};
    file.metadata.algorithm = "partition";
    file.metadata.seed = run.result.seed;
    file.metadata.hasSeed = true;
    file.metadata.recipe = recipe;
    return file;
}

namespace {

bool isBoardSpec(const QString& spec)
{
    static const QRegularExpression pattern(QStringLiteral("^(hexagon:\\d+|rect:\\d+x\\d+|terra-mystica)$"));
    return pattern.match(spec).hasMatch();
}

// A built-in resource or a file, embedded with its type.
EmbeddedFile builtinOrFile(const QString& nameOrPath, const QStringList& builtins, const QString& folder, const QString& type)
{
    if (builtins.contains(nameOrPath))
        return {type, core::io::builtinResource(folder + QLatin1Char('/') + nameOrPath + QLatin1Char('.') + type)};
    return core::recipe::embedFile(nameOrPath);
}

} // namespace

QString partitionRecipe(const QCommandLineParser& parser, const PartitionOptions& o, const PartitionRun& run)
{
    core::recipe::PartitionRecipeInputs in;
    const QString map = parser.value(o.map);
    if (isBoardSpec(map))
        in.boardSpec = map;
    else
        in.startMap = builtinOrFile(map, core::io::builtinMapNames(), QStringLiteral("maps"), QStringLiteral("txt"));
    in.graph = builtinOrFile(parser.value(o.graph), partition::builtinGraphNames(), QStringLiteral("graphs"), QStringLiteral("json"));
    if (parser.isSet(o.rules)) {
        const QString rules = parser.value(o.rules);
        if (core::io::builtinRuleSetNames().contains(rules))
            in.builtinRules = rules;
        else
            in.rulesFile = core::recipe::embedFile(rules);
    }
    in.rulesHash = core::recipe::rulesHash(*run.setup.file.rules);
    in.scope = parser.value(o.scope);
    in.config = run.setup.config;
    if (parser.isSet(o.blocking))
        in.blocking = parser.value(o.blocking).at(0).toLatin1();
    return core::recipe::writePartitionRecipe(in);
}

} // namespace hexloom::cli
