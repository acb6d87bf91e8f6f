// hexloom-cli prove: whether any map reaches the target; when none does, the designer's items that
// conflict (a minimal core); else the proven lower bound of the score and the best map found.
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/exact_cli.h"
#include "core/recipe/command_recipe.h"

namespace hexloom::cli {

int runProve(const QStringList& args)
{
    QCommandLineParser parser;
    ExactOptions options(parser);
    const ProveOptions prove(parser);
    parseOrThrow(parser, args,
                 QStringLiteral("Prove with a SAT solver whether any map under the map's locks and pool reaches the target score: "
                                "status infeasible (with the conflicting locks, pool counts and requirements), optimal, bound or "
                                "unknown, the lower bound, the best score, and the requirements the proof covers."));
    const auto file = options.file(parser);
    const std::optional<int> goal = prove.target(parser);
    auto engine = std::make_unique<core::exact::ExactEngine>(std::make_shared<const core::model::Board>(file.board), file.rules, file.map,
                                                             options.limits(parser));
    const auto answer = engine->prove(goal, {}, !prove.checkOnly(parser));
    if (!options.out(parser).isEmpty() && answer.best) {
        const QString recipe = core::recipe::writeCommandRecipe(QStringLiteral("prove"), options.recipeWords(parser, file) + prove.recipeWords(parser),
                                                                cutByTime(answer.reason));
        saveExactMap(options.out(parser), file, *answer.best, QStringLiteral("prove"), recipe);
    }
    if (options.json(parser))
        printJson(QJsonDocument(proofJson(answer, file)));
    else
        printProof(answer, file);
    leaveToProcessExit(std::move(engine));
    return kExitOk;
}

} // namespace hexloom::cli
