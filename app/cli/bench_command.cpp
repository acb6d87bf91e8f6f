// hexloom-cli bench: one algorithm over many seeds, optionally over a grid of parameter values,
// with per-run results, summaries and a one-way ANOVA table per grid parameter. `--shard K/N`
// runs only the K-th of N disjoint slices of the study's runs (for a cluster; `merge` joins them).
#include <atomic>
#include <QJsonArray>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonDocument>
#include <cstdio>

#include "app/cli/bench_report.h"
#include "app/cli/bench_rows.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "app/cli/progress_line.h"
#include "core/recipe/recipe.h"
#include "app/cli/search_setup.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

namespace {

using namespace core;

struct GridAxis {
    std::string key;
    std::vector<QString> values;
};

// One grid combination: its parameter values and its text, "key=value key=value".
struct Combination {
    run::ParameterValues values;
    QString parameters;
};

struct Shard {
    int64_t index = 0; // 0-based
    int64_t count = 1;
};

class NullSink : public search::ProgressSink {
public:
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
};

// The most grid combinations (blocks) one study runs.
constexpr int kMaxGridBlocks = 10'000;
// The most runs of one study, grid combinations times --runs (merge's limit on "jobs").
constexpr int64_t kMaxStudyRuns = 100'000'000;

std::vector<GridAxis> parseGrid(const QStringList& specs)
{
    std::vector<GridAxis> axes;
    for (const QString& spec : specs) {
        const int eq = static_cast<int>(spec.indexOf(QLatin1Char('=')));
        if (eq <= 0 || eq + 1 >= spec.size())
            throw UsageError("--grid: \"" + spec.toStdString() + "\" is not of the form key=v1,v2,...");
        GridAxis axis{spec.left(eq).toStdString(), {}};
        for (const QString& v : spec.mid(eq + 1).split(QLatin1Char(','))) {
            if (v.trimmed().isEmpty() || v.trimmed().contains(QLatin1Char(' ')))
                throw UsageError("--grid: \"" + spec.toStdString() + "\" has an empty value or one with a space");
            axis.values.push_back(v.trimmed());
        }
        axes.push_back(std::move(axis));
    }
    // Counted before a single combination is made: 10^6 blocks would take minutes to list and
    // gigabytes to hold, and no study runs them.
    double blocks = 1;
    for (const GridAxis& a : axes)
        blocks *= static_cast<double>(a.values.size());
    if (blocks > kMaxGridBlocks)
        throw UsageError("--grid: the values cross into " + QString::number(blocks, 'g', 15).toStdString() + " combinations; at most " +
                         std::to_string(kMaxGridBlocks) + " are run");
    return axes;
}

Shard parseShard(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    bool okK = false, okN = false;
    const qlonglong k = parts.value(0).toLongLong(&okK), n = parts.value(1).toLongLong(&okN);
    if (parts.size() != 2 || !okK || !okN || n < 1 || k < 1 || k > n)
        throw UsageError("--shard: \"" + text.toStdString() + "\" is not K/N with 1 <= K <= N");
    return {k - 1, n};
}

// Every combination of the grid's values on top of the --set values (one without a grid).
std::vector<Combination> combinationsFor(const SearchSetup& setup, const std::vector<GridAxis>& axes)
{
    std::vector<Combination> all{Combination{setup.values, {}}};
    for (const GridAxis& axis : axes) {
        std::vector<Combination> next;
        for (const Combination& c : all)
            for (const QString& v : axis.values) {
                Combination nc = c;
                run::parseParameterAssignment(setup.algorithm->id, setup.algorithm->parameters, axis.key + "=" + v.toStdString(), nc.values);
                nc.parameters += (nc.parameters.isEmpty() ? QString() : QStringLiteral(" ")) + QString::fromStdString(axis.key) + QLatin1Char('=') + v;
                next.push_back(std::move(nc));
            }
        all = std::move(next);
    }
    return all;
}

std::shared_ptr<const search::Snapshot> runOne(const SearchSetup& setup, const Combination& c, uint64_t seed)
{
    const search::Problem problem = problemFor(setup, seed);
    search::RunSettings settings;
    settings.seed = seed;
    settings.stop = setup.stop;
    settings.maxSnapshotsPerSecond = 0;
    run::RunControl control;
    NullSink sink;
    return withFullReport(setup.algorithm->make(c.values)->run(problem, settings, control, sink), problem);
}

BenchRow rowOf(const search::Snapshot& s, const QJsonObject& run, int64_t job, int64_t jobs, int64_t block, const QString& parameters)
{
    BenchRow row;
    row.job = job;
    row.jobs = jobs;
    row.block = block;
    row.parameters = parameters;
    row.seed = s.seed;
    row.best = s.best;
    for (const auto& q : s.report.requirements)
        row.violations.push_back(q.violations);
    row.timeToBestMs = s.timeToBestSeconds * 1000;
    if (!run.value("time_to_target_ms").isNull())
        row.timeToTargetMs = run.value("time_to_target_ms").toDouble();
    row.iterations = s.iteration;
    row.evaluations = s.evaluations;
    row.evaluationsPerSecond = run.value("evaluations_per_second").toDouble();
    return row;
}

// What makes shards one study (BenchTable::study): the names a person reads, then a hash of
// everything that changes the runs (rule-set and start-map content, parameters, stop criteria,
// random start, locks, seeds, grid, version). No commas or spaces: it is a CSV cell.
QString studyOf(const SearchSetup& setup, const QStringList& grid, int runs, const QString& mapOption)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(core::recipe::rulesHash(*setup.file.rules).toUtf8());
    for (core::model::CellIndex c = 0; c < setup.file.map.size(); ++c) {
        const auto h = setup.file.board.hex(c);
        hash.addData(QByteArray::number(h.q) + ' ' + QByteArray::number(h.r) + ' ' + QByteArray::number(setup.file.map.terrain(c)) + ' ' +
                     QByteArray::number(setup.file.map.token(c)) + (setup.file.map.locked(c) ? " L;" : ";"));
    }
    hash.addData(QByteArray::fromStdString(setup.algorithm->id));
    for (const auto& [key, value] : setup.values)
        hash.addData(QByteArray::fromStdString(key) + '=' + QByteArray::number(value, 'g', 17) + ';');
    const auto& stop = setup.stop;
    hash.addData(QByteArray::number(stop.timeLimitSeconds, 'g', 17) + ';' + QByteArray::number(static_cast<qlonglong>(stop.iterationLimit)) + ';' +
                 QByteArray::number(static_cast<qlonglong>(stop.stagnationIterations)) + ';' + QByteArray::number(stop.target, 'g', 17) +
                 (stop.hasTarget ? "T" : "") + (setup.shuffle ? ";shuffle" : ";"));
    const QString seeds = QString::number(setup.seed) + QLatin1Char('+') + QString::number(runs);
    const QString grids = grid.join(QLatin1Char('/')).replace(QLatin1Char(','), QLatin1Char('|')).replace(QLatin1Char('='), QLatin1Char(':'));
    hash.addData((seeds + QLatin1Char(';') + grids + QStringLiteral(";" HEXLOOM_VERSION)).toUtf8());
    const QString map = mapOption.isEmpty() ? QString::fromStdString(setup.file.rules->board.map) : QFileInfo(mapOption).fileName();
    QString study = QStringLiteral("rules=%1;map=%2;algorithm=%3;grid=%4;seeds=%5;hexloom=%6;hash=%7")
                        .arg(QString::fromStdString(setup.file.rules->name), map, QString::fromStdString(setup.algorithm->id),
                             grids.isEmpty() ? QStringLiteral("none") : grids, seeds, QStringLiteral(HEXLOOM_VERSION),
                             QString::fromLatin1(hash.result().toHex().left(16)));
    return study.replace(QLatin1Char(','), QLatin1Char('|')).replace(QLatin1Char(' '), QLatin1Char('_'));
}

struct BenchOptions {
    int runs = 30;
    int threads = 1;
    Shard shard;
};

// Runs the shard's jobs (job = block × runs + run, seed = S + run); job j belongs to shard
// j mod N, so every shard gets a share of every block.
BenchTable runStudy(const SearchSetup& setup, const std::vector<Combination>& combos, const BenchOptions& o, std::vector<QJsonObject>& runJsons,
                    ProgressLine& line)
{
    std::atomic<int> done{0};
    const int64_t jobs = static_cast<int64_t>(combos.size()) * o.runs;
    std::vector<int64_t> mine;
    for (int64_t j = o.shard.index; j < jobs; j += o.shard.count)
        mine.push_back(j);
    const auto snapshots = runParallel(static_cast<int>(mine.size()), o.threads, [&](int i) {
        const int64_t j = mine[static_cast<size_t>(i)];
        auto result = runOne(setup, combos[static_cast<size_t>(j / o.runs)], setup.seed + static_cast<uint64_t>(j % o.runs));
        line.update(QStringLiteral("%1 of %2 runs done").arg(++done).arg(mine.size()));
        return result;
    });
    BenchTable table;
    for (size_t i = 0; i < mine.size(); ++i) {
        const auto& s = *snapshots[i];
        if (table.requirementIds.empty())
            for (const auto& q : s.report.requirements)
                table.requirementIds.push_back(q.id);
        runJsons.push_back(runJson(s, setup.stop, setup.file.board));
        const int64_t block = mine[i] / o.runs;
        table.rows.push_back(rowOf(s, runJsons.back(), mine[i], jobs, block, combos[static_cast<size_t>(block)].parameters));
    }
    return table;
}

BenchOptions readBenchOptions(const QCommandLineParser& parser, const QCommandLineOption& runs, const QCommandLineOption& threads,
                              const QCommandLineOption& shard)
{
    BenchOptions o;
    o.runs = parser.isSet(runs) ? static_cast<int>(wholeOption(parser.value(runs), "runs", 1, 1'000'000)) : 30;
    o.threads = parser.isSet(threads) ? static_cast<int>(wholeOption(parser.value(threads), "threads", 1, 256)) : 1;
    if (parser.isSet(shard))
        o.shard = parseShard(parser.value(shard));
    return o;
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
    const QCommandLineOption shard(QStringLiteral("shard"), QStringLiteral("Run only the K-th of N disjoint slices of the runs (join with merge)."),
                                   QStringLiteral("K/N"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print {\"runs\", \"summary\"} (with a grid: blocks and anova) as JSON."));
    for (const auto* o : {&runsOption, &threadsOption, &csv, &grid, &shard, &json})
        parser.addOption(*o);
    ProgressLine::addOptions(parser);
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Benchmark a search algorithm over many seeds."));
    ProgressLine line(parser);
    const BenchOptions options = readBenchOptions(parser, runsOption, threadsOption, shard);
    const std::vector<GridAxis> axes = parseGrid(parser.values(grid));
    const SearchSetup setup = search.read(parser);
    const std::vector<Combination> combos = combinationsFor(setup, axes);
    // merge reads at most this many jobs back (bench_rows.cpp): a study is never larger.
    if (static_cast<double>(combos.size()) * options.runs > kMaxStudyRuns)
        throw UsageError("--runs with --grid: " + std::to_string(combos.size()) + " combinations x " + std::to_string(options.runs) +
                         " runs; a study runs at most " + std::to_string(kMaxStudyRuns));
    std::vector<QJsonObject> runJsons;
    BenchTable table = runStudy(setup, combos, options, runJsons, line);
    table.study = studyOf(setup, parser.values(grid), options.runs, parser.value(QStringLiteral("map")));
    line.finish();
    if (parser.isSet(csv))
        io::saveFileAtomically(parser.value(csv), benchCsv(table));
    const std::vector<BenchBlock> blocks = blocksOf(table);
    const std::vector<AxisAnova> anova = anovaByAxis(blocks);
    if (!parser.isSet(json)) {
        if (options.shard.count > 1)
            std::printf("shard %lld/%lld: %zu of %lld runs\n", static_cast<long long>(options.shard.index + 1), static_cast<long long>(options.shard.count),
                        table.rows.size(), static_cast<long long>(combos.size() * static_cast<size_t>(options.runs)));
        for (const BenchBlock& b : blocks)
            printBlockSummary(b, blockSummaryJson(b));
        printAnova(anova);
        return kExitOk;
    }
    QJsonArray blockArray;
    size_t next = 0;
    for (const BenchBlock& b : blocks) {
        QJsonArray runArray;
        for (size_t i = 0; i < b.rows.size(); ++i)
            runArray.append(runJsons[next++]);
        QJsonObject params;
        for (const auto& [k, v] : b.combination)
            params.insert(k, v);
        blockArray.append(QJsonObject{{"parameters", params}, {"runs", runArray}, {"summary", blockSummaryJson(b)}});
    }
    if (axes.empty() && options.shard.count == 1)
        printJson(QJsonDocument(QJsonObject{{"runs", blockArray[0].toObject().value("runs")}, {"summary", blockArray[0].toObject().value("summary")}}));
    else
        printJson(QJsonDocument(QJsonObject{{"blocks", blockArray}, {"anova", anovaFJson(anova)}, {"anova_table", anovaTableJson(anova)}}));
    return kExitOk;
}

} // namespace hexloom::cli
