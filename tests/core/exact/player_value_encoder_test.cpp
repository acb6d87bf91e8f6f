// The player-value encoder against its oracles: the Evaluator on shuffled space-galaxy maps
// (every hex locked, so the proven optimum is that map's score: path costs 2, an impassable
// supernova and a free rift on the way), and brute force on boards of 6 and 7 hexes with two
// players, random path costs (one free tile at most), fractional weights and attributes, a
// tolerance and a minimum.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>

#include "core/exact/core_message.h"
#include "exact_fixture.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

using namespace core::exact;

// Space galaxy with REQ1 changed by `tweak`, on `rounds` maps: the fixed systems (centre and
// homes) stay, the other systems are shuffled among the other hexes, and all are locked.
void expectGalaxyCounts(int rounds, const std::function<void(RequirementSpec&)>& tweak)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("space-galaxy"));
    for (auto& spec : rules->requirements)
        if (spec.id == "REQ1")
            tweak(spec);
    const auto loaded = builtinMap("space-galaxy", *rules);
    const auto board = std::make_shared<const Board>(loaded.board);
    std::vector<CellIndex> movable;
    for (CellIndex c = 0; c < loaded.map.size(); ++c)
        if (!rules->terrain(loaded.map.terrain(c)).fixed)
            movable.push_back(c);
    std::mt19937 rng(2828);
    int violated = 0;
    for (int round = 0; round < rounds; ++round) {
        auto to = movable;
        std::shuffle(to.begin(), to.end(), rng);
        Map map = loaded.map;
        for (size_t i = 0; i < movable.size(); ++i)
            map.setTerrain(to[i], loaded.map.terrain(movable[i]));
        for (CellIndex c = 0; c < map.size(); ++c)
            map.setLocked(c, true);
        ExactEngine engine(board, rules, map, {.timeLimit = std::chrono::seconds(60)});
        const auto answer = engine.prove();
        SCOPED_TRACE("round " + std::to_string(round));
        ASSERT_TRUE(answer.notCovered.empty()) << answer.notCovered.front().reason;
        EXPECT_EQ(answer.status, ProofStatus::Optimal) << answer.reason;
        EXPECT_EQ(answer.lowerBound, engine.score(map)) << answer.reason;
        EXPECT_EQ(answer.bestScore, engine.score(map));
        violated += engine.score(map) > 0 ? 1 : 0;
    }
    EXPECT_GT(violated, rounds / 2); // the shuffles are unfair: the counts compared are not all 0
}

TEST(PlayerValueEncoder, SpaceGalaxyCountsExactlyOnShuffledMaps)
{
    expectGalaxyCounts(12, [](RequirementSpec&) {});
}

// Halves in the weights and a minimum: the sums scaled by 2, the deficits counted per player.
TEST(PlayerValueEncoder, FractionalWeightsAndAMinimumCountExactly)
{
    expectGalaxyCounts(8, [](RequirementSpec& spec) {
        spec.params["weights"] = std::string("2.5,1.5,0.5");
        spec.params["tolerance"] = 1.5;
        spec.params["minimum"] = 14.0;
    });
}

TEST(PlayerValueEncoder, TheMapAttributesAreNotCoveredWithTheReason)
{
    auto rules = std::make_shared<RuleSet>(*builtinRules("space-galaxy"));
    for (auto& spec : rules->requirements)
        if (spec.id == "REQ1")
            spec.params["attributes"] = std::string("resources,water-contact");
    const auto loaded = builtinMap("space-galaxy", *rules);
    ExactEngine engine(std::make_shared<const Board>(loaded.board), rules, loaded.map, {.timeLimit = std::chrono::seconds(10)});
    const auto answer = engine.prove();
    ASSERT_EQ(answer.notCovered.size(), 1u);
    EXPECT_EQ(answer.notCovered[0].id, "REQ1");
    EXPECT_NE(answer.notCovered[0].reason.find("only kind attributes"), std::string::npos) << answer.notCovered[0].reason;
}

// Kinds a..d with a "gold" attribute in halves, each with a path cost of 1, 2, impassable or
// (one kind; in half the trials one tile at most, else any number, so that free hexes may chain)
// free; two players with a home cell each.
TinyTrial randomTrial(std::mt19937& rng)
{
    const char* ids[] = {"a", "b", "c", "d"};
    TinyTrial t = tinyTrial(rng, "tiny-values", {ids, ids + 4});
    RuleSet& r = *t.rules;
    for (int i = 0; i < 4; ++i) {
        r.terrains[static_cast<size_t>(i)].cyclePosition = i;
        r.terrains[static_cast<size_t>(i)].attributes["gold"] = static_cast<double>(rng() % 7) / 2;
    }
    const int costs[] = {1, 2, -1, 1};
    for (int i = 0; i < 4; ++i)
        r.players.pathCost[ids[i]] = costs[rng() % 4];
    const int free = static_cast<int>(rng() % 5); // 4: none free
    const bool chains = rng() % 2 == 0;
    if (free < 4)
        r.players.pathCost[ids[free]] = 0;
    r.players.distanceWeights = rng() % 2 == 0 ? std::vector<double>{2, 1} : std::vector<double>{1.5, 1, 0.5};
    for (int p = 0; p < 2; ++p) {
        core::rules::Player player;
        player.id = "p" + std::to_string(p + 1);
        player.name = "Player " + std::to_string(p + 1);
        player.homeCells.push_back(t.board.offset(static_cast<CellIndex>(p == 0 ? 0 : t.board.size() - 1)));
        r.players.players.push_back(player);
    }
    const bool spread = rng() % 3 != 0;
    RequirementSpec spec{"VALUE", "player-value", "Fair values", 1, true, {{"attributes", std::string("gold")}}};
    spec.params["tolerance"] = static_cast<double>(rng() % 3) / 2;
    spec.params["minimum"] = spread && rng() % 2 == 0 ? -1.0 : static_cast<double>(rng() % 9) / 2;
    spec.params["spread"] = spread ? 1.0 : 0.0;
    r.requirements.push_back(spec);
    r.finalize();
    t.map = Map(t.board.size());
    r.pool.assign(4, 0);
    for (CellIndex c = 0; c < t.board.size(); ++c) {
        auto kind = static_cast<TerrainId>(rng() % 4);
        if (static_cast<int>(kind) == free && r.pool[kind] > 0 && !chains)
            kind = static_cast<TerrainId>((kind + 1) % 4); // one free tile at most
        ++r.pool[kind];
        t.map.setTerrain(c, kind);
    }
    const int locks = static_cast<int>(rng() % 3);
    for (int i = 0; i < locks; ++i)
        t.map.setLocked(static_cast<CellIndex>(rng() % static_cast<unsigned>(t.board.size())), true);
    return t;
}

TEST(PlayerValueEncoder, AgreesWithBruteForceOnTinyBoards)
{
    std::mt19937 rng(2829);
    int nonZero = 0;
    for (int round = 0; round < 60; ++round) {
        const TinyTrial t = randomTrial(rng);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove();
        SCOPED_TRACE("round " + std::to_string(round));
        ASSERT_TRUE(answer.notCovered.empty()) << answer.notCovered.front().reason;
        ASSERT_TRUE(brute.map.has_value());
        EXPECT_EQ(answer.status, ProofStatus::Optimal);
        EXPECT_EQ(answer.lowerBound, brute.best);
        EXPECT_EQ(answer.bestScore, brute.best);
        // With every hex locked to the start map, the count is that map's.
        Map locked = t.map;
        for (CellIndex c = 0; c < locked.size(); ++c)
            locked.setLocked(c, true);
        ExactEngine fixed(std::make_shared<const Board>(t.board), t.rules, locked);
        EXPECT_EQ(fixed.prove().lowerBound, fixed.score(locked));
        nonZero += brute.best > 0 ? 1 : 0;
    }
    EXPECT_GT(nonZero, 5);
}

// The encoding follows chains of free hexes only as long as the pool's count of the free kind
// allows: cores and bounds must hold also where the shrinking drops that count, which the engine
// decides on its encoding that relies on no count. Against brute force (each item not in the core
// dropped, a dropped count unlimited): the core alone has no map reaching the target, without any
// one item a map reaches it (no item is kept unproven), and no bound passes the optimum.
TEST(PlayerValueEncoder, EveryCoreIsARealMinimalConflictWhenTheFreeKindsCountIsRelied)
{
    std::mt19937 rng(2830);
    int cores = 0, freeCounted = 0, kept = 0;
    for (int round = 0; round < 400 && cores < 40; ++round) {
        const TinyTrial t = randomTrial(rng);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        const int target = static_cast<int>(rng() % 2);
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove(target);
        SCOPED_TRACE("round " + std::to_string(round) + ": " + describeCore(answer.core, t.board, *t.rules));
        ASSERT_TRUE(brute.map.has_value());
        EXPECT_LE(answer.lowerBound, brute.best) << "a bound above the optimum";
        if (answer.status != ProofStatus::Infeasible) {
            EXPECT_LE(brute.best, target);
            continue;
        }
        ++cores;
        EXPECT_GT(brute.best, target);
        EXPECT_TRUE(answer.coreMinimal);
        EXPECT_GT(bruteForce(t.board, *t.rules, t.map, itemsOf(answer.core)).best, target) << "the core alone reaches the target";
        for (size_t drop = 0; drop < answer.core.size(); ++drop) {
            const auto& item = answer.core[drop];
            const auto cost = item.kind == ExactItem::Kind::Pool ? t.rules->players.pathCost.find(t.rules->terrain(item.terrain).id)
                                                                 : t.rules->players.pathCost.end();
            const bool freeKind = cost != t.rules->players.pathCost.end() && cost->second == 0;
            freeCounted += freeKind ? 1 : 0;
            kept += item.kept.empty() ? 0 : 1;
            EXPECT_TRUE(item.kept.empty()) << "kept unproven: " << item.kept;
            auto rest = answer.core;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
            EXPECT_LE(bruteForce(t.board, *t.rules, t.map, itemsOf(rest)).best, target) << "without item " << drop << " still no map";
        }
    }
    EXPECT_GE(cores, 20);
    EXPECT_GE(freeCounted, 3); // the free kind's count is among the items of some cores
    EXPECT_EQ(kept, 0);        // each decided: by a map read back, or on the encoding that relies on no count
}

} // namespace
} // namespace hexloom::test
