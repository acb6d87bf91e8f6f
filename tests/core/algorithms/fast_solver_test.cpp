#include "core/algorithms/fast_solver.h"

#include <gtest/gtest.h>

#include "core/algorithms/random.h"
#include "core/algorithms/start_map.h"
#include "tests/core/algorithms/solver_test_support.h"

namespace hexloom::core::algorithms {
namespace {

TEST(FastSolverTest, ReachesZeroOnStrictFromRandomStarts)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        Random random(seed);
        std::vector<model::CellIndex> all(113);
        for (int i = 0; i < 113; ++i)
            all[static_cast<size_t>(i)] = i;
        shuffleUnlocked(problem.start, all, *problem.rules, random);
        RunSettings settings;
        settings.seed = seed;
        settings.stop.hasTarget = true;
        settings.stop.timeLimitSeconds = 2;
        RunControl control;
        test::CollectingSink sink;
        auto result = FastSolver({}).run(problem, settings, control, sink);
        EXPECT_EQ(result->best, 0) << "seed " << seed;
        EXPECT_EQ(result->stopReason, "target");
        EXPECT_EQ(test::fullScore(problem, result->map), result->best);
    }
}

TEST(FastSolverTest, AnnealingModeImproves)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({{"mode", 1}}).run(problem, test::iterations(3, 20000), control, sink);
    EXPECT_LT(result->best, test::fullScore(problem, problem.start));
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

} // namespace
} // namespace hexloom::core::algorithms
