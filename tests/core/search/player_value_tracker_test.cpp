// PlayerValueTracker against brute force (tests/core/rules/requirements/requirement_oracles.h):
// deltas of random swaps near homes and far from them, and the kept count after the applied ones,
// for homes given as cells, as a kind and with a kind free to enter, attributes of the hex and of
// its neighbours and tokens, on small boards, 29,880 and 250,000 hexes; strict Terra Mystica's
// FAIR on the 29,880-hex board; and which requirements the score plan gives it.
#include "core/search/scoring/player_value_tracker.h"

#include <gtest/gtest.h>

#include "core/search/scoring/score_plan.h"
#include "tests/core/rules/fair_rules.h"
#include "tests/core/rules/requirements/requirement_oracles.h"
#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::core::search {
namespace {

using model::Board;
using model::CellIndex;
using model::Map;

struct Case {
    const char* homes; // "cells", "kind" or "free"
    const char* attributes;
    const char* weights;
};
constexpr Case kCases[] = {
    {"cells", "resources,influence,pips", ""},
    {"cells", "resources,one-spade,water-contact", "2,1"},
    {"kind", "resources,influence,pips", ""},
    {"kind", "one-spade,water-contact", "1"},
    {"free", "resources,influence", "3,2,1,1"},
    {"free", "influence,water-contact,pips", ""},
};

// fair_rules.h with `players` players of one random home hex; "kind" makes the last one live on
// every Gamma hex, "free" makes deserts cost nothing to enter.
std::shared_ptr<rules::RuleSet> rulesFor(const Board& board, const Case& c, int players, run::Random& random)
{
    auto rules = test::fairRules(board);
    rules->players.players.clear();
    for (int p = 0; p < players; ++p)
        rules->players.players.push_back({"p" + std::to_string(p), "P", {board.offset(static_cast<CellIndex>(random.below(static_cast<uint32_t>(board.size()))))}, "", ""});
    if (std::string(c.homes) == "kind")
        rules->players.players.back() = {"gammas", "Gammas", {}, "c", ""};
    if (std::string(c.homes) == "free")
        rules->players.pathCost["d"] = 0;
    rules->requirements = {test::fairSpec("player-value", {{"attributes", std::string(c.attributes)}, {"weights", std::string(c.weights)}, {"tolerance", 2.0}})};
    return rules;
}

// `swaps` swaps: each delta against the brute-force recount, one in three applied.
void drill(const Board& board, const rules::RuleSet& rules, Map map, const test::SwapSource& source, run::Random& random, int swaps, const std::string& what)
{
    const rules::RequirementSpec& spec = rules.requirements[0];
    auto requirement = rules::makeRequirement(spec, rules, board);
    auto& values = dynamic_cast<rules::PlayerValueRequirement&>(*requirement);
    ASSERT_TRUE(PlayerValueTracker::supports(values)) << what;
    PlayerValueTracker tracker(values, board);
    tracker.reset(map);
    int before = test::oracle::playerValueCount(board, map, rules, spec), changed = 0;
    ASSERT_EQ(tracker.count(), before) << what;
    for (int i = 0; i < swaps; ++i) {
        const model::Swap s = source.next(random);
        map.apply(s);
        const int after = test::oracle::playerValueCount(board, map, rules, spec);
        map.apply(s);
        ASSERT_EQ(tracker.delta(map, s), after - before) << what << ": swap " << i;
        changed += after != before ? 1 : 0;
        if (i % 3 == 0) {
            tracker.apply(map, s);
            map.apply(s);
            before = after;
            ASSERT_EQ(tracker.count(), before) << what << ": after swap " << i;
        }
    }
    EXPECT_GT(changed, swaps / 50) << what;
}

void drillEvery(const Board& board, int players, int swaps, const std::vector<Case>& cases)
{
    run::Random random(static_cast<uint64_t>(board.size()) + 3);
    for (const Case& c : cases) {
        const auto rules = rulesFor(board, c, players, random);
        std::vector<CellIndex> homes;
        for (const auto& p : rules->players.players)
            if (!p.homeCells.empty())
                homes.push_back(board.indexAtOffset(p.homeCells[0]));
        const Map map = test::mixedMap(board, *rules, {250, 250, 150, 60, 120, 50, 120}, random);
        drill(board, *rules, map, test::SwapSource{board, homes, 4}, random, swaps,
              board.describe() + " " + c.homes + " [" + c.attributes + "] [" + c.weights + "]");
    }
}

TEST(PlayerValueTrackerTest, DeltasAndCountsEqualBruteForceOnSmallBoards)
{
    const std::vector<Case> all(std::begin(kCases), std::end(kCases));
    drillEvery(Board::hexagon(4), 4, 2500, all);
    drillEvery(Board::terraMystica(9, 13), 7, 2500, all);
}

TEST(PlayerValueTrackerTest, DeltasAndCountsEqualBruteForceOnBigBoards)
{
    drillEvery(Board::terraMystica(144, 208), 8, 1500, {kCases[0], kCases[1], kCases[4], kCases[5]});
    drillEvery(Board::terraMystica(144, 208), 8, 60, {kCases[2], kCases[3]}); // the oracle counts a kind over the board
    drillEvery(Board::terraMystica(800, 313), 8, 300, {kCases[0], kCases[4]});
}

// Strict Terra Mystica with FAIR on, on 29,880 hexes of the Original board's mix: every faction
// lives on its home terrain; the requirement's own count is the reference.
TEST(PlayerValueTrackerTest, TerraMysticaFairOnABigBoardEqualsTheRequirementsCount)
{
    const auto rules = test::builtinRules("terra-mystica-strict");
    const auto original = test::builtinMap("terra-mystica-original", *rules);
    const Board board = Board::terraMystica(144, 208);
    run::Random random(12);
    Map map(board.size());
    for (CellIndex c = 0; c < board.size(); ++c)
        map.setTerrain(c, original.map.terrain(static_cast<CellIndex>(random.below(static_cast<uint32_t>(original.map.size())))));
    const auto fair = std::find_if(rules->requirements.begin(), rules->requirements.end(), [](const auto& r) { return r.type == "player-value"; });
    auto requirement = rules::makeRequirement(*fair, *rules, board);
    auto& values = dynamic_cast<rules::PlayerValueRequirement&>(*requirement);
    PlayerValueTracker tracker(values, board);
    tracker.reset(map);
    ASSERT_EQ(tracker.count(), values.count(map));
    const test::SwapSource source{board, {}, 3};
    for (int i = 0; i < 300; ++i) {
        const model::Swap s = source.next(random);
        const int before = values.count(map);
        const int d = tracker.delta(map, s);
        tracker.apply(map, s);
        map.apply(s);
        ASSERT_EQ(before + d, values.count(map)) << "swap " << i;
        ASSERT_EQ(tracker.count(), values.count(map)) << "swap " << i;
    }
}

// Whole-number sums take the tracker; fractional weights score themselves (running sums of
// fractions would drift from a recount).
TEST(PlayerValueTrackerTest, ThePlanTracksWholeSumsOnly)
{
    auto board = std::make_shared<const Board>(Board::hexagon(3));
    for (const auto& [weights, kind] : {std::pair{"3,2,1", ScorePlan::Kind::PlayerValue}, std::pair{"1,0.5", ScorePlan::Kind::Fallback}}) {
        run::Random random(1);
        auto rules = rulesFor(*board, kCases[0], 3, random);
        rules->requirements[0].params["weights"] = std::string(weights);
        auto compiled = rules::CompiledRules::of(board, rules);
        const ScorePlan plan(compiled);
        EXPECT_EQ(plan.entries[0].kind, kind) << weights;
        EXPECT_EQ(plan.playerEntry, kind == ScorePlan::Kind::PlayerValue ? 0 : -1) << weights;
    }
}

} // namespace
} // namespace hexloom::core::search
