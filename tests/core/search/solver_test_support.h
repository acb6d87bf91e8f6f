#pragma once
// Problems and sinks shared by the solver tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "core/run/random.h"
#include "core/search/run/start_map.h"
#include "core/search/solver.h"
#include "core/rules/evaluator.h"
#include "core/rules/tile_pool.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {

// Collects every snapshot and progress point (thread-safe).
class CollectingSink : public core::search::ProgressSink {
public:
    void snapshot(std::shared_ptr<const core::search::Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        snapshots.push_back(std::move(s));
    }
    void progress(const core::search::ProgressPoint& p) override
    {
        std::lock_guard lock(mutex_);
        points.push_back(p);
    }
    size_t snapshotCount()
    {
        std::lock_guard lock(mutex_);
        return snapshots.size();
    }
    std::vector<std::shared_ptr<const core::search::Snapshot>> snapshots;
    std::vector<core::search::ProgressPoint> points;

private:
    std::mutex mutex_;
};

// A built-in rule set on its shipped map, every cell unlocked.
inline core::search::Problem builtinProblem(const std::string& rulesName, const std::string& mapName)
{
    auto rules = builtinRules(rulesName);
    auto loaded = builtinMap(mapName, *rules);
    return {std::make_shared<const core::model::Board>(loaded.board), rules, loaded.map, 7};
}

// A shipped map with every hex shuffled from `seed`, as `bench --shuffle` starts its runs: a
// search's best then reflects the search, not a well-designed start.
inline core::search::Problem shuffledProblem(const std::string& rulesName, const std::string& mapName, uint64_t seed)
{
    auto p = builtinProblem(rulesName, mapName);
    std::vector<core::model::CellIndex> all(static_cast<size_t>(p.start.size()));
    std::iota(all.begin(), all.end(), 0);
    core::run::Random random(seed);
    core::search::shuffleUnlocked(p.start, all, *p.rules, random);
    return p;
}

inline double fullScore(const core::search::Problem& p, const core::model::Map& m)
{
    core::rules::Evaluator eval(p.board, p.rules);
    return eval.score(m);
}

// A Terra Mystica-shaped board of rows x longRow hexes with the Original board's terrain mix
// (a third water), shuffled by `seed`, every cell unlocked.
inline core::search::Problem scaledProblem(const std::string& rulesName, int rows, int longRow, uint64_t seed)
{
    auto small = builtinProblem(rulesName, "terra-mystica-original");
    const auto board = std::make_shared<const core::model::Board>(core::model::Board::terraMystica(rows, longRow));
    core::model::Map map(board->size());
    for (core::model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, small.start.terrain(c % small.start.size()));
    core::run::Random random(seed);
    std::vector<core::model::CellIndex> all(static_cast<size_t>(board->size()));
    std::iota(all.begin(), all.end(), 0);
    core::search::shuffleUnlocked(map, all, *small.rules, random);
    return {board, small.rules, map, 1};
}

// Every snapshot's map (mid-run and final) scores the snapshot's best and holds the start's
// tiles: the run's best map followed the search's (on big boards by the cells changed since the
// last new best, ChangedSinceBest; a cell left out of the copy would lose or duplicate a tile).
inline void expectSnapshotsScoreTheirBest(const core::search::Problem& p, const CollectingSink& sink, const std::string& what = {})
{
    core::rules::Evaluator eval(p.board, p.rules);
    const auto pool = core::rules::TilePool::ofMap(p.start, *p.rules);
    for (const auto& s : sink.snapshots) {
        ASSERT_EQ(eval.score(s->map), s->best) << what << " snapshot at iteration " << s->iteration;
        ASSERT_EQ(core::rules::TilePool::ofMap(s->map, *p.rules), pool) << what << " snapshot at iteration " << s->iteration;
    }
}

inline core::search::RunSettings iterations(uint64_t seed, int64_t n)
{
    core::search::RunSettings s;
    s.seed = seed;
    s.stop.iterationLimit = n;
    return s;
}

// Every new best the run handed its snapshots (the sink's) with the same counts an Evaluator gives
// its map: the counts a solver passes to RunContext::offer (its incremental state's) are the
// full re-score's. Each snapshot is matched by its best to the progress points of that best.
inline void expectBestCountsAsTheEvaluators(const core::search::Problem& p, const CollectingSink& sink, const std::string& what)
{
    core::rules::Evaluator eval(p.board, p.rules);
    std::vector<int> expected(static_cast<size_t>(eval.requirementCount()));
    for (const auto& s : sink.snapshots) {
        eval.enabledCounts(s->map, expected);
        const auto point = std::find_if(sink.points.begin(), sink.points.end(), [&](const auto& q) { return q.best == s->best; });
        ASSERT_NE(point, sink.points.end()) << what;
        EXPECT_EQ(point->bestCounts, expected) << what << " best " << s->best;
    }
}

// A solver scoring through its incremental state takes the decisions of its `full_rescore` path:
// the same best, iterations, evaluations and best map, on Terra Mystica (strict, published) and
// Catan (tokens; catan-fair's harbour swap zone), from the shipped and from shuffled starts, some
// with every fifth cell locked; and the counts handed to the run are the Evaluator's.
template <class Solver>
void expectSameResultAsFullRescoring(const core::run::ParameterValues& values, int64_t iterationLimit)
{
    const std::pair<const char*, const char*> cases[] = {{"terra-mystica-strict", "terra-mystica-original"},
                                                         {"terra-mystica-published", "terra-mystica-original"},
                                                         {"catan", "catan-standard"},
                                                         {"catan-fair", "catan-fair"}};
    for (const auto& [rules, map] : cases)
        for (uint64_t seed : {1, 2, 3}) {
            auto problem = builtinProblem(rules, map);
            for (core::model::CellIndex c = 0; seed == 2 && c < problem.start.size(); c += 5)
                problem.start.setLocked(c, true);
            if (seed == 3) {
                std::vector<core::model::CellIndex> all(static_cast<size_t>(problem.start.size()));
                std::iota(all.begin(), all.end(), 0);
                core::run::Random random(seed);
                core::search::shuffleUnlocked(problem.start, all, *problem.rules, random);
            }
            core::search::RunSettings settings = iterations(seed, iterationLimit);
            settings.maxSnapshotsPerSecond = 1e9;
            core::run::ParameterValues reference = values;
            reference["full_rescore"] = 1;
            core::run::RunControl control1, control2;
            CollectingSink sink1, sink2;
            const auto fast = Solver(values).run(problem, settings, control1, sink1);
            const auto full = Solver(reference).run(problem, settings, control2, sink2);
            const std::string what = std::string(rules) + " seed " + std::to_string(seed);
            EXPECT_EQ(fast->best, full->best) << what;
            EXPECT_EQ(fast->iteration, full->iteration) << what;
            EXPECT_EQ(fast->evaluations, full->evaluations) << what;
            EXPECT_TRUE(fast->map == full->map) << what;
            EXPECT_EQ(fullScore(problem, fast->map), fast->best) << what;
            expectBestCountsAsTheEvaluators(problem, sink1, what);
        }
}

} // namespace hexloom::test
