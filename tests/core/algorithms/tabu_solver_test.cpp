#include "core/algorithms/tabu_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "tests/core/algorithms/solver_test_support.h"

namespace hexloom::core::algorithms {
namespace {

// Each move rotates perturb_size distinct unlocked hexes: A[i] takes A[i+1]'s tile.
TEST(TabuSolverTest, AMoveRotatesDistinctUnlockedHexes)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (model::CellIndex c = 0; c < 60; ++c)
        problem.start.setLocked(c, true);
    RunSettings settings = test::iterations(4, 30);
    settings.teaching = true;
    RunControl control;
    test::CollectingSink sink;
    auto result = TabuSolver({{"perturb_size", 6}}).run(problem, settings, control, sink);
    ASSERT_TRUE(result->teaching);
    const auto& move = result->teaching->lastMove;
    ASSERT_EQ(move.size(), 6u);
    EXPECT_EQ(std::set<model::CellIndex>(move.begin(), move.end()).size(), 6u);
    for (model::CellIndex c : move)
        EXPECT_FALSE(problem.start.locked(c));
    const auto& tabuCells = result->teaching->tabuCells;
    EXPECT_GE(tabuCells.size(), 6u);
    EXPECT_LE(tabuCells.size(), 30u); // the hexes of the last five moves
    for (model::CellIndex c : move)
        EXPECT_TRUE(std::binary_search(tabuCells.begin(), tabuCells.end(), c));
    EXPECT_EQ(result->evaluations, 30 * 75);
}

TEST(TabuSolverTest, ReachesALowScoreOnThePublishedRules)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunControl control;
    test::CollectingSink sink;
    auto result = TabuSolver({}).run(problem, test::iterations(2, 100), control, sink);
    EXPECT_LT(result->best, test::fullScore(problem, problem.start));
}

} // namespace
} // namespace hexloom::core::algorithms
