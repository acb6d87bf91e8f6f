// Scoring whole candidate maps (the particle swarm's and the ant colony's) on the Original board
// and on Terra Mystica-shaped boards of 1,854 and 7,452 hexes, published rules: the Evaluator's
// full score, an IncrementalScore reset, and a CandidateScorer step to a candidate that permutes
// a given share of the cells (the swaps between them applied as one multi-cell move). Where the
// step costs as much as a reset is CandidateScorer::kResetShare. Figures: docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>

#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/search/scoring/candidate_scorer.h"
#include "core/search/scoring/incremental_score.h"
#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace {

using namespace hexloom::core;

struct Boards {
    std::shared_ptr<const rules::RuleSet> rules;
    std::shared_ptr<const model::Board> board;
    model::Map map;
    std::vector<model::CellIndex> cells;
};

// rows 0: the Original board; else a rows x longRow board with its terrain mix, shuffled.
Boards boards(int rows, int longRow)
{
    auto rules = hexloom::test::builtinRules("terra-mystica-published");
    auto original = hexloom::test::builtinMap("terra-mystica-original", *rules);
    Boards b{rules, std::make_shared<const model::Board>(rows == 0 ? original.board : model::Board::terraMystica(rows, longRow)), {}, {}};
    b.map = model::Map(b.board->size());
    for (model::CellIndex c = 0; c < b.board->size(); ++c)
        b.map.setTerrain(c, original.map.terrain(c % original.map.size()));
    b.cells.resize(static_cast<size_t>(b.board->size()));
    std::iota(b.cells.begin(), b.cells.end(), 0);
    run::Random random(1);
    search::shuffleUnlocked(b.map, b.cells, *rules, random);
    return b;
}

// `map` with the contents of `percent` % of its cells (drawn at random) permuted among them.
model::Map permuted(const Boards& b, const model::Map& map, int percent, run::Random& random)
{
    std::vector<model::CellIndex> cells = b.cells;
    random.shuffle(cells);
    cells.resize(cells.size() * static_cast<size_t>(percent) / 100);
    std::sort(cells.begin(), cells.end());
    model::Map m = map;
    search::shuffleUnlocked(m, cells, *b.rules, random);
    return m;
}

// A walk of 16 maps, each permuting `percent` % of the cells of the one before, played forth and
// back (0, 1, ..., 15, 14, ..., 1, 0, 1, ...): consecutive maps differ by that share, and the
// maps vary as a run's do (scoring one map over and over would let the branches be learnt).
std::vector<model::Map> walk(const Boards& b, int percent)
{
    run::Random random(7);
    std::vector<model::Map> maps{b.map};
    while (maps.size() < 16)
        maps.push_back(permuted(b, maps.back(), percent, random));
    for (size_t i = maps.size() - 2; i > 0; --i)
        maps.push_back(maps[i]);
    return maps;
}

void BM_FullScore(benchmark::State& state)
{
    const Boards b = boards(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    const std::vector<model::Map> maps = walk(b, 100);
    rules::Evaluator eval(b.board, b.rules);
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(eval.score(maps[i]));
        i = (i + 1) % maps.size();
    }
}

void BM_Reset(benchmark::State& state)
{
    const Boards b = boards(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    const std::vector<model::Map> maps = walk(b, 100);
    rules::Evaluator eval(b.board, b.rules);
    search::IncrementalScore score(eval);
    size_t i = 0;
    for (auto _ : state) {
        score.reset(maps[i]);
        benchmark::DoNotOptimize(score.total());
        i = (i + 1) % maps.size();
    }
}

// One candidate scored per iteration along the walk of range(2) % steps, never by a reset.
void BM_Step(benchmark::State& state)
{
    const Boards b = boards(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    const std::vector<model::Map> maps = walk(b, static_cast<int>(state.range(2)));
    rules::Evaluator eval(b.board, b.rules);
    search::CandidateScorer scorer(eval, false, 1.0);
    scorer.restart();
    scorer.score(maps[0]);
    size_t i = 0;
    for (auto _ : state) {
        i = (i + 1) % maps.size();
        benchmark::DoNotOptimize(scorer.score(maps[i]));
    }
    state.counters["swaps"] = static_cast<double>(scorer.stats().swaps) / static_cast<double>(std::max<int64_t>(1, scorer.stats().steps));
}

void boardsOnly(benchmark::internal::Benchmark* b)
{
    b->Args({0, 0})->Args({36, 52})->Args({72, 104})->Unit(benchmark::kMicrosecond);
}

void boardsAndShares(benchmark::internal::Benchmark* b)
{
    for (const auto& [rows, longRow] : {std::pair{0, 0}, std::pair{36, 52}, std::pair{72, 104}})
        for (int percent : {0, 1, 2, 5, 10, 15, 20, 30, 50})
            b->Args({rows, longRow, percent});
    b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(BM_FullScore)->Apply(boardsOnly);
BENCHMARK(BM_Reset)->Apply(boardsOnly);
BENCHMARK(BM_Step)->Apply(boardsAndShares);

} // namespace
