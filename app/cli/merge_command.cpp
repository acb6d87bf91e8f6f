// hexloom-cli merge: joins the --csv files of bench shards (bench --shard K/N) into the per-run
// rows, block summaries and ANOVA tables of the whole study, as one unsharded bench prints them.
#include <QJsonArray>
#include <QJsonDocument>

#include "app/cli/bench_report.h"
#include "app/cli/bench_rows.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

int runMerge(const QStringList& args)
{
    QCommandLineParser parser;
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write the joined rows (bench --csv format)."), QStringLiteral("OUT"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print {\"blocks\", \"anova\", \"anova_table\"} as JSON."));
    parser.addOption(csv);
    parser.addOption(json);
    parser.addPositionalArgument(QStringLiteral("FILES"), QStringLiteral("The shards' bench --csv files, in any order."), QStringLiteral("FILES..."));
    parseOrThrow(parser, args, QStringLiteral("Join the CSV files of bench shards into one study's rows, summaries and ANOVA."));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        throw UsageError("give the shards' CSV files");
    const BenchTable table = readBenchCsvFiles(files);
    if (parser.isSet(csv))
        core::io::saveFileAtomically(parser.value(csv), benchCsv(table));
    const std::vector<BenchBlock> blocks = blocksOf(table);
    const std::vector<AxisAnova> anova = anovaByAxis(blocks);
    if (!parser.isSet(json)) {
        for (const BenchBlock& b : blocks)
            printBlockSummary(b, blockSummaryJson(b));
        printAnova(anova);
        return kExitOk;
    }
    QJsonArray blockArray;
    for (const BenchBlock& b : blocks) {
        QJsonArray runs;
        for (const BenchRow* r : b.rows)
            runs.append(rowJson(*r, table.requirementIds));
        QJsonObject params;
        for (const auto& [k, v] : b.combination)
            params.insert(k, v);
        blockArray.append(QJsonObject{{"parameters", params}, {"runs", runs}, {"summary", blockSummaryJson(b)}});
    }
    printJson(QJsonDocument(QJsonObject{{"blocks", blockArray}, {"anova", anovaFJson(anova)}, {"anova_table", anovaTableJson(anova)}}));
    return kExitOk;
}

} // namespace hexloom::cli
