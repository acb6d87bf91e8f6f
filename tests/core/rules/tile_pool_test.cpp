// Tile pools: the board's own multiset, the rule set's pool, and what locks leave free, with the
// messages for impossible locks.
#include "core/rules/tile_pool.h"

#include <gtest/gtest.h>

#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

std::string failure(const model::Map& map, const RuleSet& rules, const TilePool& pool)
{
    try {
        freePool(map, rules, pool);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "accepted";
}

TEST(TilePoolTest, BoardsOwnTilesWhenTheRuleSetHasNoPool)
{
    auto rules = test::builtinRules("terra-mystica-published");
    const auto m = test::builtinMap("terra-mystica-fjords", *rules);
    const TilePool p = TilePool::forMap(m.map, *rules);
    EXPECT_EQ(p, TilePool::ofMap(m.map, *rules));
    EXPECT_EQ(p.terrains[rules->byId("river")], 33) << "the reference table: Fjords has 33 river hexes";
    EXPECT_EQ(p.terrainTotal(), 113);
    EXPECT_EQ(p.tokenTotal(), 0);
}

TEST(TilePoolTest, CatanPoolAndTokensComeFromTheRuleSet)
{
    auto rules = test::builtinRules("catan");
    const auto m = test::builtinMap("catan-standard", *rules);
    const TilePool p = TilePool::forMap(m.map, *rules);
    EXPECT_EQ(p.terrains, (std::vector<int>{4, 4, 4, 3, 3, 1}));
    EXPECT_EQ(p.tokenTotal(), 18);
    EXPECT_EQ(p.tokens[2], 1);
    EXPECT_EQ(p.tokens[6], 2);
    EXPECT_EQ(p.tokens[7], 0);
    EXPECT_EQ(p.tokens[12], 1);
    EXPECT_EQ(TilePool::ofMap(m.map, *rules), p) << "the standard board uses exactly the pool";
}

TEST(TilePoolTest, LockedCellsAreTakenOutOfThePool)
{
    auto rules = test::builtinRules("catan");
    auto m = test::builtinMap("catan-standard", *rules);
    // (0,1) is ore with token 10 ((0,0) is padding), (2,2) the desert without one.
    const auto ore = m.board.indexAtOffset({0, 1}), desert = m.board.indexAtOffset({2, 2});
    ASSERT_EQ(m.map.terrain(ore), rules->byId("ore"));
    ASSERT_EQ(m.map.terrain(desert), rules->byId("desert"));
    m.map.setLocked(ore, true);
    m.map.setLocked(desert, true);
    const TilePool free = freePool(m.map, *rules, TilePool::forMap(m.map, *rules));
    EXPECT_EQ(free.terrains, (std::vector<int>{4, 4, 4, 3, 2, 0}));
    EXPECT_EQ(free.tokens[10], 1);
    EXPECT_EQ(free.tokenTotal(), 17);
}

TEST(TilePoolTest, ImpossibleLocksNameTerrainAndCount)
{
    auto rules = test::builtinRules("catan");
    auto m = test::builtinMap("catan-standard", *rules);
    // A fifth wood hex, all five locked: the pool has four.
    const auto wheat = m.board.indexAtOffset({1, 0});
    ASSERT_EQ(m.map.terrain(wheat), rules->byId("wheat"));
    m.map.setTerrain(wheat, rules->byId("wood"));
    for (model::CellIndex c = 0; c < m.board.size(); ++c)
        m.map.setLocked(c, m.map.terrain(c) == rules->byId("wood"));
    EXPECT_EQ(m.map.lockedCount(), 5);
    const TilePool pool = TilePool::forMap(m.map, *rules);
    EXPECT_EQ(failure(m.map, *rules, pool), "locked cells hold 5 Forest (wood) but the pool has only 4 (1 too many)");
}

TEST(TilePoolTest, ImpossibleTokenLocksAndBadPools)
{
    auto rules = test::builtinRules("catan");
    auto m = test::builtinMap("catan-standard", *rules);
    // Two 2-tokens locked; the pool has one.
    const auto a = m.board.indexAtOffset({0, 2}), b = m.board.indexAtOffset({0, 3});
    ASSERT_EQ(m.map.token(a), 2);
    m.map.setToken(b, 2);
    m.map.setLocked(a, true);
    m.map.setLocked(b, true);
    EXPECT_EQ(failure(m.map, *rules, TilePool::forMap(m.map, *rules)), "locked cells hold 2 tokens 2 but the pool has only 1 (1 too many)");

    auto tm = test::builtinRules("terra-mystica-published");
    const auto original = test::builtinMap("terra-mystica-original", *tm);
    EXPECT_EQ(failure(m.map, *rules, TilePool::ofMap(original.map, *tm)), "the tile pool holds 113 tiles but the board has 19 cells");

    model::Map empty(2);
    empty.setLocked(0, true);
    TilePool two;
    two.terrains = {2, 0, 0, 0, 0, 0};
    two.tokens.assign(128, 0);
    EXPECT_EQ(failure(empty, *rules, two), "a locked cell is empty; lock only cells with a terrain");
}

} // namespace
} // namespace hexloom::core::rules
