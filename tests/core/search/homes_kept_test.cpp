// Homes are constraints: on a new map of a rule set with players, placeHomes() puts each home
// tile on its declared cells and locks them, and every registered algorithm keeps them there.
// The galaxy's home kind is made movable here (not `fixed`), so only the home locks hold it.
#include <gtest/gtest.h>

#include "core/rules/homes.h"
#include "core/search/run/start_map.h"
#include "core/search/solver.h"
#include "tests/core/search/solver_test_support.h"
#include "tests/support/algorithm_ids.h"

namespace hexloom::core::search {
namespace {

std::shared_ptr<const rules::RuleSet> movableHomes()
{
    auto rules = std::make_shared<rules::RuleSet>(*test::builtinRules("space-galaxy"));
    rules->terrains[static_cast<size_t>(rules->byId("home"))].fixed = false;
    rules->finalize();
    return rules;
}

// A new map of the galaxy's board: homes placed, the rest of the pool in random order.
Problem newGalaxy(std::shared_ptr<const rules::RuleSet> rules, bool homes, uint64_t seed)
{
    auto board = std::make_shared<const model::Board>(model::Board::hexagon(rules->board.a));
    model::Map map(board->size());
    if (homes)
        rules::placeHomes(*rules, *board, map);
    run::Random random(seed);
    FittedStart fitted = fitToPool(map, *rules, random);
    shuffleUnlocked(fitted.map, fitted.unlocked, *rules, random);
    return {board, rules, fitted.map, seed};
}

TEST(HomesKeptTest, ANewMapHoldsEveryHomeLockedAndWithoutThemTheHomesWander)
{
    const auto rules = movableHomes();
    const Problem placed = newGalaxy(rules, true, 3);
    const auto cells = rules::homeCells(*rules, *placed.board);
    ASSERT_EQ(cells.size(), 6u);
    for (const auto& h : cells) {
        EXPECT_EQ(placed.start.terrain(h.cell), rules->byId("home"));
        EXPECT_TRUE(placed.start.locked(h.cell));
    }
    EXPECT_TRUE(rules::misplacedHomes(*rules, *placed.board, placed.start).empty());
    // The oracle can fail: a random start without home locks puts other systems on home cells.
    EXPECT_FALSE(rules::misplacedHomes(*rules, *placed.board, newGalaxy(rules, false, 3).start).empty());
}

class HomesKeptByEveryAlgorithm : public ::testing::TestWithParam<std::string> {};

TEST_P(HomesKeptByEveryAlgorithm, NoSnapshotMovesAHome)
{
    const auto rules = movableHomes();
    const Problem problem = newGalaxy(rules, true, 11);
    run::RunControl control;
    test::CollectingSink sink;
    const int64_t steps = GetParam() == "fast" || GetParam() == "sahc" ? 400 : 30;
    findAlgorithm(GetParam())->make({})->run(problem, test::iterations(5, steps), control, sink);
    ASSERT_FALSE(sink.snapshots.empty());
    bool moved = false;
    for (const auto& s : sink.snapshots) {
        EXPECT_TRUE(rules::misplacedHomes(*rules, *problem.board, s->map).empty()) << GetParam();
        moved = moved || !s->map.sameContents(problem.start);
    }
    EXPECT_TRUE(moved) << GetParam() << " searched nothing: the test would prove nothing";
}

INSTANTIATE_TEST_SUITE_P(All, HomesKeptByEveryAlgorithm, ::testing::ValuesIn(test::singleAlgorithmIds()),
                         [](const auto& info) { return info.param; });

} // namespace
} // namespace hexloom::core::search
