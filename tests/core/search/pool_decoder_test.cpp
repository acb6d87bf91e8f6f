#include "core/search/solvers/pool_decoder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "core/run/random.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::search {
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

// A shipped map with every cell free: its cells, their zones and its pool.
struct WholeMap {
    WholeMap(const char* rulesName, const char* mapName)
        : rules(test::builtinRules(rulesName)), loaded(test::builtinMap(mapName, *rules)), pool(rules::TilePool::ofMap(loaded.map, *rules))
    {
        for (model::CellIndex c = 0; c < loaded.map.size(); ++c) {
            cells.push_back(c);
            zones.push_back(rules->zone(loaded.map.terrain(c)));
        }
    }
    std::shared_ptr<const rules::RuleSet> rules;
    io::BoardAndMap loaded;
    rules::TilePool pool;
    std::vector<model::CellIndex> cells;
    std::vector<int> zones;
};

// A shuffled Γ (PSO pool_order=shuffled) still decodes every position into a map of the pool,
// and the same position decodes to another map than with the kind-by-kind Γ.
TEST(PoolDecoderTest, AShuffledPoolKeepsThePoolAndChangesTheDecoding)
{
    const WholeMap m("catan", "catan-standard");
    const auto& rules = m.rules;
    const auto& loaded = m.loaded;
    PoolDecoder sorted(m.pool, m.cells), shuffled(m.pool, m.cells);
    run::Random random(7);
    shuffled.shuffle(random);
    std::vector<double> x(static_cast<size_t>(sorted.dimension()));
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = random.unit() * sorted.extent(static_cast<int>(i));
    model::Map a = loaded.map, b = loaded.map;
    sorted.decode(x, *rules, a);
    shuffled.decode(x, *rules, b);
    EXPECT_EQ(rules::TilePool::ofMap(b, *rules), rules::TilePool::ofMap(loaded.map, *rules));
    EXPECT_NE(a.terrains(), b.terrains());
    for (model::CellIndex c = 0; c < b.size(); ++c)
        EXPECT_EQ(b.token(c) > 0, rules->takesToken(b.terrain(c)));
}

// With swap zones each zone decodes from its own Γ: whatever the vector, harbour positions get
// harbour kinds and land gets land, and the pool holds.
TEST(PoolDecoderTest, EachZoneDecodesFromItsOwnList)
{
    const WholeMap whole("catan-fair", "catan-fair");
    const auto& [rules, loaded, pool, all, zones] = whole;
    PoolDecoder decoder(pool, all, rules.get(), zones);
    ASSERT_EQ(decoder.dimension(), loaded.map.size() + 18);
    run::Random random(3);
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

// The paper's repair walked literally: from index floor(x), the next index whose tile is not yet
// taken, wrapping; one Γ per zone, then the tokens over the bearers.
model::Map walkedDecoding(const rules::TilePool& pool, const std::vector<model::CellIndex>& cells, const std::vector<int>& zones,
                          const rules::RuleSet& rules, const std::vector<double>& x, model::Map map)
{
    std::vector<std::vector<model::TerrainId>> gamma(static_cast<size_t>(rules.hasZones() ? rules.zoneCount() : 1));
    for (size_t t = 0; t < pool.terrains.size(); ++t) {
        auto& list = gamma[rules.hasZones() ? static_cast<size_t>(rules.zone(static_cast<model::TerrainId>(t))) : 0];
        list.insert(list.end(), static_cast<size_t>(std::max(0, pool.terrains[t])), static_cast<model::TerrainId>(t));
    }
    std::vector<model::Token> tokens;
    for (size_t k = 0; k < pool.tokens.size(); ++k)
        tokens.insert(tokens.end(), static_cast<size_t>(std::max(0, pool.tokens[k])), static_cast<model::Token>(k));
    const auto walk = [](auto& list, std::vector<bool>& taken, double v) {
        auto i = static_cast<size_t>(std::clamp(std::floor(v), 0.0, static_cast<double>(list.size() - 1)));
        while (taken[i])
            i = (i + 1) % list.size();
        taken[i] = true;
        return list[i];
    };
    std::vector<std::vector<bool>> takenTerrain;
    for (const auto& g : gamma)
        takenTerrain.emplace_back(g.size(), false);
    std::vector<bool> takenToken(tokens.size(), false);
    for (size_t i = 0; i < cells.size(); ++i) {
        const auto z = rules.hasZones() ? static_cast<size_t>(zones[i]) : 0;
        map.setTerrain(cells[i], walk(gamma[z], takenTerrain[z], x[i]));
    }
    size_t next = cells.size();
    for (const model::CellIndex c : cells)
        map.setToken(c, rules.takesToken(map.terrain(c)) && next < x.size() ? walk(tokens, takenToken, x[next++]) : model::kNoToken);
    return map;
}

// The decoder's repair (a union-find over free indices) gives the walk's maps: on random vectors,
// on vectors that pile every component onto one index or onto the last one (long runs of taken
// tiles, wrapping), on Terra Mystica and on catan-fair (tokens, a harbour zone).
TEST(PoolDecoderTest, RepairGivesTheWalksMaps)
{
    for (const auto& [rulesName, mapName] : {std::pair{"terra-mystica-published", "terra-mystica-original"}, std::pair{"catan-fair", "catan-fair"}}) {
        const WholeMap whole(rulesName, mapName);
        const auto& [rules, loaded, pool, cells, zones] = whole;
        PoolDecoder decoder(pool, cells, rules.get(), zones);
        run::Random random(11);
        model::Map map = loaded.map;
        for (int round = 0; round < 300; ++round) {
            std::vector<double> x(static_cast<size_t>(decoder.dimension()));
            for (size_t i = 0; i < x.size(); ++i) {
                const double extent = decoder.extent(static_cast<int>(i));
                x[i] = round % 3 == 0 ? random.unit() * extent : round % 3 == 1 ? std::floor(extent / 2) : extent - 0.5;
            }
            decoder.decode(x, *rules, map);
            ASSERT_TRUE(map == walkedDecoding(pool, cells, zones, *rules, x, loaded.map)) << rulesName << " round " << round;
        }
    }
}

} // namespace
} // namespace hexloom::core::search
