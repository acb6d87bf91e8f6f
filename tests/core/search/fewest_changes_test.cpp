// The change budget: fewestChanges never scores worse, keeps the pool and the locks, and takes
// back what costs nothing; BudgetedSolver keeps a run near its hex and refuses bad budgets.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <map>
#include <thread>

#include "core/search/run/budgeted_solver.h"
#include "core/search/run/fewest_changes.h"
#include "core/search/solvers/fast_solver.h"
#include "core/symmetry/pool/symmetric_pool.h"
#include "tests/core/search/solver_test_support.h"
#include "tests/core/symmetry/symmetry_oracle.h"

namespace hexloom::core::search {
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
    run::RunControl control;
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

// With a symmetry the revert trades whole orbits: the result stays invariant (checked from cell
// positions), scores no worse, keeps the pool and changes fewer hexes, on every mode.
TEST(FewestChanges, WithASymmetryTradesWholeOrbits)
{
    for (const symmetry::SymmetryMode mode : symmetry::symmetricModes()) {
        const bool turn = mode == symmetry::SymmetryMode::Rotate3 || mode == symmetry::SymmetryMode::Rotate6;
        auto p = turn ? test::builtinProblem("space-galaxy", "space-galaxy") : test::builtinProblem("terra-mystica-published", "terra-mystica-original");
        const auto sym = symmetry::BoardSymmetry::of(*p.board, mode);
        auto rules = std::make_shared<rules::RuleSet>(*p.rules);
        rules->pool = symmetry::fitPoolToSymmetry(*p.board, sym, p.start, *rules, rules::TilePool::forMap(p.start, *rules)).pool.terrains;
        rules->symmetry = mode;
        p.rules = rules;
        const auto result = solve(p, 2, nullptr, 3000);
        ASSERT_TRUE(symmetry::invariantByPositions(*p.board, result->map, mode));
        rules::Evaluator eval(p.board, p.rules);
        const OrbitMoves orbits(sym);
        const Map fewer = fewestChanges(eval, p.start, result->map, std::chrono::steady_clock::time_point::max(), &orbits);
        const std::string name(symmetry::modeName(mode));
        EXPECT_TRUE(symmetry::invariantByPositions(*p.board, fewer, mode)) << name;
        EXPECT_LE(eval.score(fewer), eval.score(result->map) + 1e-9) << name;
        EXPECT_LT(changedHexes(p.start, fewer), changedHexes(p.start, result->map)) << name;
        EXPECT_EQ(contents(fewer), contents(result->map)) << name << ": the pool changed";
    }
}

// The revert is bounded: at its deadline it stops where it is (here at once: nothing is taken
// back), while without one (the control) it takes hexes back; either way never worse.
TEST(FewestChanges, StopsAtItsDeadline)
{
    const auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    rules::Evaluator eval(p.board, p.rules);
    // A result with many changes the score does not need: the start with two cells swapped
    // wherever that costs nothing.
    auto result = std::make_shared<Snapshot>();
    result->map = p.start;
    const double base = eval.score(p.start);
    for (CellIndex a = 0; a + 5 < p.start.size(); a += 6) {
        Map r = result->map;
        if (r.terrain(a) == r.terrain(a + 5))
            continue;
        r.apply({a, a + 5, model::Layer::Both});
        if (eval.score(r) <= base)
            result->map = r;
    }
    const Map unbounded = fewestChanges(eval, p.start, result->map);
    ASSERT_LT(changedHexes(p.start, unbounded), changedHexes(p.start, result->map)) << "the control took nothing back";
    const Map stopped = fewestChanges(eval, p.start, result->map, std::chrono::steady_clock::now());
    EXPECT_EQ(changedHexes(result->map, stopped), 0) << "worked past its deadline";
    EXPECT_LE(test::fullScore(p, stopped), test::fullScore(p, result->map) + 1e-9);
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

// The designer paints during a suggestion run near a hex: the run adopts the edit but stays near
// its hex, and its result is reverted against the edited map, with the edit's locks.
TEST(BudgetedSolver, AnEditDuringTheRunKeepsTheScope)
{
    auto p = test::builtinProblem("terra-mystica-published", "terra-mystica-original");
    const CellIndex near = 50;
    const int radius = 2;
    const auto far = [&](CellIndex c) { return model::distance(p.board->hex(c), p.board->hex(near)) > radius; };
    Map edited = p.start;
    CellIndex a = 0, b = p.start.size() - 1; // two far hexes of different terrain, swapped by the designer
    while (!far(a) || edited.terrain(a) == edited.terrain(b))
        ++a;
    ASSERT_TRUE(far(b));
    edited.apply({a, b, model::Layer::Both});
    // And two near ones whose swap costs something, which leaves the run something to mend in its scope.
    const double farOnly = test::fullScore(p, edited);
    bool mended = false;
    for (CellIndex c = 0; c < edited.size() && !mended; ++c)
        for (CellIndex d = 0; d < edited.size() && !mended; ++d)
            if (!far(c) && !far(d) && c != near && d != near && edited.terrain(c) != edited.terrain(d)) {
                edited.apply({c, d, model::Layer::Both});
                mended = test::fullScore(p, edited) > farOnly;
                if (!mended)
                    edited.apply({c, d, model::Layer::Both});
            }
    ASSERT_TRUE(mended);
    edited.setLocked(near, true); // and a lock of their own near the hex
    ASSERT_GT(test::fullScore(p, edited), 0);
    for (bool fewest : {false, true}) {
        run::RunControl control;
        control.setPaused(true);
        test::CollectingSink sink;
        RunSettings settings = test::iterations(5, 20000);
        BudgetedSolver solver(findAlgorithm("fast")->make({}), ChangeBudget{fewest, near, radius});
        auto future = std::async(std::launch::async, [&] { return solver.run(p, settings, control, sink); });
        control.postEdit(edited, 42);
        for (int wait = 0; wait < 1000 && control.hasEdit(); ++wait)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        control.setPaused(false);
        const auto result = future.get();
        ASSERT_EQ(result->revision, 42u);
        EXPECT_EQ(result->map.locks(), edited.locks()) << "the scope's locks leaked into the result";
        EXPECT_DOUBLE_EQ(result->best, test::fullScore(p, result->map));
        int changed = 0;
        for (CellIndex c = 0; c < p.start.size(); ++c)
            if (result->map.terrain(c) != edited.terrain(c)) {
                ++changed;
                EXPECT_FALSE(far(c)) << "hex " << c << " is more than " << radius << " hexes from the chosen one but changed after the edit";
            }
        EXPECT_GT(changed, 0) << "the run mended nothing near the hex";
        EXPECT_LT(result->best, test::fullScore(p, edited));
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
    run::RunControl control;
    test::CollectingSink sink;
    EXPECT_THROW(offBoard.run(p, test::iterations(1, 10), control, sink), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::search
