#include "core/algorithms/solvers/fast_solver.h"

#include <gtest/gtest.h>

#include "core/algorithms/random.h"
#include "core/algorithms/run/start_map.h"
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

// The final snapshot carries the run's processor time: some, and no more than the wall-clock time
// of the run (one thread; the two clocks are read microseconds apart at the end).
TEST(FastSolverTest, FinalSnapshotCarriesTheRunsProcessorTime)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({}).run(problem, test::iterations(3, 20000), control, sink);
    EXPECT_GT(result->processorSeconds, 0);
    EXPECT_LE(result->processorSeconds, result->elapsedSeconds + 1e-3);
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

// A 7,452-hex board from a shuffled copy of the Original board's terrain mix (a third water).
Problem bigProblem(uint64_t seed)
{
    auto small = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    const auto board = std::make_shared<const model::Board>(model::Board::terraMystica(72, 104));
    model::Map map(board->size());
    for (model::CellIndex c = 0; c < board->size(); ++c)
        map.setTerrain(c, small.start.terrain(c % small.start.size()));
    Random random(seed);
    std::vector<model::CellIndex> all(static_cast<size_t>(board->size()));
    for (model::CellIndex c = 0; c < board->size(); ++c)
        all[static_cast<size_t>(c)] = c;
    shuffleUnlocked(map, all, *small.rules, random);
    return {board, small.rules, map, 1};
}

// On a big board a step tries a bounded number of partners (64 conflicted cells, 20 from a random
// offset, the 18 within two hexes), however many cells conflict: before the bound it tried every
// conflicted cell, thousands here. And the score stays exact.
TEST(FastSolverTest, BoundedPartnersPerStepOnABigBoard)
{
    const Problem problem = bigProblem(3);
    ASSERT_GT(problem.board->size(), 7000);
    RunControl control;
    test::CollectingSink sink;
    const int64_t steps = 2000;
    auto result = FastSolver({}).run(problem, test::iterations(5, steps), control, sink);
    EXPECT_EQ(result->iteration, steps);
    EXPECT_LE(result->evaluations, steps * (64 + 20 + 18));
    EXPECT_LT(result->best, test::fullScore(problem, problem.start) / 2);
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

// With near partners (the default on big boards) the river pieces of a shuffled 7,452-hex board
// join up and the strict rules are met (without them, 20-second runs on such a board ended with
// over a hundred river pieces too many: docs/benchmarks.md).
TEST(FastSolverTest, NearPartnersSolveABigBoard)
{
    const Problem problem = bigProblem(4);
    RunSettings settings = test::iterations(4, 200000);
    settings.stop.hasTarget = true;
    RunControl control;
    test::CollectingSink sink;
    auto result = FastSolver({}).run(problem, settings, control, sink);
    EXPECT_EQ(result->best, 0);
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

} // namespace
} // namespace hexloom::core::algorithms
