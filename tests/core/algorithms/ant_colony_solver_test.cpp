#include "core/algorithms/ant_colony_solver.h"

#include <gtest/gtest.h>

#include <numeric>

#include "tests/core/algorithms/solver_test_support.h"

namespace hexloom::core::algorithms {
namespace {

double meanShare(const Snapshot& s)
{
    const auto& per = s.teaching->perCell;
    return std::accumulate(per.begin(), per.end(), 0.0) / static_cast<double>(per.size());
}

// Deposits Q / (L + 1) concentrate pheromone on the kinds good maps use: the share of the best
// map's (resource, token) kinds rises above the uniform share as generations pass.
TEST(AntColonySolverTest, PheromoneConcentratesOnTheBestMapsKinds)
{
    auto problem = test::builtinProblem("catan", "catan-standard");
    RunSettings settings = test::iterations(6, 1);
    settings.teaching = true;
    RunControl c1, c2;
    test::CollectingSink s1, s2;
    auto early = AntColonySolver({}).run(problem, settings, c1, s1);
    settings.stop.iterationLimit = 150;
    auto late = AntColonySolver({}).run(problem, settings, c2, s2);
    ASSERT_TRUE(early->teaching && late->teaching);
    EXPECT_GT(meanShare(*late), 2 * meanShare(*early));
    EXPECT_LE(late->best, early->best);
}

} // namespace
} // namespace hexloom::core::algorithms
