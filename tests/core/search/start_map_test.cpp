// Fitting a run's start to the tile pool (fitToPool): a start that already holds the free pool is
// taken as it is and draws nothing from the generator (the general fill would change nothing
// and shuffle no items, so runs are the same either way); any start that does not hold it is
// mended: the pool's counts restored, locks and zones kept, tokens only on hexes that take one.
#include "core/search/run/start_map.h"

#include <gtest/gtest.h>

#include "core/rules/tile_pool.h"
#include "tests/core/search/solver_test_support.h"

namespace hexloom::core::search {
namespace {

using test::builtinProblem;

// The problem's start shuffled by `seed` (unlocked cells among themselves, zones kept).
model::Map shuffled(const Problem& p, uint64_t seed)
{
    model::Map m = p.start;
    std::vector<model::CellIndex> unlocked;
    for (model::CellIndex c = 0; c < m.size(); ++c)
        if (!m.locked(c))
            unlocked.push_back(c);
    run::Random random(seed);
    shuffleUnlocked(m, unlocked, *p.rules, random);
    return m;
}

// The generator after fitToPool against one that was never used: equal when nothing was drawn.
bool drewNothing(run::Random& used, uint64_t seed)
{
    run::Random fresh(seed);
    return used.next() == fresh.next() && used.next() == fresh.next();
}

std::vector<model::CellIndex> deserts(const Problem& p, const model::Map& m)
{
    std::vector<model::CellIndex> out;
    for (model::CellIndex c = 0; c < m.size(); ++c)
        if (m.terrain(c) == p.rules->byId("desert"))
            out.push_back(c);
    return out;
}

// What fitToPool must give whatever the start: every cell's lock as before, locked cells as
// before, the unlocked cells ascending, the whole map holding the pool, zones kept (by zone
// lists when the rule set has zones), tokens only on hexes that take one.
void expectFitted(const Problem& p, const model::Map& start, const FittedStart& f)
{
    const rules::RuleSet& rules = *p.rules;
    std::vector<model::CellIndex> unlocked;
    for (model::CellIndex c = 0; c < start.size(); ++c) {
        EXPECT_EQ(f.map.locked(c), start.locked(c));
        if (start.locked(c)) {
            EXPECT_EQ(f.map.terrain(c), start.terrain(c));
            EXPECT_EQ(f.map.token(c), start.token(c));
        } else {
            unlocked.push_back(c);
            EXPECT_EQ(rules.zone(f.map.terrain(c)), rules.zone(start.terrain(c))) << c;
        }
        if (!rules.takesToken(f.map.terrain(c))) {
            EXPECT_EQ(f.map.token(c), model::kNoToken) << c;
        }
    }
    EXPECT_EQ(f.unlocked, unlocked);
    const auto pool = rules::TilePool::forMap(start, rules);
    EXPECT_EQ(rules::TilePool::ofMap(f.map, rules).terrains, pool.terrains);
    if (pool.tokenTotal() > 0) {
        EXPECT_EQ(rules::TilePool::ofMap(f.map, rules).tokens, pool.tokens);
    }
    if (!rules.hasZones()) {
        EXPECT_TRUE(f.unlockedByZone.empty());
        return;
    }
    ASSERT_EQ(f.unlockedByZone.size(), static_cast<size_t>(rules.zoneCount()));
    for (int z = 0; z < rules.zoneCount(); ++z) {
        std::vector<model::CellIndex> inZone;
        for (const model::CellIndex c : unlocked)
            if (rules.zone(f.map.terrain(c)) == z)
                inZone.push_back(c);
        EXPECT_EQ(f.unlockedByZone[static_cast<size_t>(z)], inZone) << "zone " << z;
    }
}

TEST(StartMapTest, AStartHoldingThePoolIsKeptAndDrawsNothing)
{
    struct Case {
        const char *rules, *map;
        bool lockRivers;
    };
    for (const Case& k : {Case{"terra-mystica-strict", "terra-mystica-original", false}, Case{"terra-mystica-strict", "terra-mystica-original", true},
                          Case{"catan", "catan-standard", false}, Case{"catan-fair", "catan-fair", false}}) {
        Problem p = builtinProblem(k.rules, k.map);
        for (model::CellIndex c = 0; k.lockRivers && c < p.start.size(); ++c)
            p.start.setLocked(c, p.rules->isWater(p.start.terrain(c)));
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            const model::Map start = shuffled(p, seed);
            run::Random random(seed);
            const FittedStart f = fitToPool(start, *p.rules, random);
            EXPECT_EQ(f.map, start) << k.rules << " seed " << seed;
            EXPECT_TRUE(drewNothing(random, seed)) << k.rules << " seed " << seed;
            expectFitted(p, start, f);
        }
    }
}

// Catan's desert takes no token: a token moved there from a resource hex is taken off the desert
// and goes back to the only hex without one.
TEST(StartMapTest, ATokenOnAHexThatTakesNoneMovesToTheHexWithout)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    const model::TerrainId desert = p.rules->byId("desert");
    model::CellIndex desertCell = model::kNoCell, bearer = model::kNoCell;
    for (model::CellIndex c = 0; c < start.size(); ++c) {
        desertCell = start.terrain(c) == desert ? c : desertCell;
        bearer = bearer == model::kNoCell && start.token(c) > 0 ? c : bearer;
    }
    ASSERT_NE(desertCell, model::kNoCell);
    ASSERT_NE(bearer, model::kNoCell);
    const model::Token moved = start.token(bearer);
    start.setToken(desertCell, moved);
    start.setToken(bearer, model::kNoToken);
    run::Random random(1);
    const FittedStart f = fitToPool(start, *p.rules, random);
    EXPECT_EQ(f.map.token(desertCell), model::kNoToken);
    EXPECT_EQ(f.map.token(bearer), moved);
    expectFitted(p, start, f);
}

// A resource hex painted over with another resource: one kind over its count, one under. The
// over-counted kind's first hexes keep it; the last one takes the missing kind.
TEST(StartMapTest, AnOverCountedTerrainGivesItsLastHexToTheMissingOne)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    const model::TerrainId wood = p.rules->byId("wood"), wheat = p.rules->byId("wheat");
    model::CellIndex lastWood = model::kNoCell, firstWheat = model::kNoCell;
    for (model::CellIndex c = 0; c < start.size(); ++c) {
        lastWood = start.terrain(c) == wood ? c : lastWood;
        firstWheat = firstWheat == model::kNoCell && start.terrain(c) == wheat ? c : firstWheat;
    }
    start.setTerrain(firstWheat, wood);
    run::Random random(5);
    const FittedStart f = fitToPool(start, *p.rules, random);
    EXPECT_EQ(f.map.terrain(std::max(lastWood, firstWheat)), wheat);
    expectFitted(p, start, f);
}

TEST(StartMapTest, AnEmptyUnlockedHexGetsTheMissingTile)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    model::CellIndex cell = 0;
    while (start.locked(cell) || start.token(cell) == model::kNoToken)
        ++cell;
    const model::TerrainId was = start.terrain(cell);
    start.setTerrain(cell, model::kNoTerrain);
    run::Random random(3);
    const FittedStart f = fitToPool(start, *p.rules, random);
    EXPECT_EQ(f.map.terrain(cell), was);
    expectFitted(p, start, f);
}

// A locked resource hex without its token: the free pool keeps a token that no unlocked hex can
// take, so the fit is refused (even though every unlocked hex holds a tile and token of the pool).
TEST(StartMapTest, TokensLeftOverForTheUnlockedHexesAreRefused)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    model::CellIndex cell = 0;
    while (start.locked(cell) || start.token(cell) == model::kNoToken)
        ++cell;
    start.setToken(cell, model::kNoToken);
    start.setLocked(cell, true);
    run::Random random(1);
    try {
        fitToPool(start, *p.rules, random);
        FAIL() << "a token with no hex to take it was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the free pool has 18 number tokens for 17 unlocked hexes that take one");
    }
}

// Every resource hex holds its token and the desert one more (a copy of a pool token): the
// extra one is taken off the desert and nothing else changes.
TEST(StartMapTest, AnExtraTokenOnAHexThatTakesNoneIsTakenOff)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    const model::CellIndex desert = deserts(p, start).front();
    start.setToken(desert, 6);
    run::Random random(2);
    const FittedStart f = fitToPool(start, *p.rules, random);
    model::Map expected = start;
    expected.setToken(desert, model::kNoToken);
    EXPECT_EQ(f.map, expected);
    expectFitted(p, start, f);
}

// A locked desert holding a token takes it out of the free pool: 17 tokens are left for the 18
// unlocked resource hexes, which all hold theirs. Refused.
TEST(StartMapTest, TokensShortOfTheUnlockedHexesAreRefused)
{
    const Problem p = builtinProblem("catan", "catan-standard");
    model::Map start = p.start;
    const model::CellIndex desert = deserts(p, start).front();
    start.setToken(desert, 6);
    start.setLocked(desert, true);
    run::Random random(1);
    try {
        fitToPool(start, *p.rules, random);
        FAIL() << "too few tokens for the unlocked hexes accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the free pool has 17 number tokens for 18 unlocked hexes that take one");
    }
}

TEST(StartMapTest, NothingToSearchIsTheSameFromTheFittedStart)
{
    Problem p = builtinProblem("terra-mystica-strict", "terra-mystica-original");
    run::Random random(1);
    EXPECT_NO_THROW(requireSomethingToSearch(fitToPool(p.start, *p.rules, random), *p.rules));
    for (model::CellIndex c = 0; c < p.start.size(); ++c)
        p.start.setLocked(c, p.rules->isLand(p.start.terrain(c)));
    const FittedStart onlyRivers = fitToPool(p.start, *p.rules, random);
    EXPECT_THROW(requireSomethingToSearch(onlyRivers, *p.rules), std::invalid_argument); // every unlocked hex a river
    EXPECT_THROW(requireSomethingToSearch(p.start, *p.rules), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::search
