#include "core/search/solvers/ant_colony_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <stdexcept>
#include <string>

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
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
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    auto early = AntColonySolver({}).run(problem, settings, c1, s1);
    settings.stop.iterationLimit = 150;
    auto late = AntColonySolver({}).run(problem, settings, c2, s2);
    ASSERT_TRUE(early->teaching && late->teaching);
    EXPECT_GT(meanShare(*late), 2 * meanShare(*early));
    EXPECT_LE(late->best, early->best);
}

// The teaching state lists every (resource, token) kind of the free pool once and gives each
// unlocked hex a pheromone share per kind: shares sum to 1 per hex, locked hexes have none, and
// the per-hex heat is the share of the kind the best map holds there.
TEST(AntColonySolverTest, TeachingStateHoldsEachKindsPheromoneShare)
{
    auto problem = test::builtinProblem("catan", "catan-standard");
    problem.start.setLocked(0, true);
    RunSettings settings = test::iterations(20, 3);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    const auto s = AntColonySolver({}).run(problem, settings, control, sink);
    ASSERT_TRUE(s->teaching);
    const TeachingState& t = *s->teaching;
    EXPECT_EQ(t.perCellMeaning, TeachingState::PerCell::Pheromone);
    EXPECT_FALSE(t.lastMoveIsPerturbation);
    // Catan's free pool: 5 resources with tokens (18 tokens of 10 numbers, one locked away at
    // most) and the desert without one; every kind named once.
    ASSERT_FALSE(t.kinds.empty());
    EXPECT_EQ(std::set<std::string>(t.kinds.begin(), t.kinds.end()).size(), t.kinds.size());
    EXPECT_NE(std::find(t.kinds.begin(), t.kinds.end(), std::string("Desert")), t.kinds.end());
    const size_t n = t.kinds.size();
    ASSERT_EQ(t.pheromone.size(), static_cast<size_t>(problem.start.size()) * n);
    for (model::CellIndex c = 0; c < problem.start.size(); ++c) {
        const auto* share = t.pheromone.data() + static_cast<size_t>(c) * n;
        const double sum = std::accumulate(share, share + n, 0.0);
        if (problem.start.locked(c)) {
            EXPECT_EQ(sum, 0.0) << "locked hex " << c;
            EXPECT_EQ(t.perCell[static_cast<size_t>(c)], 0.f);
            continue;
        }
        EXPECT_NEAR(sum, 1.0, 1e-4) << "hex " << c;
        // The heat of the best map's kind is one of this hex's shares, and a positive one.
        EXPECT_GT(t.perCell[static_cast<size_t>(c)], 0.f);
        EXPECT_NE(std::find(share, share + n, t.perCell[static_cast<size_t>(c)]), share + n);
    }
}

// With ants that reshuffle their order (order=shuffled), letting only the iteration's best ant
// deposit (a named deviation) ends lower than every ant depositing at the same number of maps.
TEST(AntColonySolverTest, IterationBestDepositEndsLowerThanEveryAntDepositing)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (uint64_t seed : {1, 2}) {
        run::RunControl c1, c2;
        test::CollectingSink s1, s2;
        const auto all = AntColonySolver({{"order", 1}}).run(problem, test::iterations(seed, 400), c1, s1);
        const auto best = AntColonySolver({{"order", 1}, {"deposit", 1}}).run(problem, test::iterations(seed, 400), c2, s2);
        EXPECT_EQ(all->evaluations, best->evaluations);
        EXPECT_LT(best->best, all->best) << "seed " << seed;
    }
}

double mean(const std::vector<double>& v)
{
    return std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

// The paper's fixed visiting order lets the colony keep improving on Terra Mystica where ants
// that reshuffle their order stall (docs/reproduction.md, the fidelity ledger): over a few seeds
// at the same number of maps, the paper's order ends clearly lower, every seed below the
// shuffled runs' best.
TEST(AntColonySolverTest, ThePapersVisitingOrderEndsFarBelowShuffledAnts)
{
    std::vector<double> paper, shuffled;
    for (uint64_t seed : {1, 2, 3}) {
        const auto problem = test::shuffledProblem("terra-mystica-published", "terra-mystica-original", seed);
        run::RunControl c1, c2;
        test::CollectingSink s1, s2;
        const auto a = AntColonySolver({}).run(problem, test::iterations(seed, 3000), c1, s1);
        const auto b = AntColonySolver({{"order", 1}}).run(problem, test::iterations(seed, 3000), c2, s2);
        EXPECT_EQ(a->evaluations, b->evaluations);
        paper.push_back(a->best);
        shuffled.push_back(b->best);
    }
    EXPECT_LT(mean(paper) + 8, mean(shuffled));
    EXPECT_LT(*std::max_element(paper.begin(), paper.end()), *std::min_element(shuffled.begin(), shuffled.end()));
}

// The share of river pheromone on the first cell the ants visit after one generation of many
// ants from near-zero pheromone and no evaporation: about the share of ants that put river there.
double firstCellRiverShare(const run::ParameterValues& values)
{
    const auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunSettings settings = test::iterations(1, 1);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    run::ParameterValues v = values;
    v.insert({{"ants", 3000}, {"rho", 0}, {"initial_tau", 1e-9}});
    const auto s = AntColonySolver(v).run(problem, settings, control, sink);
    const auto& kinds = s->teaching->kinds;
    const size_t river = static_cast<size_t>(std::find(kinds.begin(), kinds.end(), std::string("River")) - kinds.begin());
    EXPECT_LT(river, kinds.size());
    return s->teaching->pheromone[river]; // cell 0: the first in the board's order
}

// choice=kinds weighs each kind the pool still has once: with uniform pheromone the first cell is
// river for about 1 ant in 8 (8 kinds); choice=tiles draws a tile, river for about 36 in 113.
TEST(AntColonySolverTest, ChoiceWeighsKindsOrTilesLeftInThePool)
{
    EXPECT_NEAR(firstCellRiverShare({}), 1.0 / 8, 0.04);
    EXPECT_NEAR(firstCellRiverShare({{"choice", 1}}), 36.0 / 113, 0.05);
}

// The paper's result, 0 on Terra Mystica, with the defaults at the paper's kind of budget: seed
// 14 is the run of 30 (`bench --shuffle --runs 30 --iterations 10000`, 200 k maps) that reaches
// it (docs/reproduction.md). Guards the defaults against a change that loses the paper's result.
TEST(AntColonySolverTest, TheDefaultsReachZeroOnTerraMysticaWithin200kMaps)
{
    const auto problem = test::shuffledProblem("terra-mystica-published", "terra-mystica-original", 14);
    run::RunControl control;
    test::CollectingSink sink;
    const auto s = AntColonySolver({}).run(problem, test::iterations(14, 10000), control, sink);
    EXPECT_EQ(s->best, 0);
    EXPECT_LE(s->evaluations, 200000);
}

// Bounds tau_min = tau_max pin every pheromone value: the shares stay uniform over the kinds.
TEST(AntColonySolverTest, EqualPheromoneBoundsKeepTheSharesUniform)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    RunSettings settings = test::iterations(4, 30);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    const auto s = AntColonySolver({{"tau_min", 2}, {"tau_max", 2}, {"deposit", 2}}).run(problem, settings, control, sink);
    ASSERT_TRUE(s->teaching);
    const size_t n = s->teaching->kinds.size();
    ASSERT_EQ(s->teaching->pheromone.size(), static_cast<size_t>(problem.start.size()) * n);
    for (model::CellIndex c = 0; c < problem.start.size(); ++c)
        for (size_t k = 0; k < n && !problem.start.locked(c); ++k)
            EXPECT_NEAR(s->teaching->pheromone[static_cast<size_t>(c) * n + k], 1.0 / static_cast<double>(n), 1e-6) << c;
    EXPECT_THROW(AntColonySolver({{"tau_min", 3}, {"tau_max", 2}}), std::invalid_argument);
}

// Every ant's map scored through the incremental state (CandidateScorer) or from scratch
// (`full_rescore`): the same run (solver_test_support.h), for the paper's colony (maps far apart:
// resets) and one where the best ant so far deposits and the pheromone evaporates fast (the ants
// converge: on Terra Mystica about half of the maps are reached by swaps).
TEST(AntColonySolverTest, SameSeedSameResultAsFullRescoring)
{
    test::expectSameResultAsFullRescoring<AntColonySolver>({}, 40);
    test::expectSameResultAsFullRescoring<AntColonySolver>({{"deposit", 2}, {"rho", 0.2}, {"ants", 10}}, 150);
}

} // namespace
} // namespace hexloom::core::search
