// The change budget: fewestChanges never scores worse, keeps the pool and the locks, and takes
// back what costs nothing; BudgetedSolver keeps a run near its hex and refuses bad budgets.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/algorithms/run/budgeted_solver.h"
#include "core/algorithms/run/fewest_changes.h"
#include "core/algorithms/solvers/fast_solver.h"
#include "tests/core/algorithms/solver_test_support.h"

namespace hexloom::core::algorithms {
namespace {

using model::CellIndex;
using model::Map;

std::map<std::pair<int, int>, int> contents(const Map& m)
{
    std::map<std::pair<int, int>, int> n;
    for (CellIndex c = 0; c < m.size(); ++c)
        ++n[{m.terrain(c), m.token(c)}];
    return n;
}

std::shared_ptr<const Snapshot> solve(const Problem& p, uint64_t seed, std::unique_ptr<Solver> solver = nullptr, int64_t iterations = 200000)
{
    if (!solver)
        solver = findAlgorithm("fast")->make({});
    RunSettings s = test::iterations(seed, iterations);
    s.stop.hasTarget = true;
    RunControl control;
    test::CollectingSink sink;
    return solver->run(p, s, control, sink);
}

TEST(FewestChanges, NeverWorseKeepsPoolAndLocksAndChangesLess)
{
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (CellIndex c = 0; c < p.start.size(); c += 9)
        p.start.setLocked(c, true);
    rules::Evaluator eval(p.board, p.rules);
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        const auto result = solve(p, seed);
        const Map fewer = fewestChanges(eval, p.start, result->map);
        EXPECT_LE(test::fullScore(p, fewer), test::fullScore(p, result->map) + 1e-9) << "seed " << seed;
        EXPECT_LE(changedHexes(p.start, fewer), changedHexes(p.start, result->map));
        EXPECT_EQ(contents(fewer), contents(result->map)) << "the pool changed";
        for (CellIndex c = 0; c < p.start.size(); ++c)
            if (p.start.locked(c)) {
                EXPECT_TRUE(fewer.terrain(c) == p.start.terrain(c) && fewer.token(c) == p.start.token(c)) << "locked hex " << c;
            }
    }
}

TEST(FewestChanges, TakesBackAFreeSwapCompletely)
{
    // One swap that does not lower the score: the start map itself is as good, so nothing stays changed.
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    rules::Evaluator eval(p.board, p.rules);
    const double base = eval.score(p.start);
    int tried = 0;
    for (CellIndex a = 0; a < p.start.size() && tried < 20; a += 7)
        for (CellIndex b = a + 3; b < p.start.size() && tried < 20; b += 11) {
            Map r = p.start;
            if (r.terrain(a) == r.terrain(b))
                continue;
            r.apply({a, b, model::Layer::Both});
            if (eval.score(r) < base)
                continue;
            ++tried;
            EXPECT_EQ(changedHexes(p.start, fewestChanges(eval, p.start, r)), 0) << a << " <-> " << b;
        }
    EXPECT_GT(tried, 5);
}

TEST(FewestChanges, ChangedHexesCountsTerrainOrToken)
{
    auto p = test::builtinProblem("catan-fair", "catan-standard");
    Map m = p.start;
    EXPECT_EQ(changedHexes(p.start, m), 0);
    for (CellIndex c = 0; c < m.size(); ++c)
        if (p.rules->takesToken(m.terrain(c))) {
            m.setToken(c, static_cast<model::Token>(m.token(c) == 2 ? 3 : 2));
            break;
        }
    EXPECT_EQ(changedHexes(p.start, m), 1);
}

TEST(BudgetedSolver, ChangesOnlyHexesNearTheChosenOneAndKeepsTheLocks)
{
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    const CellIndex near = 50;
    for (int radius : {2, 3}) {
        for (bool fewest : {false, true}) {
            auto result = solve(p, 3, std::make_unique<BudgetedSolver>(findAlgorithm("fast")->make({}), ChangeBudget{fewest, near, radius}), 20000);
            ASSERT_TRUE(result->final);
            EXPECT_EQ(result->map.locks(), p.start.locks()) << "the scope's locks leaked into the result";
            EXPECT_DOUBLE_EQ(result->best, test::fullScore(p, result->map));
            for (CellIndex c = 0; c < p.start.size(); ++c)
                if (result->map.terrain(c) != p.start.terrain(c)) {
                    EXPECT_LE(model::distance(p.board->hex(c), p.board->hex(near)), radius) << "hex " << c << " radius " << radius;
                }
        }
    }
}

TEST(BudgetedSolver, FewestChangesKeepsTheBestScore)
{
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        const auto plain = solve(p, seed);
        const auto budgeted = solve(p, seed, std::make_unique<BudgetedSolver>(findAlgorithm("fast")->make({}), ChangeBudget{}));
        EXPECT_LE(budgeted->best, plain->best + 1e-9);
        EXPECT_LE(changedHexes(p.start, budgeted->map), changedHexes(p.start, plain->map));
        EXPECT_EQ(contents(budgeted->map), contents(plain->map));
    }
}

TEST(BudgetedSolver, RefusesBadBudgets)
{
    EXPECT_THROW(BudgetedSolver(nullptr, ChangeBudget{}), std::invalid_argument);
    EXPECT_THROW(BudgetedSolver(findAlgorithm("fast")->make({}), ChangeBudget{true, 0, -1}), std::invalid_argument);
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    BudgetedSolver offBoard(findAlgorithm("fast")->make({}), ChangeBudget{true, p.board->size(), 2});
    RunControl control;
    test::CollectingSink sink;
    EXPECT_THROW(offBoard.run(p, test::iterations(1, 10), control, sink), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::algorithms
