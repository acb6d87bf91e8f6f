#include <QJsonArray>
#include <algorithm>
#include <boost/math/statistics/univariate_statistics.hpp>
#include <cstdio>

#include "app/cli/assembly_cli.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"

namespace hexloom::cli {

using namespace core::assembly;

namespace {

std::vector<uint64_t> readSeeds(const QString& text)
{
    std::vector<uint64_t> seeds;
    const int dots = text.indexOf(QLatin1String(".."));
    if (dots >= 0) {
        const uint64_t a = seedOption(text.left(dots), "seeds"), b = seedOption(text.mid(dots + 2), "seeds");
        if (a > b || b - a >= 100'000)
            throw UsageError("--seeds expects A..B with A <= B and at most 100000 seeds, got \"" + text.toStdString() + "\"");
        for (uint64_t s = a; s <= b; ++s)
            seeds.push_back(s);
        return seeds;
    }
    for (const QString& part : text.split(QLatin1Char(','))) {
        seeds.push_back(seedOption(part, "seeds"));
        if (seeds.size() > 100'000)
            throw UsageError("--seeds expects A..B or a comma-separated list, got \"" + text.toStdString() + "\"");
    }
    return seeds;
}

// 0 for no runs (Boost's median leaves an empty range undefined).
double median(std::vector<double> v)
{
    return v.empty() ? 0 : boost::math::statistics::median(v);
}

QJsonObject summary(const std::vector<AssemblyResult>& runs, const AssemblyTricks& tricks)
{
    std::vector<double> ms, cpu, backtracks, tried;
    int solved = 0, underSecond = 0;
    for (const auto& r : runs) {
        ms.push_back(r.stats.seconds * 1000.0);
        cpu.push_back(r.stats.cpuSeconds * 1000.0);
        backtracks.push_back(static_cast<double>(r.stats.backtracks));
        tried.push_back(static_cast<double>(r.stats.placementsTried));
        solved += r.success ? 1 : 0;
        underSecond += r.success && r.stats.seconds < 1.0 ? 1 : 0;
    }
    double total = 0;
    for (double t : ms)
        total += t;
    return QJsonObject{{"disabled", QString::fromStdString(disabledTricks(tricks))},
                       {"runs", static_cast<int>(runs.size())},
                       {"solved", solved},
                       {"solved_under_1s", underSecond},
                       {"median_ms", median(ms)},
                       {"mean_ms", runs.empty() ? 0.0 : total / static_cast<double>(runs.size())},
                       {"max_ms", ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end())},
                       {"median_cpu_ms", median(cpu)},
                       {"max_cpu_ms", cpu.empty() ? 0.0 : *std::max_element(cpu.begin(), cpu.end())},
                       {"median_backtracks", median(backtracks)},
                       {"max_backtracks", backtracks.empty() ? 0.0 : *std::max_element(backtracks.begin(), backtracks.end())},
                       {"median_placements_tried", median(tried)}};
}

std::vector<AssemblyResult> runSeeds(const AssemblyProblem& problem, AssemblyOptions options, const std::vector<uint64_t>& seeds)
{
    std::vector<AssemblyResult> runs;
    for (uint64_t seed : seeds) {
        options.seed = seed;
        Assembler assembler(problem, options);
        runs.push_back(assembler.run());
        runs.back().placements.clear();
    }
    return runs;
}

void printSummary(const QJsonObject& s)
{
    std::printf("disabled %-22s solved %d/%d (%d under 1 s)  median %.2f ms  max %.2f ms  cpu median %.2f ms max %.2f ms  "
                "backtracks median %.0f max %.0f\n",
                s["disabled"].toString().toLocal8Bit().constData(), s["solved"].toInt(), s["runs"].toInt(), s["solved_under_1s"].toInt(),
                s["median_ms"].toDouble(), s["max_ms"].toDouble(), s["median_cpu_ms"].toDouble(), s["max_cpu_ms"].toDouble(),
                s["median_backtracks"].toDouble(), s["max_backtracks"].toDouble());
}

} // namespace

int runAssembleBench(const QStringList& args)
{
    QCommandLineParser parser;
    AssemblyCliOptions common;
    common.addTo(parser);
    const QCommandLineOption seeds(QStringLiteral("seeds"), QStringLiteral("Seeds: A..B or a list (default 1..50)."), QStringLiteral("LIST"),
                                   QStringLiteral("1..50"));
    const QCommandLineOption ablation(QStringLiteral("ablation"),
                                      QStringLiteral("Run with all tricks, each trick off in turn, and all off; print one summary each."));
    parser.addOptions({seeds, ablation});
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Assemble a tile set with many seeds and summarise time, backtracks and dead ends."));
    if (!parser.positionalArguments().isEmpty())
        throw UsageError("unexpected argument \"" + parser.positionalArguments()[0].toStdString() + "\"");
    const AssemblyOptions options = common.read(parser);
    const std::vector<uint64_t> seedList = readSeeds(parser.value(seeds));
    const AssemblyProblem problem = loadAssemblyProblem(parser, common);
    std::vector<AssemblyTricks> configs{options.tricks};
    if (parser.isSet(ablation))
        configs = {tricksWithout(""), tricksWithout("gaplist"), tricksWithout("reduce"), tricksWithout("mrv"), tricksWithout("line"),
                   tricksWithout("all")};
    QJsonArray out;
    for (const AssemblyTricks& tricks : configs) {
        AssemblyOptions o = options;
        o.tricks = tricks;
        const auto runs = runSeeds(problem, o, seedList);
        const QJsonObject s = summary(runs, tricks);
        QJsonArray perSeed;
        for (const auto& r : runs)
            perSeed.append(resultJson(r, *problem.board, false));
        out.append(QJsonObject{{"summary", s}, {"runs", perSeed}});
        if (!parser.isSet(common.json))
            printSummary(s);
    }
    if (parser.isSet(common.json))
        printJson(QJsonDocument(configs.size() == 1 ? out[0].toObject() : QJsonObject{{"configurations", out}}));
    return kExitOk;
}

} // namespace hexloom::cli
