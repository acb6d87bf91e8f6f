// The exact engine against brute force on boards of 6 and 7 hexes: every answer (feasible,
// infeasible, optimum, lower bound), every core minimal (the core alone has no map, and without
// any one of its items it has one, by brute force and by the engine), lock sets taken from
// 0-scoring maps never called infeasible, the exact repair never worse than the greedy revert.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "core/exact/core_message.h"
#include "core/rules/evaluator.h"
#include "exact_fixture.h"
#include "core/rules/edits/new_game.h"
#include "core/rules/homes.h"
#include "core/run/run_control.h"
#include "core/search/run/fewest_changes.h"
#include "core/search/run/start_map.h"

namespace hexloom::test {
namespace {

using namespace core::exact;

// Four land kinds on a terraform cycle (a-c and b-d two spades apart) and water.
RuleSet tinyRules(std::mt19937& rng)
{
    RuleSet r;
    r.name = "tiny";
    const char* ids[] = {"a", "b", "c", "d", "w"};
    for (int i = 0; i < 5; ++i) {
        core::rules::Terrain t = tinyKind(ids[i], static_cast<char>('A' + i));
        t.water = i == 4;
        t.cyclePosition = i < 4 ? i : -1;
        r.terrains.push_back(t);
    }
    const std::vector<RequirementSpec> all{
        {"SAME", "same-terrain-hexes", "Same kind touching", 1, true, {}},
        {"SPADE", "one-spade", "A neighbour one spade away", 1, true, {{"min_land_neighbours", 2.0}}},
        {"WIDE", "water-degree", "Water 1 to 2 wide", 1, true, {{"min", 1.0}, {"max", 2.0}}},
        {"PAIRS", "same-terrain-pairs", "Same kind pairs", 1, true, {{"count_twice", 0.0}}},
        {"APART", "forbidden-neighbours", "a and d apart", 1, true, {{"pairs", std::string("a:d")}}},
        {"PIECES", "water-components", "Water in one piece", 1, true, {{"allowed_components", 1.0}}},
        {"NOWATER", "water-components", "No water", 1, true, {{"allowed_components", 0.0}}},
        {"ISLAND", "min-island-size", "Islands of 3 or more", 1, true, {{"size", 3.0}}},
        {"NEAR", "distance", "a hexes 2 apart", 1, true, {{"from", std::string("a")}, {"min", 2.0}}},
        {"REACH", "distance", "b near water or b, b and water 3 apart", 1, true,
         {{"from", std::string("b")}, {"to", std::string("w,b")}, {"min", 3.0}, {"max", 1.0}}},
    };
    for (const auto& spec : all)
        if (rng() % 2 == 0) {
            r.requirements.push_back(spec);
            r.requirements.back().weight = 1 + static_cast<double>(rng() % 2);
        }
    r.finalize();
    return r;
}

TinyTrial randomTrial(std::mt19937& rng)
{
    TinyTrial t{rng() % 2 == 0 ? Board::hexagon(1) : Board::rectangle(3, 2), nullptr, {}};
    t.rules = std::make_shared<RuleSet>(tinyRules(rng));
    t.map = Map(t.board.size());
    fillPool(t, rng, [](std::mt19937& g) { return static_cast<TerrainId>(g() % 5); });
    // Up to two players, each with a home cell of its own holding a home tile of the pool's kinds.
    const int players = static_cast<int>(rng() % 3);
    for (int p = 0; p < players; ++p) {
        core::rules::Player player;
        player.id = "p" + std::to_string(p + 1);
        player.name = "Player " + std::to_string(p + 1);
        player.homeCells.push_back(t.board.offset(static_cast<CellIndex>(p * 2 + static_cast<int>(rng() % 2))));
        player.homeTile = t.rules->terrain(static_cast<TerrainId>(rng() % 5)).id;
        t.rules->players.players.push_back(player);
    }
    lockSome(t, rng, 4);
    return t;
}

TEST(ExactEngine, AgreesWithBruteForceOnEveryAnswer)
{
    std::mt19937 rng(2811);
    int infeasible = 0, optimal = 0;
    for (int round = 0; round < 60; ++round) {
        const TinyTrial t = randomTrial(rng);
        const unsigned pick = rng() % 4;
        const std::optional<int> target = pick < 3 ? std::optional<int>(static_cast<int>(pick)) : std::nullopt;
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        const auto answer = proveTrial(t, target);
        SCOPED_TRACE("round " + std::to_string(round) + " target " + std::to_string(target.value_or(-1)));
        ASSERT_TRUE(answer.notCovered.empty());
        EXPECT_EQ(answer.covered.size(), t.rules->requirements.size());
        if (brute.best > target.value_or(1'000'000)) {
            ++infeasible;
            EXPECT_EQ(answer.status, ProofStatus::Infeasible);
        } else {
            ++optimal;
            EXPECT_EQ(answer.status, ProofStatus::Optimal);
        }
        if (brute.map) {
            EXPECT_EQ(answer.lowerBound, brute.best);
            ASSERT_TRUE(answer.best.has_value());
            EXPECT_EQ(answer.bestScore, brute.best);
        }
    }
    EXPECT_GT(infeasible, 5);
    EXPECT_GT(optimal, 5);
}

TEST(ExactEngine, TheTargetAloneIsDecidedAsBruteForceDecidesIt)
{
    std::mt19937 rng(77);
    for (int round = 0; round < 40; ++round) {
        const TinyTrial t = randomTrial(rng);
        const int target = static_cast<int>(rng() % 3);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        const auto answer = engine.prove(target, {}, false);
        SCOPED_TRACE("round " + std::to_string(round));
        if (brute.best > target) {
            EXPECT_EQ(answer.status, ProofStatus::Infeasible);
            continue;
        }
        ASSERT_TRUE(answer.best.has_value());
        EXPECT_LE(answer.bestScore, target);
        EXPECT_EQ(answer.status, answer.bestScore == 0 ? ProofStatus::Optimal : ProofStatus::Bound);
    }
}

TEST(ExactEngine, EveryCoreIsMinimal)
{
    std::mt19937 rng(97);
    int cores = 0;
    for (int round = 0; round < 80 && cores < 25; ++round) {
        const TinyTrial t = randomTrial(rng);
        const auto answer = proveTrial(t, 0);
        if (answer.status != ProofStatus::Infeasible)
            continue;
        ++cores;
        SCOPED_TRACE("round " + std::to_string(round) + ": " + describeCore(answer.core, t.board, *t.rules));
        EXPECT_TRUE(answer.coreMinimal);
        EXPECT_GT(bruteForce(t.board, *t.rules, t.map, itemsOf(answer.core)).best, 0) << "the core alone has a map scoring 0";
        for (size_t drop = 0; drop < answer.core.size(); ++drop) {
            auto rest = answer.core;
            rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
            EXPECT_EQ(bruteForce(t.board, *t.rules, t.map, itemsOf(rest)).best, 0) << "without item " << drop << " still no map";
        }
    }
    EXPECT_GE(cores, 10);
}

// Two players whose homes touch and hold the same land kind: with "no same-kind pairs" no map
// reaches 0, and the core names both homes (not locks) and the requirement, in words.
TEST(ExactEngine, HomesAreItemsOfTheCoreNamedByPlayer)
{
    std::mt19937 rng(1);
    auto rules = std::make_shared<RuleSet>(tinyRules(rng));
    rules->requirements = {{"PAIRS", "same-terrain-pairs", "Same kind pairs", 1, true, {{"count_twice", 0.0}}}};
    const Board board = Board::hexagon(1);
    Map map(board.size());
    rules->pool.assign(5, 0);
    for (CellIndex c = 0; c < board.size(); ++c) {
        map.setTerrain(c, static_cast<TerrainId>(c % 5));
        ++rules->pool[c % 5];
    }
    ++rules->pool[0]; // room for a second "a" on the homes
    const CellIndex first = 0, second = board.neighbours(0)[0];
    for (const CellIndex home : {first, second}) {
        core::rules::Player p;
        p.id = home == first ? "north" : "south";
        p.name = home == first ? "Player North" : "Player South";
        p.homeCells.push_back(board.offset(home));
        p.homeTile = "a";
        rules->players.players.push_back(p);
        map.setTerrain(home, 0);
        map.setLocked(home, true); // as placeHomes leaves it: a home, not a lock of its own
    }
    rules->finalize();
    ExactEngine engine(std::make_shared<const Board>(board), rules, map);
    const auto answer = engine.prove(0);
    ASSERT_EQ(answer.status, ProofStatus::Infeasible);
    EXPECT_TRUE(answer.coreMinimal);
    ASSERT_EQ(answer.core.size(), 3u) << describeCore(answer.core, board, *rules);
    std::set<std::string> homes;
    for (const auto& item : answer.core) {
        EXPECT_NE(item.kind, ExactItem::Kind::Lock);
        if (item.kind == ExactItem::Kind::Home)
            homes.insert(item.id);
    }
    EXPECT_EQ(homes, (std::set<std::string>{"north", "south"}));
    const auto words = describeCore(answer.core, board, *rules);
    EXPECT_NE(words.find("the home of Player North"), std::string::npos) << words;
    EXPECT_NE(words.find("home of Player South (Kind a on hex"), std::string::npos) << words;
    // Without either home (brute force), a map reaches 0.
    auto items = allItems(map, *rules);
    items.homes.erase("north");
    items.locks.clear();
    EXPECT_EQ(bruteForce(board, *rules, map, items).best, 0);
}

TEST(ExactEngine, LocksFromAZeroMapAreNeverInfeasible)
{
    std::mt19937 rng(5);
    int tried = 0;
    for (int round = 0; round < 80 && tried < 20; ++round) {
        TinyTrial t = randomTrial(rng);
        for (CellIndex c = 0; c < t.map.size(); ++c)
            t.map.setLocked(c, false);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        if (!brute.map || brute.best != 0)
            continue;
        ++tried;
        Map locked = *brute.map;
        for (CellIndex c = 0; c < locked.size(); ++c)
            locked.setLocked(c, rng() % 2 == 0);
        const auto answer = proveTrial({t.board, t.rules, locked}, 0);
        EXPECT_EQ(answer.status, ProofStatus::Optimal) << "round " << round;
        EXPECT_EQ(answer.bestScore, 0);
    }
    EXPECT_GE(tried, 10);
}

TEST(ExactEngine, RepairChangesTheFewestHexes)
{
    std::mt19937 rng(41);
    for (int round = 0; round < 40; ++round) {
        const TinyTrial t = randomTrial(rng);
        const auto brute = bruteForce(t.board, *t.rules, t.map, allItems(t.map, *t.rules));
        const auto board = std::make_shared<const Board>(t.board);
        ExactEngine engine(board, t.rules, t.map);
        const auto repair = engine.repair();
        SCOPED_TRACE("round " + std::to_string(round));
        if (!brute.map) {
            EXPECT_FALSE(repair.map.has_value());
            continue;
        }
        ASSERT_TRUE(repair.map.has_value());
        EXPECT_TRUE(repair.changesProven) << repair.reason;
        EXPECT_EQ(repair.score, brute.best);
        EXPECT_EQ(repair.changes, brute.fewestChanges);
        core::rules::Evaluator evaluator(board, t.rules);
        const Map greedy = core::search::fewestChanges(evaluator, t.map, *repair.proof.best);
        // The greedy revert knows no homes: compared only where it keeps them.
        if (evaluator.score(greedy) == repair.score && core::rules::misplacedHomes(*t.rules, t.board, greedy).empty()) {
            EXPECT_LE(repair.changes, core::search::changedHexes(t.map, greedy));
        }
    }
}

// A number-token game whose homes hold a resource (New Game's tokens template with players):
// each home is locked with its token, and repair keeps it there as every search does, though
// moving the homes' tokens would mend the map with fewer changes. The oracle: the tokens the
// homes held, compared with those of the repaired map.
TEST(ExactEngine, RepairKeepsTheTokenOfAHomeThatTakesOne)
{
    core::rules::NewGameOptions o;
    o.from = core::rules::GameTemplate::Tokens;
    o.players = 3;
    auto rules = std::make_shared<core::rules::RuleSet>(core::rules::makeNewGame(o));
    rules->finalize();
    const auto board = std::make_shared<const Board>(core::rules::boardOf(rules->board));
    const auto homes = core::rules::homeCells(*rules, *board);
    int repairs = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        core::run::Random random(seed);
        auto fitted = core::search::fitToPool(core::rules::newMapWithHomes(*rules, *board), *rules, random);
        core::search::shuffleUnlocked(fitted.map, fitted.unlocked, *rules, random);
        ExactEngine engine(board, rules, fitted.map);
        const auto repair = engine.repair();
        if (!repair.map)
            continue;
        ++repairs;
        for (const auto& h : homes) {
            EXPECT_EQ(repair.map->terrain(h.cell), h.kind) << "seed " << seed;
            EXPECT_EQ(repair.map->token(h.cell), fitted.map.token(h.cell)) << "seed " << seed << ": a home's token moved";
        }
    }
    EXPECT_GT(repairs, 0) << "no map was repaired: the test proves nothing";
}

TEST(ExactEngine, TheBoundOnlyRisesWhileItIsStreamed)
{
    std::mt19937 rng(13);
    int streamed = 0;
    for (int round = 0; round < 30; ++round) {
        const TinyTrial t = randomTrial(rng);
        ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map);
        std::vector<int> bounds;
        const auto answer = engine.prove(std::nullopt, [&](const ProofAnswer& a) {
            bounds.push_back(a.lowerBound);
            if (a.best) {
                EXPECT_LE(a.lowerBound, a.bestScore);
            }
        });
        streamed += static_cast<int>(bounds.size());
        EXPECT_TRUE(std::is_sorted(bounds.begin(), bounds.end())) << "round " << round;
        if (!bounds.empty()) {
            EXPECT_EQ(bounds.back(), answer.lowerBound);
        }
    }
    EXPECT_GT(streamed, 30);
}

TEST(ExactEngine, ACancelledRunAnswersUnknownWithTheReason)
{
    std::mt19937 rng(3);
    const TinyTrial t = randomTrial(rng);
    core::run::RunControl control;
    control.cancel();
    ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map, {}, &control);
    const auto answer = engine.prove(0);
    EXPECT_EQ(answer.status, ProofStatus::Unknown);
    EXPECT_EQ(answer.reason, "cancelled");
}

TEST(ExactEngine, AnEncodingPastItsCapAnswersUnknownNamingTheCap)
{
    std::mt19937 rng(3);
    const TinyTrial t = randomTrial(rng);
    ExactEngine engine(std::make_shared<const Board>(t.board), t.rules, t.map, {.caps = {.clauses = 20, .literals = 1'000'000}});
    const auto answer = engine.prove(0);
    EXPECT_EQ(answer.status, ProofStatus::Unknown);
    EXPECT_NE(answer.reason.find("clause cap of 20"), std::string::npos) << answer.reason;
    EXPECT_NE(answer.reason.find("(in kinds)"), std::string::npos) << "the part the cap was reached in: " << answer.reason;
}

} // namespace
} // namespace hexloom::test
