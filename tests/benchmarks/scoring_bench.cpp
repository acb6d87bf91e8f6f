// Full scoring and exact swap deltas on the official Terra Mystica board (both TM rule sets) and
// the standard Catan board: the whole Evaluator and each requirement on its own. Swaps are random
// pairs of distinct cells drawn once per benchmark, so every iteration sees a realistic mix
// (land-land, land-river, identical contents). Figures: docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <random>

#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/water_components_tracker.h"
#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace {

using namespace hexloom;

struct Setup {
    std::shared_ptr<const core::rules::RuleSet> rules;
    std::shared_ptr<const core::model::Board> board;
    core::model::Map map;
    std::vector<core::model::Swap> swaps;
};

Setup makeSetup(const char* rulesName, const char* mapName)
{
    auto rules = test::builtinRules(rulesName);
    auto loaded = test::builtinMap(mapName, *rules);
    Setup s{rules, std::make_shared<const core::model::Board>(loaded.board), loaded.map, {}};
    std::mt19937 rng(12345);
    std::uniform_int_distribution<core::model::CellIndex> cell(0, s.board->size() - 1);
    while (s.swaps.size() < 4096) {
        const core::model::Swap w{cell(rng), cell(rng), core::model::Layer::Both};
        if (w.a != w.b)
            s.swaps.push_back(w);
    }
    return s;
}

// Times `delta(swap)` over the prepared swaps, one per iteration.
template <class Delta>
void timeSwaps(benchmark::State& state, const Setup& s, Delta delta)
{
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(delta(s.swaps[i]));
        i = (i + 1) & (s.swaps.size() - 1);
    }
}

void BM_FullScore(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    for (auto _ : state)
        benchmark::DoNotOptimize(eval.score(s.map));
}

void BM_SwapDelta(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    timeSwaps(state, s, [&](const core::model::Swap& w) { return eval.swapDelta(s.map, w); });
}

// The same swaps through the search engine's stateful IncrementalScore (core/search), which
// keeps per-cell neighbour counters between calls: the figure the stateless path is compared with.
void BM_IncrementalSwapDelta(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    core::search::IncrementalScore score(eval);
    score.reset(s.map);
    timeSwaps(state, s, [&](const core::model::Swap& w) { return score.delta(w); });
}

// As a search uses it: after every 13 deltas (the fast solver's average per step) one of the
// swaps is applied, which moves the map on and invalidates the cached halves of far swaps around
// it. The time per iteration is one delta plus a thirteenth of an apply.
void BM_IncrementalSwapDeltaWithMoves(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    core::search::IncrementalScore score(eval);
    score.reset(s.map);
    size_t i = 0;
    int sinceMove = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(score.delta(s.swaps[i]));
        if (++sinceMove == 13) {
            score.apply(s.swaps[i]);
            sinceMove = 0;
        }
        i = (i + 1) & (s.swaps.size() - 1);
    }
}

// The water tracker's share of a move that changes the river: the swap is applied and the labels
// it makes stale are rebuilt (cells() reads them). Swaps of a river hex with a land hex, applied
// in turn, so the river wanders over the board.
void BM_WaterTrackerMove(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::search::WaterComponentsTracker tracker(*s.board, *s.rules, 1);
    tracker.reset(s.map);
    size_t i = 0;
    for (auto _ : state) {
        const core::model::Swap w = s.swaps[i];
        i = (i + 1) & (s.swaps.size() - 1);
        const bool water = s.rules->isWater(s.map.terrain(w.a)) != s.rules->isWater(s.map.terrain(w.b));
        s.map.apply(w);
        tracker.applied(s.map, w, water);
        benchmark::DoNotOptimize(tracker.cells().size());
    }
}

// One requirement alone (state.range(0) = its index in the rule set), through its virtual call.
void BM_RequirementSwapDelta(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    const int r = static_cast<int>(state.range(0));
    if (r >= eval.requirementCount()) {
        state.SkipWithError("no such requirement");
        return;
    }
    auto& req = eval.requirement(r);
    state.SetLabel(req.spec().id + " " + req.spec().type);
    timeSwaps(state, s, [&](const core::model::Swap& w) { return req.swapDelta(s.map, w); });
}

void BM_RequirementCount(benchmark::State& state, const char* rulesName, const char* mapName)
{
    Setup s = makeSetup(rulesName, mapName);
    core::rules::Evaluator eval(s.board, s.rules);
    auto& req = eval.requirement(static_cast<int>(state.range(0)));
    state.SetLabel(req.spec().id + " " + req.spec().type);
    for (auto _ : state)
        benchmark::DoNotOptimize(req.count(s.map));
}

} // namespace

#define HEXLOOM_SCORING_BENCHMARKS(tag, rules, map, requirements)                                     \
    BENCHMARK_CAPTURE(BM_FullScore, tag, rules, map);                                                  \
    BENCHMARK_CAPTURE(BM_SwapDelta, tag, rules, map);                                                  \
    BENCHMARK_CAPTURE(BM_IncrementalSwapDelta, tag, rules, map);                                       \
    BENCHMARK_CAPTURE(BM_IncrementalSwapDeltaWithMoves, tag, rules, map);                              \
    BENCHMARK_CAPTURE(BM_RequirementSwapDelta, tag, rules, map)->DenseRange(0, (requirements) - 1);   \
    BENCHMARK_CAPTURE(BM_RequirementCount, tag, rules, map)->DenseRange(0, (requirements) - 1)

HEXLOOM_SCORING_BENCHMARKS(tm_published, "terra-mystica-published", "terra-mystica-original", 5);
HEXLOOM_SCORING_BENCHMARKS(tm_strict, "terra-mystica-strict", "terra-mystica-original", 5);
HEXLOOM_SCORING_BENCHMARKS(catan, "catan", "catan-standard", 3);
BENCHMARK_CAPTURE(BM_WaterTrackerMove, tm, "terra-mystica-strict", "terra-mystica-original");
