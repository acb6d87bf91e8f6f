#include "core/search/solvers/tabu_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

// Each move rotates perturb_size distinct unlocked hexes: A[i] takes A[i+1]'s tile.
TEST(TabuSolverTest, AMoveRotatesDistinctUnlockedHexes)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (model::CellIndex c = 0; c < 60; ++c)
        problem.start.setLocked(c, true);
    RunSettings settings = test::iterations(4, 30);
    settings.teaching = true;
    run::RunControl control;
    test::CollectingSink sink;
    auto result = TabuSolver({{"perturb_size", 6}}).run(problem, settings, control, sink);
    ASSERT_TRUE(result->teaching);
    const auto& move = result->teaching->lastMove;
    EXPECT_TRUE(result->teaching->lastMoveIsPerturbation) << "tabu moves perturb several hexes, and the legend says so";
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

// A rotation of whole hexes carries tokens to other hexes (the desert's place changes): the
// token rotations that follow take the hexes that hold a token now, so no token lands on the
// desert and no token-bearing hex is left without one, in any map the run streams.
TEST(TabuSolverTest, TokensStayOnTheHexesThatTakeThem)
{
    const Problem problem = test::builtinProblem("catan", "catan-standard");
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        run::RunControl control;
        test::CollectingSink sink;
        RunSettings settings = test::iterations(seed, 300);
        settings.maxSnapshotsPerSecond = 1e9;
        settings.stop.target = -1;
        TabuSolver({{"neighbourhood_size", 10}, {"perturb_size", 3}}).run(problem, settings, control, sink);
        for (const auto& s : sink.snapshots)
            for (model::CellIndex c = 0; c < s->map.size(); ++c)
                ASSERT_EQ(s->map.token(c) != model::kNoToken, problem.rules->takesToken(s->map.terrain(c)))
                    << "seed " << seed << ", iteration " << s->iteration << ", cell " << c;
    }
}

TEST(TabuSolverTest, ReachesALowScoreOnThePublishedRules)
{
    auto problem = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    run::RunControl control;
    test::CollectingSink sink;
    auto result = TabuSolver({}).run(problem, test::iterations(2, 100), control, sink);
    EXPECT_LT(result->best, test::fullScore(problem, problem.start));
}

// The incremental path (rotations applied and undone through the incremental score, a running
// Zobrist hash) takes exactly the decisions of the reference path that scores every candidate
// from scratch with the Evaluator and hashes the whole map: same seed, same best map, same score,
// on every built-in rule set (Catan's perturbs also rotate tokens), also with locked hexes.
TEST(TabuSolverTest, SameSeedSameResultAsFullRescoring)
{
    const std::pair<const char*, const char*> cases[] = {{"terra-mystica-published", "terra-mystica-original"},
                                                         {"terra-mystica-strict", "terra-mystica-original"},
                                                         {"catan", "catan-standard"}};
    for (const auto& [rules, map] : cases)
        for (uint64_t seed : {1, 2}) {
            auto problem = test::builtinProblem(rules, map);
            if (seed == 2)
                for (model::CellIndex c = 0; c < problem.start.size(); c += 5)
                    problem.start.setLocked(c, true);
            run::RunControl control1, control2;
            test::CollectingSink sink1, sink2;
            const auto fast = TabuSolver({}).run(problem, test::iterations(seed, 150), control1, sink1);
            const auto full = TabuSolver({{"full_rescore", 1}}).run(problem, test::iterations(seed, 150), control2, sink2);
            EXPECT_EQ(fast->best, full->best) << rules << " seed " << seed;
            EXPECT_TRUE(fast->map == full->map) << rules << " seed " << seed;
            EXPECT_EQ(test::fullScore(problem, fast->map), fast->best);
            EXPECT_LT(fast->best, test::fullScore(problem, problem.start)) << rules;
        }
}

// On a board of 1,024 hexes or more a new best hands the run only the rotated cells since the
// last one (ChangedSinceBest): every snapshot's map scores its best, the final one included.
TEST(TabuSolverTest, BestMapFollowsTheSearchOnABigBoard)
{
    const auto problem = test::scaledProblem("terra-mystica-published", 36, 52, 6);
    RunSettings settings = test::iterations(6, 4000);
    settings.maxSnapshotsPerSecond = 1e9;
    run::RunControl control;
    test::CollectingSink sink;
    const auto result = TabuSolver({{"neighbourhood_size", 5}}).run(problem, settings, control, sink);
    // Snapshots come at most once per ten times a snapshot's own cost (RunContext::snapshotDue), so
    // how many a short run hands over depends on the machine's load; a wrong cell in the best map
    // stays wrong, so every snapshot after the first new best checks the changed-cell handover.
    EXPECT_GE(sink.snapshots.size(), 3u);
    test::expectSnapshotsScoreTheirBest(problem, sink);
    EXPECT_EQ(test::fullScore(problem, result->map), result->best);
}

} // namespace
} // namespace hexloom::core::search
