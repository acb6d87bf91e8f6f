#include "core/algorithms/solvers/pool_decoder.h"

#include <gtest/gtest.h>

#include "core/algorithms/random.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::algorithms {
namespace {

// Γ = [desert, plains, swamp]; the repair walks to the next free index, wrapping.
TEST(PoolDecoderTest, TakenIndicesMoveToTheNextFreeOneWrapping)
{
    auto rules = test::builtinRules("terra-mystica-strict");
    rules::TilePool pool;
    pool.terrains.assign(rules->terrains.size(), 0);
    pool.tokens.assign(128, 0);
    pool.terrains[0] = pool.terrains[1] = pool.terrains[2] = 1;
    PoolDecoder decoder(pool, {0, 1, 2});
    ASSERT_EQ(decoder.dimension(), 3);
    EXPECT_EQ(decoder.extent(0), 3.0);
    model::Map map(3);
    const double first[] = {0.2, 0.9, 0.1};
    decoder.decode(first, *rules, map);
    EXPECT_EQ(map.terrains(), (std::vector<model::TerrainId>{0, 1, 2}));
    const double second[] = {2.5, 2.1, 0.0};
    decoder.decode(second, *rules, map);
    EXPECT_EQ(map.terrains(), (std::vector<model::TerrainId>{2, 0, 1}));
}

TEST(PoolDecoderTest, TokensGoOnlyToTokenBearingHexes)
{
    auto rules = test::builtinRules("catan");
    auto loaded = test::builtinMap("catan-standard", *rules);
    const auto pool = rules::TilePool::forMap(loaded.map, *rules);
    std::vector<model::CellIndex> all;
    for (model::CellIndex c = 0; c < loaded.map.size(); ++c)
        all.push_back(c);
    PoolDecoder decoder(pool, all);
    ASSERT_EQ(decoder.dimension(), 19 + 18);
    std::vector<double> x(static_cast<size_t>(decoder.dimension()), 0.0);
    model::Map map = loaded.map;
    decoder.decode(x, *rules, map);
    EXPECT_EQ(rules::TilePool::ofMap(map, *rules), rules::TilePool::ofMap(loaded.map, *rules));
    for (model::CellIndex c = 0; c < map.size(); ++c)
        EXPECT_EQ(map.token(c) > 0, rules->takesToken(map.terrain(c)));
}

// With swap zones each zone decodes from its own Γ: whatever the vector, harbour positions get
// harbour kinds and land gets land, and the pool holds.
TEST(PoolDecoderTest, EachZoneDecodesFromItsOwnList)
{
    auto rules = test::builtinRules("catan-fair");
    auto loaded = test::builtinMap("catan-fair", *rules);
    const auto pool = rules::TilePool::ofMap(loaded.map, *rules);
    std::vector<model::CellIndex> all;
    std::vector<int> zones;
    for (model::CellIndex c = 0; c < loaded.map.size(); ++c) {
        all.push_back(c);
        zones.push_back(rules->zone(loaded.map.terrain(c)));
    }
    PoolDecoder decoder(pool, all, rules.get(), zones);
    ASSERT_EQ(decoder.dimension(), loaded.map.size() + 18);
    Random random(3);
    for (int round = 0; round < 50; ++round) {
        std::vector<double> x(static_cast<size_t>(decoder.dimension()));
        for (size_t i = 0; i < x.size(); ++i)
            x[i] = random.unit() * decoder.extent(static_cast<int>(i));
        model::Map map = loaded.map;
        decoder.decode(x, *rules, map);
        EXPECT_EQ(rules::TilePool::ofMap(map, *rules), pool);
        for (model::CellIndex c = 0; c < map.size(); ++c)
            ASSERT_EQ(rules->zone(map.terrain(c)), zones[static_cast<size_t>(c)]) << "cell " << c;
    }
    // Γ sizes: nine harbour kinds; nineteen land tiles and nine sea in the main zone.
    for (model::CellIndex c = 0; c < loaded.map.size(); ++c)
        EXPECT_EQ(decoder.extent(c), zones[static_cast<size_t>(c)] == 1 ? 9.0 : 28.0) << c;
}

} // namespace
} // namespace hexloom::core::algorithms
