// hexloom-cli prove: whether any map reaches the target; when none does, the designer's items that
// conflict (a minimal core); else the proven lower bound of the score and the best map found.
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/exact_cli.h"

namespace hexloom::cli {

int runProve(const QStringList& args)
{
    QCommandLineParser parser;
    ExactOptions options(parser);
    const QCommandLineOption target(QStringLiteral("target"), QStringLiteral("Score to reach: is any map at most this? When none is, the conflicting items (default: prove the optimum)."),
                                    QStringLiteral("T"));
    const QCommandLineOption check(QStringLiteral("check"),
                                   QStringLiteral("With --target: only decide it (the core when no map reaches it), no bound search after."));
    parser.addOptions({target, check});
    parseOrThrow(parser, args,
                 QStringLiteral("Prove with a SAT solver whether any map under the map's locks and pool reaches the target score: "
                                "status infeasible (with the conflicting locks, pool counts and requirements), optimal, bound or "
                                "unknown, the lower bound, the best score, and the requirements the proof covers."));
    const auto file = options.file(parser);
    std::optional<int> goal;
    if (parser.isSet(target))
        goal = static_cast<int>(wholeOption(parser.value(target), "target", 0, 1'000'000));
    if (parser.isSet(check) && !goal)
        throw UsageError("--check needs --target");
    auto engine = std::make_unique<core::exact::ExactEngine>(std::make_shared<const core::model::Board>(file.board), file.rules, file.map,
                                                             options.limits(parser));
    const auto answer = engine->prove(goal, {}, !parser.isSet(check));
    if (!options.out(parser).isEmpty() && answer.best)
        saveExactMap(options.out(parser), file, *answer.best);
    if (options.json(parser))
        printJson(QJsonDocument(proofJson(answer, file)));
    else
        printProof(answer, file);
    leaveToProcessExit(std::move(engine));
    return kExitOk;
}

} // namespace hexloom::cli
