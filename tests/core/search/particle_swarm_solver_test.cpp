#include "core/search/solvers/particle_swarm_solver.h"

#include <gtest/gtest.h>

#include <numeric>
#include <stdexcept>

#include "core/run/random.h"
#include "core/search/run/start_map.h"

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// The swarm's teaching state is its agreement with the leader, and says so: the canvas and the
// legend draw it on an absolute 0..1 scale, not as pheromone scaled to its maximum.
TEST(ParticleSwarmSolverTest, TeachingStateIsTheSwarmsAgreementAndSaysSo)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    RunSettings settings = test::iterations(8, 5);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    const auto s = ParticleSwarmSolver({}).run(problem, settings, control, sink);
    ASSERT_TRUE(s->teaching);
    EXPECT_EQ(s->teaching->perCellMeaning, TeachingState::PerCell::Agreement);
    ASSERT_EQ(s->teaching->perCell.size(), static_cast<size_t>(problem.start.size()));
    for (float a : s->teaching->perCell) {
        EXPECT_GE(a, 0.f);
        EXPECT_LE(a, 1.f);
    }
    EXPECT_FALSE(s->teaching->lastMoveIsPerturbation);
}

// With w = c1 = c2 = 0 the velocities are zero after one update, so later iterations decode the
// same maps again and cannot improve on the first iteration's best.
TEST(ParticleSwarmSolverTest, AFrozenSwarmDoesNotImprove)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    const run::ParameterValues frozen{{"w", 0}, {"c1", 0}, {"c2", 0}, {"swarm_size", 5}};
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    auto one = ParticleSwarmSolver(frozen).run(problem, test::iterations(8, 2), c1, s1);
    auto many = ParticleSwarmSolver(frozen).run(problem, test::iterations(8, 60), c2, s2);
    EXPECT_EQ(one->best, many->best);
    EXPECT_EQ(many->evaluations, 5 * 61); // the initial swarm plus one evaluation per particle per iteration
}

TEST(ParticleSwarmSolverTest, AMovingSwarmImprovesOnRandomMaps)
{
    auto problem = test::builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::Random random(1);
    std::vector<model::CellIndex> all(113);
    std::iota(all.begin(), all.end(), 0);
    shuffleUnlocked(problem.start, all, *problem.rules, random); // a start no better than random maps
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    auto start = ParticleSwarmSolver({}).run(problem, test::iterations(8, 1), c1, s1);
    auto later = ParticleSwarmSolver({}).run(problem, test::iterations(8, 200), c2, s2);
    EXPECT_LT(later->best, start->best);
}

// The paper's swarm collapses onto its leader within a few dozen iterations and then decodes the
// same maps forever (docs/reproduction.md); `mutation` (a named deviation, 0 in the paper) keeps
// redrawing a few components, and at the same number of evaluations it ends lower on every seed.
TEST(ParticleSwarmSolverTest, MutationKeepsASwarmImprovingWhereThePapersStalls)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    std::vector<model::CellIndex> all(113);
    std::iota(all.begin(), all.end(), 0);
    for (uint64_t seed : {1, 2, 3}) {
        run::Random random(seed);
        auto p = problem;
        shuffleUnlocked(p.start, all, *p.rules, random);
        run::RunControl c1, c2, c3;
        test::CollectingSink s1, s2, s3;
        const auto paperEarly = ParticleSwarmSolver({}).run(p, test::iterations(seed, 300), c1, s1);
        const auto paperLate = ParticleSwarmSolver({}).run(p, test::iterations(seed, 2000), c2, s2);
        const auto mutated = ParticleSwarmSolver({{"mutation", 0.002}}).run(p, test::iterations(seed, 2000), c3, s3);
        EXPECT_EQ(paperLate->best, paperEarly->best) << "seed " << seed; // stalled after 300 iterations
        EXPECT_EQ(mutated->evaluations, paperLate->evaluations);
        EXPECT_LT(mutated->best, paperLate->best) << "seed " << seed;
    }
    EXPECT_THROW(ParticleSwarmSolver({{"mutation", 1.5}}), std::invalid_argument);
}

// pool_order=shuffled (the paper does not give Γ's order) changes the run: the same seed ends on
// another best map, still of the pool.
TEST(ParticleSwarmSolverTest, PoolOrderChangesTheSearch)
{
    const auto problem = test::shuffledProblem("terra-mystica-published", "terra-mystica-original", 1);
    run::RunControl c1, c2;
    test::CollectingSink s1, s2;
    const auto sorted = ParticleSwarmSolver({}).run(problem, test::iterations(1, 50), c1, s1);
    const auto shuffled = ParticleSwarmSolver({{"pool_order", 1}}).run(problem, test::iterations(1, 50), c2, s2);
    EXPECT_EQ(sorted->evaluations, shuffled->evaluations);
    EXPECT_NE(sorted->map.terrains(), shuffled->map.terrains());
    test::expectSnapshotsScoreTheirBest(problem, s2, "pool_order=shuffled");
}

// Every decoded map scored through the incremental state (CandidateScorer) or from scratch
// (`full_rescore`): the same run (solver_test_support.h), for the paper's swarm, which collapses
// (consecutive maps close: swaps), and a mutating one (maps further apart: more resets).
TEST(ParticleSwarmSolverTest, SameSeedSameResultAsFullRescoring)
{
    test::expectSameResultAsFullRescoring<ParticleSwarmSolver>({}, 150);
    test::expectSameResultAsFullRescoring<ParticleSwarmSolver>({{"mutation", 0.01}, {"swarm_size", 8}}, 150);
}

} // namespace
} // namespace hexloom::core::search
