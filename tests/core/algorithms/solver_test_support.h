#pragma once
// Problems and sinks shared by the solver tests.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

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

} // namespace hexloom::test
