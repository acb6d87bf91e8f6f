#include "app/cli/exact_replay.h"

#include <QCommandLineParser>
#include <cstdio>
#include <memory>
#include <stdexcept>

#include "app/cli/exact_cli.h"
#include "core/exact/exact_engine.h"
#include "core/recipe/recipe.h"

namespace hexloom::cli {

namespace {

namespace ex = core::exact;

// The recipe's arguments as the command's own: its --map (the embedded input) becomes MAP.
QStringList commandLine(const core::recipe::CommandReplay& replay)
{
    QStringList args{replay.command}, map;
    for (int i = 0; i < replay.args.size(); ++i) {
        if (replay.args[i] == QLatin1String("--map") && i + 1 < replay.args.size())
            map << replay.args[++i];
        else
            args << replay.args[i];
    }
    if (map.size() != 1)
        throw std::runtime_error("--map-data: a recipe of " + replay.command.toStdString() + " embeds one input map, not " +
                                 std::to_string(map.size()));
    return args + map;
}

std::string bound(const core::recipe::CommandReplay& replay) { return QString::number(replay.timeLimitSeconds).toStdString() + " s"; }

} // namespace

ExactReplayed replayExactRecipe(const core::recipe::CommandReplay& replay, const QString& recipe)
{
    QCommandLineParser parser;
    const ExactOptions options(parser);
    std::unique_ptr<ProveOptions> prove;
    if (replay.command == QLatin1String("prove"))
        prove = std::make_unique<ProveOptions>(parser);
    if (!parser.parse(commandLine(replay)))
        throw std::runtime_error(parser.errorText().toStdString());
    const auto file = options.file(parser);
    if (!replay.rulesHash.isEmpty() && core::recipe::rulesHash(*file.rules) != replay.rulesHash)
        throw std::runtime_error("--rules-sha256: the rule set " + file.rules->name +
                                 " is not the one the map was made with (it changed since; its hash differs)");
    ex::ExactLimits limits = options.limits(parser);
    limits.started = ex::Clock::now(); // the bound counts from here, the recipe's reading done
    ex::ExactEngine engine(std::make_shared<const core::model::Board>(file.board), file.rules, file.map, limits);
    const QString command = replay.command;
    char summary[200];
    std::optional<core::model::Map> made;
    std::string reason;
    if (prove) {
        const ex::ProofAnswer answer = engine.prove(prove->target(parser), {}, !prove->checkOnly(parser));
        made = answer.best;
        reason = answer.reason;
        std::snprintf(summary, sizeof summary, "replayed prove: status %s, lower bound %d, best %g", ex::statusName(answer.status), answer.lowerBound,
                      answer.bestScore);
    } else {
        const ex::RepairAnswer answer = engine.repair();
        made = answer.map;
        reason = cutByTime(answer.proof.reason) ? answer.proof.reason : answer.reason;
        std::snprintf(summary, sizeof summary, "replayed repair: score %g, %d hexes changed%s", answer.score, answer.changes,
                      answer.changesProven ? ", proven fewest" : "");
    }
    if (replay.exact && cutByTime(reason))
        throw std::runtime_error("the exact recipe's " + command.toStdString() + " did not end by a proof within the replay's bound of " + bound(replay) +
                                 "; it is not the recipe of a run its proof ended");
    if (!made)
        throw std::runtime_error("the replayed " + command.toStdString() + " wrote no map within its time limit of " + bound(replay) +
                                 (reason.empty() ? std::string() : " (" + reason + ")"));
    return {exactMapFile(file, *made, command, recipe), summary};
}

} // namespace hexloom::cli
