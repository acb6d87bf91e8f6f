// The seat draft (core/rules/draft) on the boards it serves: one greedy draft (a whole-board
// recount: corners ranked, then N x K picks), the seat-draft requirement's swap delta (two such
// recounts), and the noisy distribution the Fairness dock and `score --draft` show (1,000 drafts).
// On the 19-hex Catan board (4 seats) and the 30-hex 5-6 player board (6 seats). Figures:
// docs/benchmarks.md, "Seat draft".
#include <benchmark/benchmark.h>

#include <random>

#include "core/rules/draft/draft_report.h"
#include "core/rules/requirement_registry.h"
#include "tests/support/fixtures.h"

namespace {

using namespace hexloom;

struct Setup {
    std::shared_ptr<const core::rules::RuleSet> rules;
    core::io::BoardAndMap loaded;
    core::rules::DraftSetup draft;
};

Setup makeSetup(const char* rulesName, const char* mapName, int seats)
{
    auto rules = test::builtinRules(rulesName);
    auto loaded = test::builtinMap(mapName, *rules);
    return {rules, loaded, core::rules::DraftSetup{.seats = seats, .placements = 2, .noise = {0.6, 0.3, 0.1}, .drafts = 1000}};
}

void BM_GreedyDraft(benchmark::State& state, const char* rulesName, const char* mapName, int seats)
{
    const Setup s = makeSetup(rulesName, mapName, seats);
    core::rules::SeatDraft draft(*s.rules, s.loaded.board, s.draft);
    for (auto _ : state)
        benchmark::DoNotOptimize(draft.play(s.loaded.map).spread());
}

void BM_SeatDraftSwapDelta(benchmark::State& state, const char* rulesName, const char* mapName, int seats)
{
    Setup s = makeSetup(rulesName, mapName, seats);
    core::rules::RuleSet rules = *s.rules;
    rules.draft = s.draft;
    core::rules::RequirementSpec spec;
    spec.id = "SEATS";
    spec.type = "seat-draft";
    auto requirement = core::rules::makeRequirement(spec, rules, s.loaded.board);
    std::vector<core::model::CellIndex> producing;
    for (core::model::CellIndex c = 0; c < s.loaded.map.size(); ++c)
        if (s.loaded.map.token(c) > 0)
            producing.push_back(c);
    std::mt19937 rng(12345);
    std::vector<core::model::Swap> swaps;
    while (swaps.size() < 4096) {
        const core::model::Swap w{producing[rng() % producing.size()], producing[rng() % producing.size()], core::model::Layer::Both};
        if (w.a != w.b)
            swaps.push_back(w);
    }
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(requirement->swapDelta(s.loaded.map, swaps[i]));
        i = (i + 1) & (swaps.size() - 1);
    }
}

void BM_NoisyDistribution(benchmark::State& state, const char* rulesName, const char* mapName, int seats)
{
    const Setup s = makeSetup(rulesName, mapName, seats);
    core::rules::SeatDraft draft(*s.rules, s.loaded.board, s.draft);
    for (auto _ : state)
        benchmark::DoNotOptimize(core::rules::draftDistribution(draft, s.loaded.map).drafts);
}

BENCHMARK_CAPTURE(BM_GreedyDraft, catan_19_hexes_4_seats, "catan", "catan-standard", 4);
BENCHMARK_CAPTURE(BM_GreedyDraft, catan_5_6_30_hexes_6_seats, "catan-5-6", "catan-5-6", 6);
BENCHMARK_CAPTURE(BM_SeatDraftSwapDelta, catan_19_hexes_4_seats, "catan", "catan-standard", 4);
BENCHMARK_CAPTURE(BM_SeatDraftSwapDelta, catan_5_6_30_hexes_6_seats, "catan-5-6", "catan-5-6", 6);
BENCHMARK_CAPTURE(BM_NoisyDistribution, catan_19_hexes_4_seats, "catan", "catan-standard", 4)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_NoisyDistribution, catan_5_6_30_hexes_6_seats, "catan-5-6", "catan-5-6", 6)->Unit(benchmark::kMicrosecond);

} // namespace
