#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "app/cli/partition_options.h"
#include "core/partition/recursive_partition.h"

namespace hexloom::cli {

namespace partition = core::partition;

namespace {
// Max, min, standard deviation, mean and median, as the paper's tables report them.
struct Summary {
    double max = 0, min = 0, std = 0, mean = 0, median = 0;
};

Summary summarise(std::vector<double> v)
{
    Summary s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    s.min = v.front();
    s.max = v.back();
    const size_t n = v.size();
    s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    for (const double x : v)
        s.mean += x / static_cast<double>(n);
    for (const double x : v)
        s.std += (x - s.mean) * (x - s.mean) / static_cast<double>(n);
    s.std = std::sqrt(s.std);
    return s;
}

QJsonObject summaryJson(const Summary& s)
{
    return QJsonObject{{"max", s.max}, {"min", s.min}, {"std", s.std}, {"mean", s.mean}, {"median", s.median}};
}
} // namespace

int runPartitionBench(const QStringList& args)
{
    QCommandLineParser parser;
    PartitionOptions o;
    o.addTo(parser);
    const QCommandLineOption runs(QStringLiteral("runs"), QStringLiteral("Runs, with seeds S, S+1, ... (default 100)."), QStringLiteral("N"), QStringLiteral("100"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the statistics as JSON."));
    parser.addOptions({runs, json});
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Run the partitioner many times and report the paper's statistics."));
    const int count = static_cast<int>(wholeOption(parser.value(runs), "runs", 1, 100'000));
    PartitionSetup s = readPartitionSetup(parser, o);
    std::vector<double> expanded, wasted, path, ms, cpu, restarts;
    int solved = 0;
    const uint64_t first = s.config.seed;
    for (int i = 0; i < count; ++i) {
        s.config.seed = first + static_cast<uint64_t>(i);
        // Processor time besides wall time: on a shared machine the wall clock includes waiting.
        const std::clock_t cpuStart = std::clock();
        const auto r = partition::partitionRecursively(s.problem, s.config);
        cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC);
        solved += r.success ? 1 : 0;
        expanded.push_back(static_cast<double>(r.stats.expanded));
        wasted.push_back(static_cast<double>(r.stats.expanded - (r.success ? r.stats.pathLength : 0)));
        path.push_back(r.success ? r.stats.pathLength : 0);
        restarts.push_back(static_cast<double>(r.stats.restarts));
        ms.push_back(r.stats.seconds * 1000.0);
    }
    const Summary se = summarise(expanded), sw = summarise(wasted), sp = summarise(path), st = summarise(ms), sc = summarise(cpu), sr = summarise(restarts);
    if (parser.isSet(json)) {
        printJson(QJsonDocument(QJsonObject{{"runs", count}, {"solved", solved}, {"expanded", summaryJson(se)},
                                            {"wasted", summaryJson(sw)}, {"path_length", summaryJson(sp)}, {"restarts", summaryJson(sr)}, {"time_ms", summaryJson(st)}, {"cpu_ms", summaryJson(sc)}}));
        return kExitOk;
    }
    std::printf("%d runs, %d solved\n%-12s %10s %10s %10s %10s %10s\n", count, solved, "", "max", "min", "std", "mean", "median");
    const auto row = [](const char* name, const Summary& x) {
        std::printf("%-12s %10.1f %10.1f %10.1f %10.1f %10.1f\n", name, x.max, x.min, x.std, x.mean, x.median);
    };
    row("expanded", se);
    row("wasted", sw);
    row("path length", sp);
    row("restarts", sr);
    row("time (ms)", st);
    row("cpu (ms)", sc);
    return kExitOk;
}

} // namespace hexloom::cli
