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
    auto result = HillClimbingSolver({{"restart", 1}, {"restart_after", 1e9}}).run(problem, settings, control, sink);
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
    auto result = HillClimbingSolver({{"restart", 1}, {"restart_after", 20}}).run(problem, settings, control, sink);
    ASSERT_TRUE(result->teaching);
    EXPECT_GT(result->teaching->restarts, 0);
}

// Progress points carry the restart count (the chart marks restarts from them), never falling.
TEST(HillClimbingSolverTest, ProgressPointsCountTheRestarts)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = HillClimbingSolver({{"restart", 1}, {"restart_after", 20}}).run(problem, test::iterations(3, 50000), control, sink);
    ASSERT_FALSE(sink.points.empty());
    for (size_t i = 1; i < sink.points.size(); ++i)
        EXPECT_GE(sink.points[i].restarts, sink.points[i - 1].restarts);
    EXPECT_GT(sink.points.back().restarts, 0);
    EXPECT_LE(sink.points.back().restarts, result->iteration);
}

// The paper's restart (a pick with no improving swap is the local optimum) lands in a band around
// the paper's mean (24.9 ± 2.05 at 5 minutes) at a reduced budget. Measured with bench over 10
// shuffled starts: 29.3 ± 1.8 at 100 k evaluations, 26.4 ± 1.9 at 440 k, 22.1 ± 2.4 at 2.6 M; the
// band is generous. Hexloom's patience rule at the same evaluations ends lower on every seed
// (1.6 ± 1.0 at 100 k).
TEST(HillClimbingSolverTest, ThePapersRestartLandsNearThePapersMean)
{
    double sum = 0;
    for (uint64_t seed : {1, 2, 3, 4}) {
        const auto problem = test::shuffledProblem("terra-mystica-published", "terra-mystica-original", seed);
        RunSettings settings;
        settings.seed = seed;
        settings.stop.evaluationLimit = 100000;
        run::RunControl c1, c2;
        test::CollectingSink s1, s2;
        const auto paper = HillClimbingSolver({}).run(problem, settings, c1, s1);
        const auto patience = HillClimbingSolver({{"restart", 1}}).run(problem, settings, c2, s2);
        EXPECT_GE(paper->evaluations, settings.stop.evaluationLimit);
        EXPECT_LT(paper->evaluations, settings.stop.evaluationLimit + 20); // one step past the limit at most
        EXPECT_LT(patience->best, paper->best) << "seed " << seed;
        sum += paper->best;
    }
    EXPECT_GE(sum / 4, 24);
    EXPECT_LE(sum / 4, 35);
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
        const auto result = HillClimbingSolver({{"restart", 1}, {"restart_after", 20}}).run(*p, settings, control, sink);
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
