#include "core/search/solvers/hill_climbing_solver.h"

#include <gtest/gtest.h>

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// Without restarts the climb never accepts a worse map: the current score never rises.
TEST(HillClimbingSolverTest, CurrentScoreNeverRisesWithoutRestarts)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-fjords");
    RunSettings settings = test::iterations(3, 20000);
    run::RunControl control;
    test::CollectingSink sink;
    auto result = HillClimbingSolver({{"restart_after", 1e9}}).run(problem, settings, control, sink);
    ASSERT_GE(sink.points.size(), 2u);
    for (size_t i = 1; i < sink.points.size(); ++i)
        EXPECT_LE(sink.points[i].current, sink.points[i - 1].current);
    EXPECT_EQ(result->teaching, nullptr);
}

TEST(HillClimbingSolverTest, RestartsWhenStuck)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    RunSettings settings = test::iterations(3, 2000);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    auto result = HillClimbingSolver({{"restart_after", 20}}).run(problem, settings, control, sink);
    ASSERT_TRUE(result->teaching);
    EXPECT_GT(result->teaching->restarts, 0);
}

// Progress points carry the restart count (the chart marks restarts from them), never falling.
TEST(HillClimbingSolverTest, ProgressPointsCountTheRestarts)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = HillClimbingSolver({{"restart_after", 20}}).run(problem, test::iterations(3, 50000), control, sink);
    ASSERT_FALSE(sink.points.empty());
    for (size_t i = 1; i < sink.points.size(); ++i)
        EXPECT_GE(sink.points[i].restarts, sink.points[i - 1].restarts);
    EXPECT_GT(sink.points.back().restarts, 0);
    EXPECT_LE(sink.points.back().restarts, result->iteration);
}

// On a board of 1,024 hexes or more a new best hands the run only the cells changed since the
// last one (ChangedSinceBest), and the first after a random restart the whole map: every
// snapshot's map scores its best, in a climb from a shuffle (new bests step after step) and, with
// most hexes locked, in one that restarts often.
TEST(HillClimbingSolverTest, BestMapFollowsTheClimbOnABigBoard)
{
    const auto problem = test::scaledProblem("terra-mystica-published", 36, 52, 5);
    Problem locked = problem;
    for (model::CellIndex c = 0; c < locked.start.size(); ++c)
        locked.start.setLocked(c, c % 9 != 0);
    for (const Problem* p : {&problem, static_cast<const Problem*>(&locked)}) {
        RunSettings settings = test::iterations(5, 20000);
        settings.maxSnapshotsPerSecond = 1e9;
        settings.teaching = true;
        run::RunControl control;
        test::CollectingSink sink;
        const auto result = HillClimbingSolver({{"restart_after", 20}}).run(*p, settings, control, sink);
        ASSERT_TRUE(result->teaching);
        // Snapshots come at most once per ten times a snapshot's own cost (RunContext::snapshotDue), so
        // how many a short run hands over depends on the machine's load; a wrong cell in the best map
        // stays wrong, so every snapshot after the first new best checks the changed-cell handover.
        EXPECT_GE(sink.snapshots.size(), 3u);
        test::expectSnapshotsScoreTheirBest(*p, sink);
        if (p == &locked) {
            EXPECT_GT(result->teaching->restarts, 10);
        }
    }
}

} // namespace
} // namespace hexloom::core::search
