// hexloom-cli repair: the map of the best reachable score that changes the fewest hexes of MAP
// (exact, by SAT), beside the greedy revert the editor's fewest-changes suggestions use.
#include <QJsonArray>
#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/exact_cli.h"
#include "core/recipe/command_recipe.h"
#include "core/rules/evaluator.h"
#include "core/search/run/fewest_changes.h"

namespace hexloom::cli {

namespace {

QJsonArray letterRows(const core::io::MapFile& file, const core::model::Map& map)
{
    core::io::MapFile out = file;
    out.map = map;
    QJsonArray rows;
    for (const QByteArray& line : core::io::writeMap(out, core::io::MapFormat::Letters).split('\n'))
        if (!line.isEmpty())
            rows.append(QString::fromUtf8(line));
    return rows;
}

} // namespace

int runRepair(const QStringList& args)
{
    QCommandLineParser parser;
    ExactOptions options(parser);
    parseOrThrow(parser, args,
                 QStringLiteral("The map of the best reachable score (proven by a SAT solver) that changes the fewest hexes of MAP, "
                                "with the number of changes; beside it the greedy revert of the same score."));
    const auto file = options.file(parser);
    const auto board = std::make_shared<const core::model::Board>(file.board);
    auto engine = std::make_unique<core::exact::ExactEngine>(board, file.rules, file.map, options.limits(parser));
    const auto answer = engine->repair();
    // The heuristic: the greedy revert (core/search/run/fewest_changes) of the proof's best map.
    int heuristic = -1;
    if (answer.proof.best) {
        core::rules::Evaluator evaluator(board, file.rules);
        heuristic = core::search::changedHexes(file.map, core::search::fewestChanges(evaluator, file.map, *answer.proof.best));
    }
    if (!options.out(parser).isEmpty() && answer.map) {
        const bool timed = cutByTime(answer.proof.reason) || cutByTime(answer.reason);
        const QString recipe = core::recipe::writeCommandRecipe(QStringLiteral("repair"), options.recipeWords(parser, file), timed);
        saveExactMap(options.out(parser), file, *answer.map, QStringLiteral("repair"), recipe);
    }
    if (options.json(parser)) {
        QJsonObject o = proofJson(answer.proof, file);
        o["changes"] = answer.map ? QJsonValue(answer.changes) : QJsonValue();
        o["changes_proven"] = answer.changesProven;
        o["heuristic_changes"] = heuristic >= 0 ? QJsonValue(heuristic) : QJsonValue();
        o["score"] = answer.map ? QJsonValue(answer.score) : QJsonValue();
        o["map"] = answer.map ? QJsonValue(letterRows(file, *answer.map)) : QJsonValue();
        if (!answer.reason.empty())
            o["reason"] = QString::fromStdString(answer.reason);
        printJson(QJsonDocument(o));
    } else {
        printProof(answer.proof, file);
        if (answer.map)
            std::printf("repair: score %g, %d hexes changed%s (greedy revert: %d)\n", answer.score, answer.changes,
                        answer.changesProven ? ", proven fewest" : "", heuristic);
        if (!answer.reason.empty())
            std::printf("repair: %s\n", answer.reason.c_str());
    }
    leaveToProcessExit(std::move(engine));
    return kExitOk;
}

} // namespace hexloom::cli
