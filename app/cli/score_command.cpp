#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/io/map_file.h"
#include "core/rules/evaluator.h"

namespace hexloom::cli {

int runScore(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Map file (.json native, otherwise letter format)."));
    const QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file."), QStringLiteral("NAME|FILE"));
    parser.addOption(rules);
    parseOrThrow(parser, args, QStringLiteral("Score a map."));
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one map FILE");
    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(rules));
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    const auto report = eval.report(file.map, false);
    for (const auto& r : report.requirements)
        std::printf("%s %s: %d\n", r.id.c_str(), r.name.c_str(), r.violations);
    std::printf("total: %g\n", report.total);
    return kExitOk;
}

} // namespace hexloom::cli
