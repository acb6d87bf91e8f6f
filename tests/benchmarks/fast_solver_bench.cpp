// The fast solver's throughput (evaluated swaps per second) and time to score 0 from random
// starts on the built-in rule sets and on large Terra Mystica-shaped boards; a run's set-up.
// Results and the command line are in docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <ctime>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <memory>
#include <numeric>
#include <vector>

#include "core/search/solvers/fast_solver.h"
#include "core/search/scoring/incremental_score_scan.h"
#include "core/search/scoring/layered_swaps.h"
#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "tests/support/fixtures.h"

namespace {

int gCandidates = std::getenv("HEXLOOM_CANDIDATES") ? std::atoi(std::getenv("HEXLOOM_CANDIDATES")) : -1;

using namespace hexloom;
using namespace hexloom::core;

struct NullSink : search::ProgressSink {
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
};

search::Problem problemFor(const std::string& rules, const std::string& map)
{
    auto r = test::builtinRules(rules);
    auto loaded = test::builtinMap(map, *r);
    return {std::make_shared<const model::Board>(loaded.board), r, loaded.map, 0};
}

// Evaluated swaps per second: deltas of random layered swaps on a random start.
void BM_SwapDelta(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    rules::Evaluator eval(p.board, p.rules);
    search::IncrementalScore score(eval);
    run::Random random(1);
    std::vector<model::CellIndex> all(static_cast<size_t>(p.board->size()));
    std::iota(all.begin(), all.end(), 0);
    search::shuffleUnlocked(p.start, all, *p.rules, random);
    score.reset(p.start);
    search::LayeredSwaps swaps;
    double sink = 0;
    for (auto _ : state) {
        const auto a = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(all.size())));
        const auto b = static_cast<model::CellIndex>(random.below(static_cast<uint32_t>(all.size())));
        const int n = a == b ? 0 : search::layeredSwaps(score.map(), *p.rules, a, b, swaps);
        for (int k = 0; k < n; ++k)
            sink += score.delta(swaps[static_cast<size_t>(k)]);
    }
    benchmark::DoNotOptimize(sink);
    state.counters["swaps/s"] = benchmark::Counter(static_cast<double>(score.evaluations()), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_SwapDelta, strict, "terra-mystica-strict", "terra-mystica-original");
BENCHMARK_CAPTURE(BM_SwapDelta, published, "terra-mystica-published", "terra-mystica-original");
BENCHMARK_CAPTURE(BM_SwapDelta, catan, "catan", "catan-standard");

// Evaluated swaps per second the way a fast-solver step evaluates them: one cell's swaps with 28
// random partners through the partner scan, each under the best delta so far as its cutoff
// (the step's tie margin left out), on a random start with a swap applied between steps.
void BM_StepScan(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    rules::Evaluator eval(p.board, p.rules);
    search::IncrementalScore score(eval);
    run::Random random(1);
    std::vector<model::CellIndex> all(static_cast<size_t>(p.board->size()));
    std::iota(all.begin(), all.end(), 0);
    search::shuffleUnlocked(p.start, all, *p.rules, random);
    score.reset(p.start);
    search::PartnerSwaps partners;
    search::LayeredSwaps swaps;
    const auto cells = static_cast<uint32_t>(all.size());
    for (auto _ : state) {
        const auto a = static_cast<model::CellIndex>(random.below(cells));
        score.beginScan(a);
        partners.begin(score.map(), *p.rules, a);
        double best = std::numeric_limits<double>::infinity();
        model::Swap chosen{a, a, model::Layer::Terrain};
        for (int i = 0; i < 28; ++i) {
            const auto b = static_cast<model::CellIndex>(random.below(cells));
            const int n = a == b ? 0 : partners.of(b, swaps);
            for (int k = 0; k < n; ++k)
                if (const double d = score.scanDelta(swaps[static_cast<size_t>(k)], best); d < best) {
                    best = d;
                    chosen = swaps[static_cast<size_t>(k)];
                }
        }
        score.apply(chosen); // the state moves on, as in a search (caches go stale around it)
    }
    state.counters["swaps/s"] = benchmark::Counter(static_cast<double>(score.evaluations()), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_StepScan, strict, "terra-mystica-strict", "terra-mystica-original");
BENCHMARK_CAPTURE(BM_StepScan, published, "terra-mystica-published", "terra-mystica-original");
BENCHMARK_CAPTURE(BM_StepScan, catan, "catan", "catan-standard");

// One solve to score 0 from a fresh random start per iteration (all hexes free).
void BM_TimeToZero(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    std::vector<model::CellIndex> all(static_cast<size_t>(p.board->size()));
    std::iota(all.begin(), all.end(), 0);
    search::FastSolver solver(gCandidates < 0 ? run::ParameterValues{} : run::ParameterValues{{"candidates", gCandidates}});
    uint64_t seed = 0;
    int64_t evaluations = 0;
    for (auto _ : state) {
        state.PauseTiming();
        run::Random random(++seed);
        search::Problem start = p;
        search::shuffleUnlocked(start.start, all, *p.rules, random);
        search::RunSettings settings;
        settings.seed = seed;
        settings.stop.hasTarget = true;
        settings.stop.timeLimitSeconds = 5;
        run::RunControl control;
        NullSink sink;
        state.ResumeTiming();
        auto result = solver.run(start, settings, control, sink);
        evaluations += result->evaluations;
        if (result->best != 0)
            state.SkipWithError("did not reach 0");
    }
    state.counters["swaps/s"] = benchmark::Counter(static_cast<double>(evaluations), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_TimeToZero, strict, "terra-mystica-strict", "terra-mystica-original")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_TimeToZero, published, "terra-mystica-published", "terra-mystica-original")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_TimeToZero, catan, "catan", "catan-standard")->Unit(benchmark::kMillisecond);

// A run's set-up, in parts: the evaluator (the rule set's requirements on the board), the
// incremental score (its tables and per-cell state), and a whole run that stops after one step.
void BM_SetUpEvaluator(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    for (auto _ : state) {
        rules::Evaluator eval(p.board, p.rules);
        benchmark::DoNotOptimize(eval.requirementCount());
    }
}
BENCHMARK_CAPTURE(BM_SetUpEvaluator, strict, "terra-mystica-strict", "terra-mystica-original")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SetUpEvaluator, catan, "catan", "catan-standard")->Unit(benchmark::kMicrosecond);

void BM_SetUpIncrementalScore(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    rules::Evaluator eval(p.board, p.rules);
    for (auto _ : state) {
        search::IncrementalScore score(eval);
        score.reset(p.start);
        benchmark::DoNotOptimize(score.total());
    }
}
BENCHMARK_CAPTURE(BM_SetUpIncrementalScore, strict, "terra-mystica-strict", "terra-mystica-original")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SetUpIncrementalScore, catan, "catan", "catan-standard")->Unit(benchmark::kMicrosecond);

void BM_SetUpOneStepRun(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    search::FastSolver solver({});
    for (auto _ : state) {
        run::RunControl control;
        NullSink sink;
        search::RunSettings settings;
        settings.seed = 1;
        settings.stop.iterationLimit = 1;
        auto result = solver.run(p, settings, control, sink);
        benchmark::DoNotOptimize(result->best);
    }
}
BENCHMARK_CAPTURE(BM_SetUpOneStepRun, strict, "terra-mystica-strict", "terra-mystica-original")->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SetUpOneStepRun, catan, "catan", "catan-standard")->Unit(benchmark::kMicrosecond);

// A run's set-up as the run itself sees it: the time from its start to its first step (the first
// progress point, sent before step one: evaluator, start map fitted and counted, incremental state
// built). Manual time, the thread's processor time up to that point (the machine is shared), so
// the final snapshot's full report is not in it.
double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

struct FirstPointSink : search::ProgressSink {
    double at = -1;
    void snapshot(std::shared_ptr<const search::Snapshot>) override {}
    void progress(const search::ProgressPoint&) override
    {
        if (at < 0)
            at = threadSeconds();
    }
};

void BM_SetUpToFirstStep(benchmark::State& state, const char* rules, const char* map)
{
    auto p = problemFor(rules, map);
    search::FastSolver solver({});
    for (auto _ : state) {
        run::RunControl control;
        FirstPointSink sink;
        search::RunSettings settings;
        settings.seed = 1;
        settings.stop.iterationLimit = 1;
        const double start = threadSeconds();
        auto result = solver.run(p, settings, control, sink);
        benchmark::DoNotOptimize(result->best);
        state.SetIterationTime(sink.at - start);
    }
}
BENCHMARK_CAPTURE(BM_SetUpToFirstStep, strict, "terra-mystica-strict", "terra-mystica-original")->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SetUpToFirstStep, catan, "catan", "catan-standard")->UseManualTime()->Unit(benchmark::kMicrosecond);

// What BM_SetUpToFirstStep counts besides the set-up: the processor clock read twice around
// nothing (the second half of one read, the first half of the next). A system call of about
// 1.5 us on the shared virtual machine, against tens of nanoseconds for the monotonic clock.
void BM_ThreadClockPair(benchmark::State& state)
{
    for (auto _ : state) {
        const double start = threadSeconds();
        const double end = threadSeconds();
        state.SetIterationTime(end - start);
    }
}
BENCHMARK(BM_ThreadClockPair)->UseManualTime()->Unit(benchmark::kMicrosecond);

// Terra Mystica-shaped boards of `rows` x `longRow` with the Original board's terrain mix, from a
// shuffle (tests/benchmarks/make_scaled_maps.py writes the same boards as files for the CLI).
search::Problem scaledProblem(int rows, int longRow, uint64_t seed)
{
    auto small = problemFor("terra-mystica-strict", "terra-mystica-original");
    auto board = std::make_shared<const model::Board>(model::Board::terraMystica(rows, longRow));
    model::Map map(board->size());
    for (model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, small.start.terrain(c % small.start.size()));
    std::vector<model::CellIndex> all(static_cast<size_t>(board->size()));
    std::iota(all.begin(), all.end(), 0);
    run::Random random(seed);
    search::shuffleUnlocked(map, all, *small.rules, random);
    return {board, small.rules, map, 0};
}

// One solve to 0 from a shuffle per iteration (a new seed each), strict rules.
void BM_LargeBoardTimeToZero(benchmark::State& state)
{
    const int rows = static_cast<int>(state.range(0)), longRow = static_cast<int>(state.range(1));
    search::FastSolver solver({});
    uint64_t seed = 0;
    int64_t evaluations = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const auto p = scaledProblem(rows, longRow, ++seed);
        search::RunSettings settings;
        settings.seed = seed;
        settings.stop.hasTarget = true;
        settings.stop.timeLimitSeconds = 30;
        run::RunControl control;
        NullSink sink;
        state.ResumeTiming();
        auto result = solver.run(p, settings, control, sink);
        evaluations += result->evaluations;
        if (result->best != 0)
            state.SkipWithError("did not reach 0");
    }
    state.counters["swaps/s"] = benchmark::Counter(static_cast<double>(evaluations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_LargeBoardTimeToZero)->Args({36, 52})->Args({72, 104})->Unit(benchmark::kMillisecond)->Iterations(3);

// Scoring a whole shuffled board (Evaluator) and setting up the incremental score on it.
void BM_LargeBoardScore(benchmark::State& state)
{
    const auto p = scaledProblem(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 1);
    rules::Evaluator eval(p.board, p.rules);
    for (auto _ : state)
        benchmark::DoNotOptimize(eval.score(p.start));
}
BENCHMARK(BM_LargeBoardScore)->Args({144, 208})->Args({800, 313})->Unit(benchmark::kMillisecond);

void BM_LargeBoardIncrementalReset(benchmark::State& state)
{
    const auto p = scaledProblem(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 1);
    rules::Evaluator eval(p.board, p.rules);
    search::IncrementalScore score(eval);
    for (auto _ : state) {
        score.reset(p.start);
        benchmark::DoNotOptimize(score.total());
    }
}
BENCHMARK(BM_LargeBoardIncrementalReset)->Args({144, 208})->Args({800, 313})->Unit(benchmark::kMillisecond);

} // namespace
