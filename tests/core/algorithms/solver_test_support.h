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

#include "core/algorithms/random.h"
#include "core/algorithms/run/start_map.h"
#include "core/algorithms/solver.h"
#include "core/rules/evaluator.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {

// Collects every snapshot and progress point (thread-safe).
class CollectingSink : public core::algorithms::ProgressSink {
public:
    void snapshot(std::shared_ptr<const core::algorithms::Snapshot> s) override
    {
        std::lock_guard lock(mutex_);
        snapshots.push_back(std::move(s));
    }
    void progress(const core::algorithms::ProgressPoint& p) override
    {
        std::lock_guard lock(mutex_);
        points.push_back(p);
    }
    size_t snapshotCount()
    {
        std::lock_guard lock(mutex_);
        return snapshots.size();
    }
    std::vector<std::shared_ptr<const core::algorithms::Snapshot>> snapshots;
    std::vector<core::algorithms::ProgressPoint> points;

private:
    std::mutex mutex_;
};

// A built-in rule set on its shipped map, every cell unlocked.
inline core::algorithms::Problem builtinProblem(const std::string& rulesName, const std::string& mapName)
{
    auto rules = builtinRules(rulesName);
    auto loaded = builtinMap(mapName, *rules);
    return {std::make_shared<const core::model::Board>(loaded.board), rules, loaded.map, 7};
}

inline double fullScore(const core::algorithms::Problem& p, const core::model::Map& m)
{
    core::rules::Evaluator eval(p.board, p.rules);
    return eval.score(m);
}

inline core::algorithms::RunSettings iterations(uint64_t seed, int64_t n)
{
    core::algorithms::RunSettings s;
    s.seed = seed;
    s.stop.iterationLimit = n;
    return s;
}

// Every new best the run handed its snapshots (the sink's) with the same counts an Evaluator gives
// its map: the counts a solver passes to RunContext::offer (its incremental state's) are the
// full re-score's. Each snapshot is matched by its best to the progress points of that best.
inline void expectBestCountsAsTheEvaluators(const core::algorithms::Problem& p, const CollectingSink& sink, const std::string& what)
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
void expectSameResultAsFullRescoring(const core::algorithms::ParameterValues& values, int64_t iterationLimit)
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
                core::algorithms::Random random(seed);
                core::algorithms::shuffleUnlocked(problem.start, all, *problem.rules, random);
            }
            core::algorithms::RunSettings settings = iterations(seed, iterationLimit);
            settings.maxSnapshotsPerSecond = 1e9;
            core::algorithms::ParameterValues reference = values;
            reference["full_rescore"] = 1;
            core::algorithms::RunControl control1, control2;
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
