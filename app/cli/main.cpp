// hexloom-cli: scoring, converting, rendering, generating and benchmarking without a display.
#include <QCoreApplication>
#include <cstdio>

#include "core/io/letter_format.h"
#include "core/io/json_fields.h"
#include "core/io/rule_set_file.h"
#include "core/rules/evaluator.h"

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3 || args[1] != QLatin1String("score")) {
        std::fprintf(stderr, "usage: hexloom-cli score FILE [RULES]\n");
        return 2;
    }
    try {
        auto rules = hexloom::core::io::loadRuleSet(args.size() > 3 ? args[3] : QStringLiteral("terra-mystica-published"));
        auto loaded = hexloom::core::io::parseLetterFormat(hexloom::core::io::readInputFile(args[2]), *rules, args[2].toStdString());
        auto board = std::make_shared<const hexloom::core::model::Board>(loaded.board);
        hexloom::core::rules::Evaluator eval(board, rules);
        const auto report = eval.report(loaded.map, false);
        for (const auto& r : report.requirements)
            std::printf("%s %s: %d\n", r.id.c_str(), r.name.c_str(), r.violations);
        std::printf("total: %g\n", report.total);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
