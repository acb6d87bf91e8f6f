// A core on a real board, cross-checked by a search (issue 28, "every core is minimal ... proven
// by the engine and cross-checked by a search that reaches the target"): on the Original board
// (113 hexes, strict rules) two touching hexes hold deserts and every desert is locked, so REQ1
// (no neighbours of the same terrain) cannot hold. The engine answers infeasible with a minimal
// core; the fast solver, an independent search, never reaches 0 with every item in force and
// reaches 0 once any one item of the core is taken away. Brute force (the tiny-board tests)
// cannot reach a board of this size; the search can.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/exact/exact_engine.h"
#include "core/rules/evaluator.h"
#include "core/run/run_control.h"
#include "core/search/solvers/fast_solver.h"
#include "brute_force.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::test {
namespace {

using namespace core::exact;

struct Case {
    std::shared_ptr<const Board> board;
    std::shared_ptr<const RuleSet> rules;
    Map map;
};

// The Original board with a desert's neighbour swapped for another desert (the pool unchanged),
// every desert locked.
Case touchingLockedDeserts()
{
    auto rules = builtinRules("terra-mystica-strict");
    auto loaded = builtinMap("terra-mystica-original", *rules);
    Case c{std::make_shared<const Board>(loaded.board), rules, loaded.map};
    const auto desert = rules->byId("desert");
    std::vector<CellIndex> deserts;
    for (CellIndex h = 0; h < c.map.size(); ++h)
        if (c.map.terrain(h) == desert)
            deserts.push_back(h);
    EXPECT_GE(deserts.size(), 2u);
    const CellIndex a = deserts.front();
    for (CellIndex n : c.board->neighbours(a)) {
        if (c.map.terrain(n) == desert || rules->terrains[static_cast<size_t>(c.map.terrain(n))].water)
            continue;
        const CellIndex other = deserts.back();
        c.map.setTerrain(other, c.map.terrain(n));
        c.map.setTerrain(n, desert);
        break;
    }
    for (CellIndex h = 0; h < c.map.size(); ++h)
        c.map.setLocked(h, c.map.terrain(h) == desert);
    return c;
}

// The fast solver's best on the problem, stopped at 0 or after `seconds`.
double searchBest(const Case& c, double seconds)
{
    core::search::RunSettings settings;
    settings.seed = 5;
    settings.stop.hasTarget = true;
    settings.stop.timeLimitSeconds = seconds;
    core::run::RunControl control;
    CollectingSink sink;
    const core::search::Problem problem{c.board, c.rules, c.map, 0};
    auto result = core::search::FastSolver({}).run(problem, settings, control, sink);
    EXPECT_EQ(fullScore(problem, result->map), result->best) << "the search's own score is the Evaluator's";
    for (CellIndex h = 0; h < c.map.size(); ++h) {
        if (c.map.locked(h)) {
            EXPECT_EQ(result->map.terrain(h), c.map.terrain(h)) << "a locked hex moved: " << h;
        }
    }
    return result->best;
}

TEST(CoreSearchCrossCheck, WithoutAnyOneItemOfTheCoreTheSearchReachesZero)
{
    const Case all = touchingLockedDeserts();
    ExactEngine engine(all.board, all.rules, all.map, {.timeLimit = std::chrono::seconds(60)});
    const auto answer = engine.prove(0);
    ASSERT_EQ(answer.status, ProofStatus::Infeasible) << answer.reason;
    EXPECT_TRUE(answer.coreMinimal);
    ASSERT_FALSE(answer.core.empty());
    EXPECT_GT(searchBest(all, 1.0), 0) << "a search reached 0 where the engine proved no map does";

    for (const ExactItem& item : answer.core) {
        Case relaxed = all;
        if (item.kind == ExactItem::Kind::Lock) {
            SCOPED_TRACE("without the lock on hex " + std::to_string(item.cell));
            relaxed.map.setLocked(item.cell, false);
            EXPECT_EQ(searchBest(relaxed, 30.0), 0);
        } else if (item.kind == ExactItem::Kind::Requirement) {
            SCOPED_TRACE("without requirement " + item.id);
            auto rules = std::make_shared<RuleSet>(*all.rules);
            std::erase_if(rules->requirements, [&](const auto& r) { return r.id == item.id; });
            rules->finalize();
            relaxed.rules = rules;
            EXPECT_EQ(searchBest(relaxed, 30.0), 0);
        } else {
            ADD_FAILURE() << "a core of locks and a requirement was expected; got a home or a pool count";
        }
    }
}

} // namespace
} // namespace hexloom::test
