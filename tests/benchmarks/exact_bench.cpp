// The exact engine (core/exact) on the 113-hex Terra Mystica Original board with the strict rules:
// an infeasibility core with 0 to 40 locks (and on the Catan standard board), and the rivers-locked optimum, by the engine's linear
// search on CaDiCaL and by Z3's Optimize on the same formula; catan-seats with its greedy seat draft
// encoded. Figures in docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>

#include "core/exact/exact_engine.h"
#include "core/exact/z3_maxsat.h"
#include "tests/support/fixtures.h"

namespace {

using namespace hexloom;
using namespace hexloom::core;

struct Board113 {
    std::shared_ptr<const model::Board> board;
    std::shared_ptr<const rules::RuleSet> rules;
    model::Map map;
};

Board113 boardOf(const char* rules, const char* map)
{
    auto r = test::builtinRules(rules);
    auto loaded = test::builtinMap(map, *r);
    return {std::make_shared<const model::Board>(loaded.board), r, loaded.map};
}

Board113 original()
{
    return boardOf("terra-mystica-strict", "terra-mystica-original");
}

void lockRivers(Board113& b)
{
    for (model::CellIndex c = 0; c < b.map.size(); ++c)
        if (b.rules->isWater(b.map.terrain(c)))
            b.map.setLocked(c, true);
}

// `locks` random land hexes locked as they are, plus two touching land hexes locked to one kind
// (REQ1 cannot hold): the time to "infeasible" with its core shrunk to minimal.
void infeasibleCore(benchmark::State& state, Board113 b)
{
    std::mt19937 rng(static_cast<unsigned>(state.range(0)) + 1);
    for (int placed = 0; placed < state.range(0);) {
        const auto c = static_cast<model::CellIndex>(rng() % static_cast<unsigned>(b.map.size()));
        if (!b.map.locked(c) && b.rules->isLand(b.map.terrain(c))) {
            b.map.setLocked(c, true);
            ++placed;
        }
    }
    model::CellIndex a = 0;
    while (!b.rules->isLand(b.map.terrain(a)) || b.map.locked(a) || b.rules->terrain(b.map.terrain(a)).zone != "")
        ++a;
    for (model::CellIndex n : b.board->neighbours(a))
        if (b.rules->isLand(b.map.terrain(n)) && !b.map.locked(n) && b.rules->sameZone(b.map.terrain(n), b.map.terrain(a))) {
            b.map.setTerrain(n, b.map.terrain(a)); // the pool moves by one tile: still the map's own
            b.map.setLocked(n, true);
            b.map.setLocked(a, true);
            break;
        }
    size_t core = 0;
    for (auto _ : state) {
        exact::ExactEngine engine(b.board, b.rules, b.map, {.timeLimit = std::chrono::seconds(30)});
        const auto answer = engine.prove(0, {}, false);
        if (answer.status != exact::ProofStatus::Infeasible || !answer.coreMinimal)
            state.SkipWithError("not a minimal core");
        core = answer.core.size();
    }
    state.counters["core_items"] = static_cast<double>(core);
    state.counters["locks"] = b.map.lockedCount();
}

void BM_InfeasibleCore(benchmark::State& state)
{
    infeasibleCore(state, original());
}

// Catan standard (19 hexes, no locks of its own), REQ1 same-terrain-pairs.
void BM_InfeasibleCoreCatan(benchmark::State& state)
{
    infeasibleCore(state, boardOf("catan", "catan-standard"));
}
BENCHMARK(BM_InfeasibleCoreCatan)->Arg(0)->Arg(8)->Arg(16)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

BENCHMARK(BM_InfeasibleCore)->Arg(0)->Arg(10)->Arg(20)->Arg(40)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

void BM_RiversLockedOptimum(benchmark::State& state)
{
    Board113 b = original();
    lockRivers(b);
    int optimum = -1;
    for (auto _ : state) {
        exact::ExactEngine engine(b.board, b.rules, b.map, {.timeLimit = std::chrono::seconds(60)});
        const auto answer = engine.prove();
        if (answer.status != exact::ProofStatus::Optimal)
            state.SkipWithError(("not proven: " + answer.reason).c_str());
        optimum = answer.lowerBound;
    }
    state.counters["optimum"] = optimum;
}
BENCHMARK(BM_RiversLockedOptimum)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

void BM_RiversLockedOptimumZ3(benchmark::State& state)
{
    Board113 b = original();
    lockRivers(b);
    int optimum = -1;
    for (auto _ : state) {
        exact::ExactEncoding encoding(*b.board, *b.rules, b.map);
        const auto z3 = exact::z3Optimum(encoding, std::chrono::seconds(60));
        if (!z3.solved)
            state.SkipWithError("Z3 gave up within 60 s");
        optimum = z3.optimum;
    }
    state.counters["optimum"] = optimum;
}
BENCHMARK(BM_RiversLockedOptimumZ3)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);


// catan-seats (19 hexes; REQ4 the seat draft, 4 seats placing twice): 0, the free board proven
// optimal; 1, a shuffled map (terrains and tokens) with every hex locked, its count proven; 2, the
// same with target 0, infeasible when that count is above 0, the core shrunk to minimal.
void BM_SeatDraftProof(benchmark::State& state)
{
    Board113 b = boardOf("catan-seats", "catan-seats");
    if (state.range(0) > 0) {
        std::mt19937 rng(3);
        std::vector<model::CellIndex> to(static_cast<size_t>(b.map.size()));
        for (model::CellIndex c = 0; c < b.map.size(); ++c)
            to[static_cast<size_t>(c)] = c;
        std::shuffle(to.begin(), to.end(), rng);
        const model::Map start = b.map;
        for (model::CellIndex c = 0; c < b.map.size(); ++c) {
            b.map.setTerrain(to[static_cast<size_t>(c)], start.terrain(c));
            b.map.setToken(to[static_cast<size_t>(c)], start.token(c));
            b.map.setLocked(c, true);
        }
    }
    const std::optional<int> target = state.range(0) == 2 ? std::optional<int>(0) : std::nullopt;
    exact::ProofAnswer answer;
    for (auto _ : state) {
        exact::ExactEngine engine(b.board, b.rules, b.map, {.timeLimit = std::chrono::seconds(60)});
        answer = engine.prove(target);
        if (answer.status == exact::ProofStatus::Unknown || !answer.notCovered.empty())
            state.SkipWithError(("not decided or not covered: " + answer.reason).c_str());
    }
    state.counters["lower_bound"] = answer.lowerBound;
    state.counters["core_items"] = static_cast<double>(answer.core.size());
}
BENCHMARK(BM_SeatDraftProof)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(3);

// Terra Mystica-shaped boards of growing size (the Original's mix, test::scaledOriginal), strict
// rules; a limit of 60 s wall for a core (the CPU time is the one-core figure on a loaded
// machine), 10 s for a free board. "Core": every desert locked and two touching hexes made deserts (REQ1 cannot
// hold), `prove(0)` deciding it with a minimal core; "free": no locks, `prove(0)` deciding whether
// a map of 0 exists. Counters: the formula's clauses and variables (0 when a cap stopped it), the
// status (0 infeasible, 1 optimal, 2 bound, 3 unknown) and the seconds to the answer.
void scaled(benchmark::State& state, bool core)
{
    const int rows = static_cast<int>(state.range(0)), longRow = static_cast<int>(state.range(1));
    auto rules = test::builtinRules("terra-mystica-strict");
    auto loaded = test::scaledOriginal(rows, longRow, *rules);
    Board113 b{std::make_shared<const model::Board>(loaded.board), rules, loaded.map};
    const auto desert = static_cast<model::TerrainId>(0);
    if (core) {
        const model::CellIndex a = b.map.size() / 2, n = b.board->neighbours(a)[0];
        b.map.setTerrain(a, desert);
        b.map.setTerrain(n, desert);
        for (model::CellIndex c = 0; c < b.map.size(); ++c)
            b.map.setLocked(c, b.map.terrain(c) == desert);
    }
    exact::ProofAnswer answer;
    for (auto _ : state) {
        exact::ExactEngine engine(b.board, b.rules, b.map, {.timeLimit = std::chrono::seconds(core ? 60 : 10)});
        answer = engine.prove(0, {}, false);
    }
    state.counters["hexes"] = b.map.size();
    state.counters["clauses"] = static_cast<double>(answer.clauses);
    state.counters["variables"] = answer.variables;
    state.counters["status"] = static_cast<double>(answer.status);
    state.counters["seconds"] = answer.seconds;
    state.counters["core_minimal"] = answer.coreMinimal ? 1 : 0;
    state.SetLabel(answer.reason);
}

void BM_ScaledCore(benchmark::State& state) { scaled(state, true); }
void BM_ScaledFree(benchmark::State& state) { scaled(state, false); }
// 113, 975, 3,575, 7,452, 29,880 and 100,005 hexes.
BENCHMARK(BM_ScaledCore)->Args({9, 13})->Args({26, 38})->Args({50, 72})->Args({72, 104})->Args({144, 208})->Args({226, 443})->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_ScaledFree)->Args({9, 13})->Args({26, 38})->Args({72, 104})->Args({144, 208})->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace
