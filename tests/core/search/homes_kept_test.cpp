// Homes are constraints: on a new map of a rule set with players, placeHomes() puts each home
// tile on its declared cells and locks them, and every registered algorithm keeps them there.
// The galaxy's home kind is made movable here (not `fixed`), so only the home locks hold it.
// A number-token game (File -> New Game's tokens template with players) has homes of a resource
// kind that takes a token: each is locked with one, so its new maps can be searched at all.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/rules/edits/new_game.h"
#include "core/rules/homes.h"
#include "core/rules/tile_pool.h"
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

// The tokens template with three players: homes hold wood, a kind that takes a number token.
std::shared_ptr<const rules::RuleSet> tokenHomes()
{
    rules::NewGameOptions o;
    o.from = rules::GameTemplate::Tokens;
    o.players = 3;
    auto rules = std::make_shared<rules::RuleSet>(rules::makeNewGame(o));
    rules->finalize();
    return rules;
}

TEST(HomesKeptTest, AHomeOfAKindThatTakesATokenIsLockedWithAMiddleTokenOfThePool)
{
    const auto rules = tokenHomes();
    const model::Board board = rules::boardOf(rules->board);
    const model::Map map = rules::newMapWithHomes(*rules, board);
    const auto homes = rules::homeCells(*rules, board);
    ASSERT_EQ(homes.size(), 3u);
    ASSERT_TRUE(rules->takesToken(homes.front().kind)) << "the template's homes hold a resource";
    // The oracle: the pool's tokens sorted; each home takes the middle one of those left.
    std::vector<int> left = rules->tokenPool;
    std::sort(left.begin(), left.end());
    for (const auto& h : homes) {
        EXPECT_TRUE(map.locked(h.cell));
        EXPECT_EQ(map.terrain(h.cell), h.kind);
        const int middle = left[left.size() / 2];
        EXPECT_EQ(map.token(h.cell), middle);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(left.size() / 2));
    }
    // A new map of it fits the pool: as many free tokens as unlocked hexes that take one.
    run::Random random(5);
    EXPECT_NO_THROW(fitToPool(map, *rules, random));
}

TEST(HomesKeptTest, PlacingHomesKeepsAHomesTokenAndTradesAStrayHomeTileWithItsToken)
{
    const auto rules = tokenHomes();
    const model::Board board = rules::boardOf(rules->board);
    const auto homes = rules::homeCells(*rules, board);
    model::Map map = rules::newMapWithHomes(*rules, board);
    run::Random random(9);
    map = fitToPool(map, *rules, random).map;
    const model::Map placed = map;
    // Placing again changes nothing: every home keeps the token it holds.
    rules::placeHomes(*rules, board, map);
    EXPECT_TRUE(map.sameContents(placed));
    // Player 1's home unlocked and traded with a hex of another kind: placing the homes trades
    // the two back, tokens and all, so the map keeps its tiles and tokens.
    const model::CellIndex home = homes.front().cell;
    model::CellIndex other = 0;
    while (other < map.size() && (map.terrain(other) == homes.front().kind || map.locked(other) || !rules->takesToken(map.terrain(other))))
        ++other;
    ASSERT_LT(other, map.size());
    map.apply({home, other});
    map.setLocked(home, false);
    ASSERT_FALSE(rules::misplacedHomes(*rules, board, map).empty());
    rules::placeHomes(*rules, board, map);
    EXPECT_TRUE(rules::misplacedHomes(*rules, board, map).empty());
    EXPECT_TRUE(map.locked(home));
    EXPECT_EQ(rules::TilePool::ofMap(map, *rules), rules::TilePool::ofMap(placed, *rules));
}

class TokenHomesKeptByEveryAlgorithm : public ::testing::TestWithParam<std::string> {};

TEST_P(TokenHomesKeptByEveryAlgorithm, ANewMapIsSearchedAndNoSnapshotMovesAHomeOrItsToken)
{
    const auto rules = tokenHomes();
    auto board = std::make_shared<const model::Board>(rules::boardOf(rules->board));
    run::Random random(4);
    const model::Map start = fitToPool(rules::newMapWithHomes(*rules, *board), *rules, random).map;
    const Problem problem{board, rules, start, 4};
    run::RunControl control;
    test::CollectingSink sink;
    const int64_t steps = GetParam() == "fast" || GetParam() == "sahc" ? 400 : 30;
    findAlgorithm(GetParam())->make({})->run(problem, test::iterations(5, steps), control, sink);
    ASSERT_FALSE(sink.snapshots.empty()) << GetParam();
    const auto homes = rules::homeCells(*rules, *board);
    bool moved = false;
    for (const auto& s : sink.snapshots) {
        for (const auto& h : homes) {
            EXPECT_EQ(s->map.terrain(h.cell), h.kind) << GetParam();
            EXPECT_EQ(s->map.token(h.cell), start.token(h.cell)) << GetParam();
        }
        moved = moved || !s->map.sameContents(start);
    }
    EXPECT_TRUE(moved) << GetParam() << " searched nothing: the test would prove nothing";
}

INSTANTIATE_TEST_SUITE_P(All, TokenHomesKeptByEveryAlgorithm, ::testing::ValuesIn(test::singleAlgorithmIds()),
                         [](const auto& info) { return info.param; });

INSTANTIATE_TEST_SUITE_P(All, HomesKeptByEveryAlgorithm, ::testing::ValuesIn(test::singleAlgorithmIds()),
                         [](const auto& info) { return info.param; });

} // namespace
} // namespace hexloom::core::search
