// hexloom-cli bench: one algorithm over many seeds, optionally over a grid of parameter values,
// with per-run results, summaries and a one-way ANOVA F-value per grid parameter.
#include <atomic>
#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>
#include <cstdio>

#include "core/algorithms/run_statistics.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "app/cli/progress_line.h"
#include "app/cli/search_setup.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

namespace {

using core::algorithms::oneWayAnovaF;
using core::algorithms::summarize;
using core::algorithms::Summary;

using namespace core;

struct GridAxis {
    std::string key;
    std::vector<QString> values;
};

struct Block {
    algorithms::ParameterValues values;
    std::vector<std::pair<std::string, QString>> combination; // the grid's values for this block
    std::vector<std::shared_ptr<const algorithms::Snapshot>> runs;
};

class NullSink : public algorithms::ProgressSink {
public:
    void snapshot(std::shared_ptr<const algorithms::Snapshot>) override {}
};

std::vector<GridAxis> parseGrid(const QStringList& specs)
{
    std::vector<GridAxis> axes;
    for (const QString& spec : specs) {
        const int eq = static_cast<int>(spec.indexOf(QLatin1Char('=')));
        if (eq <= 0 || eq + 1 >= spec.size())
            throw UsageError("--grid: \"" + spec.toStdString() + "\" is not of the form key=v1,v2,...");
        GridAxis axis{spec.left(eq).toStdString(), {}};
        for (const QString& v : spec.mid(eq + 1).split(QLatin1Char(',')))
            axis.values.push_back(v.trimmed());
        axes.push_back(std::move(axis));
    }
    return axes;
}

// Every combination of the grid's values on top of the --set values (one block without a grid).
std::vector<Block> blocksFor(const SearchSetup& setup, const std::vector<GridAxis>& axes)
{
    std::vector<Block> blocks{Block{setup.values, {}, {}}};
    for (const GridAxis& axis : axes) {
        std::vector<Block> next;
        for (const Block& b : blocks)
            for (const QString& v : axis.values) {
                Block nb = b;
                algorithms::parseParameterAssignment(setup.algorithm->id, setup.algorithm->parameters, axis.key + "=" + v.toStdString(), nb.values);
                nb.combination.emplace_back(axis.key, v);
                next.push_back(std::move(nb));
            }
        blocks = std::move(next);
    }
    return blocks;
}

void runBlock(const SearchSetup& setup, Block& block, int runs, int threads, ProgressLine& line)
{
    std::atomic<int> done{0};
    block.runs = runParallel(runs, threads, [&](int i) {
        const uint64_t seed = setup.seed + static_cast<uint64_t>(i);
        const algorithms::Problem problem = problemFor(setup, seed);
        algorithms::RunSettings settings;
        settings.seed = seed;
        settings.stop = setup.stop;
        settings.maxSnapshotsPerSecond = 0;
        algorithms::RunControl control;
        NullSink sink;
        auto result = setup.algorithm->make(block.values)->run(problem, settings, control, sink);
        line.update(QStringLiteral("%1 of %2 runs done").arg(++done).arg(runs));
        return result;
    });
}

QJsonObject summaryJson(const Summary& s)
{
    return QJsonObject{{"count", s.count}, {"mean", s.mean}, {"std", s.std}, {"min", s.min}, {"median", s.median}, {"p90", s.p90}, {"max", s.max}};
}

QJsonObject blockSummary(const Block& b, const algorithms::StopCriteria& stop)
{
    std::vector<double> best, toBest, toTarget, rate;
    for (const auto& r : b.runs) {
        best.push_back(r->best);
        toBest.push_back(r->timeToBestSeconds * 1000);
        if (stop.hasTarget && r->best <= stop.target)
            toTarget.push_back(r->timeToBestSeconds * 1000);
        rate.push_back(static_cast<double>(r->evaluations) / std::max(r->elapsedSeconds, 1e-9));
    }
    return QJsonObject{{"best", summaryJson(summarize(best))},
                       {"time_to_best_ms", summaryJson(summarize(toBest))},
                       {"time_to_target_ms", summaryJson(summarize(toTarget))},
                       {"success_rate", b.runs.empty() ? 0.0 : static_cast<double>(toTarget.size()) / static_cast<double>(b.runs.size())},
                       {"evaluations_per_second", summaryJson(summarize(rate))}};
}

QJsonObject anovaJson(const std::vector<Block>& blocks, const std::vector<GridAxis>& axes)
{
    QJsonObject anova;
    for (size_t a = 0; a < axes.size(); ++a) {
        std::vector<std::vector<double>> groups(axes[a].values.size());
        for (const Block& b : blocks) {
            const auto level = std::find(axes[a].values.begin(), axes[a].values.end(), b.combination[a].second) - axes[a].values.begin();
            for (const auto& r : b.runs)
                groups[static_cast<size_t>(level)].push_back(r->best);
        }
        const double f = oneWayAnovaF(groups);
        anova.insert(QString::fromStdString(axes[a].key), f < 0 || std::isinf(f) ? QJsonValue() : QJsonValue(f));
    }
    return anova;
}

void writeCsv(const QString& path, const std::vector<Block>& blocks, const SearchSetup& setup)
{
    QByteArray csv = "block,parameters,seed,best";
    if (!blocks.empty() && !blocks[0].runs.empty())
        for (const auto& r : blocks[0].runs[0]->report.requirements)
            csv += "," + QByteArray::fromStdString(r.id);
    csv += ",time_to_best_ms,time_to_target_ms,iterations,evaluations,evaluations_per_second\n";
    for (size_t i = 0; i < blocks.size(); ++i) {
        QByteArray params;
        for (const auto& [k, v] : blocks[i].combination)
            params += (params.isEmpty() ? "" : " ") + QByteArray::fromStdString(k) + "=" + v.toUtf8();
        for (const auto& r : blocks[i].runs) {
            const QJsonObject o = runJson(*r, setup.stop, setup.file.board);
            csv += QByteArray::number(static_cast<qulonglong>(i)) + "," + params + "," + QByteArray::number(static_cast<qulonglong>(r->seed)) + "," +
                   QByteArray::number(r->best);
            for (const auto& q : r->report.requirements)
                csv += "," + QByteArray::number(q.violations);
            csv += "," + QByteArray::number(r->timeToBestSeconds * 1000, 'g', 9) + ",";
            if (!o.value("time_to_target_ms").isNull())
                csv += QByteArray::number(o.value("time_to_target_ms").toDouble(), 'g', 9);
            csv += "," + QByteArray::number(static_cast<qlonglong>(r->iteration)) + "," + QByteArray::number(static_cast<qlonglong>(r->evaluations)) +
                   "," + QByteArray::number(o.value("evaluations_per_second").toDouble(), 'g', 6) + "\n";
        }
    }
    io::saveFileAtomically(path, csv);
}

void printBlock(const Block& b, const QJsonObject& summary)
{
    QString params;
    for (const auto& [k, v] : b.combination)
        params += QString::fromStdString(k) + QLatin1Char('=') + v + QLatin1Char(' ');
    const QJsonObject best = summary.value("best").toObject(), ttb = summary.value("time_to_best_ms").toObject(),
                      ttt = summary.value("time_to_target_ms").toObject(), eps = summary.value("evaluations_per_second").toObject();
    std::printf("%s%d runs: best mean %.3f std %.3f min %g median %g p90 %g max %g; success %.1f%%\n", params.toLocal8Bit().constData(),
                best.value("count").toInt(), best.value("mean").toDouble(), best.value("std").toDouble(), best.value("min").toDouble(),
                best.value("median").toDouble(), best.value("p90").toDouble(), best.value("max").toDouble(),
                100 * summary.value("success_rate").toDouble());
    std::printf("  time to best ms: median %.4g p90 %.4g max %.4g; time to target ms: mean %.4g median %.4g p90 %.4g max %.4g; "
                "evaluations/s mean %.4g\n",
                ttb.value("median").toDouble(), ttb.value("p90").toDouble(), ttb.value("max").toDouble(), ttt.value("mean").toDouble(),
                ttt.value("median").toDouble(), ttt.value("p90").toDouble(), ttt.value("max").toDouble(), eps.value("mean").toDouble());
}

} // namespace

int runBench(const QStringList& args)
{
    QCommandLineParser parser;
    SearchOptions search(parser);
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Runs (seeds S, S+1, ...) per block (default 30)."), QStringLiteral("N"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"), QStringLiteral("Runs at once (default 1)."), QStringLiteral("N"));
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("Write one row per run."), QStringLiteral("FILE"));
    const QCommandLineOption grid(QStringLiteral("grid"), QStringLiteral("Parameter values to cross (repeatable)."), QStringLiteral("KEY=V1,V2,..."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print {\"runs\", \"summary\"} (with a grid: blocks and anova) as JSON."));
    for (const auto* o : {&runsOption, &threadsOption, &csv, &grid, &json})
        parser.addOption(*o);
    ProgressLine::addOptions(parser);
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Benchmark a search algorithm over many seeds."));
    ProgressLine line(parser);
    bool ok = true;
    const int runs = parser.isSet(runsOption) ? parser.value(runsOption).toInt(&ok) : 30;
    if (!ok || runs < 1 || runs > 1000000)
        throw UsageError("--runs: expected a whole number from 1 to 1000000");
    const int threads = parser.isSet(threadsOption) ? parser.value(threadsOption).toInt(&ok) : 1;
    if (!ok || threads < 1 || threads > 256)
        throw UsageError("--threads: expected a whole number from 1 to 256");
    const std::vector<GridAxis> axes = parseGrid(parser.values(grid));
    const SearchSetup setup = search.read(parser);
    std::vector<Block> blocks = blocksFor(setup, axes);
    for (Block& b : blocks)
        runBlock(setup, b, runs, threads, line);
    line.finish();
    if (parser.isSet(csv))
        writeCsv(parser.value(csv), blocks, setup);
    QJsonArray blockArray;
    for (const Block& b : blocks) {
        QJsonArray runArray;
        for (const auto& r : b.runs)
            runArray.append(runJson(*r, setup.stop, setup.file.board));
        QJsonObject params;
        for (const auto& [k, v] : b.combination)
            params.insert(QString::fromStdString(k), v);
        const QJsonObject summary = blockSummary(b, setup.stop);
        if (!parser.isSet(json))
            printBlock(b, summary);
        blockArray.append(QJsonObject{{"parameters", params}, {"runs", runArray}, {"summary", summary}});
    }
    const QJsonObject anova = anovaJson(blocks, axes);
    if (!parser.isSet(json)) {
        for (auto it = anova.begin(); it != anova.end(); ++it)
            std::printf("ANOVA F(%s) = %s\n", it.key().toLocal8Bit().constData(),
                        it.value().isNull() ? "undefined" : QByteArray::number(it.value().toDouble(), 'g', 5).constData());
        return kExitOk;
    }
    if (axes.empty())
        printJson(QJsonDocument(QJsonObject{{"runs", blockArray[0].toObject().value("runs")}, {"summary", blockArray[0].toObject().value("summary")}}));
    else
        printJson(QJsonDocument(QJsonObject{{"blocks", blockArray}, {"anova", anova}}));
    return kExitOk;
}

} // namespace hexloom::cli
