// PlayerValueRequirement against brute force (requirement_oracles.h: Dijkstra from the homes,
// attributes read from the definition): count() on random maps and swapDelta over thousands of
// random swaps near homes and far from them, for homes given as cells (the O(1) table decides
// which players a swap touches), as a kind and with a kind that costs nothing to enter (a search
// back from the swap decides), whole and fractional weights, spread and minimum; on small boards,
// on 29,880 hexes and on 250,000. Every player whose value a swap changes must be among those
// PlayerValues::touched() names.
#include "core/rules/requirements/player_value_requirement.h"

#include <gtest/gtest.h>

#include "tests/core/rules/fair_rules.h"
#include "tests/core/rules/requirements/requirement_oracles.h"
#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::test {
namespace {

using core::rules::RequirementSpec;
using core::rules::RuleSet;

enum class Homes { Cells, Kind, FreeKind };

struct Case {
    Homes homes;
    const char* attributes;
    const char* weights; // empty: the rule set's 3, 2, 1
    double tolerance, minimum, spread;
};
constexpr Case kCases[] = {
    {Homes::Cells, "resources,influence,pips", "", 2, -1, 1},
    {Homes::Cells, "resources,one-spade,water-contact", "2,1", 1, 8, 1},
    {Homes::Kind, "resources,influence,pips", "", 3, 6, 1},
    {Homes::Kind, "influence,water-contact", "0.5,1.25,0.75", 0.5, -1, 1},
    {Homes::FreeKind, "resources,influence", "", 2, -1, 1},
    {Homes::FreeKind, "resources,one-spade", "1,1,1,1", 0, 45, 0},
};

std::string nameOf(const Case& c)
{
    const char* homes[] = {"cells", "kind", "free kind"};
    return std::string(homes[static_cast<int>(c.homes)]) + " [" + c.attributes + "] weights [" + c.weights + "]";
}

RequirementSpec specOf(const Case& c)
{
    return fairSpec("player-value", {{"attributes", std::string(c.attributes)},
                                     {"weights", std::string(c.weights)},
                                     {"tolerance", c.tolerance},
                                     {"minimum", c.minimum},
                                     {"spread", c.spread}});
}

// fair_rules.h's rule set with `players` players of `homesEach` random home cells each; with a
// kind, the last player's home is every Gamma hex instead; with a free kind deserts cost 0.
std::shared_ptr<RuleSet> rulesFor(const Board& board, const Case& c, int players, int homesEach, Random& random)
{
    auto rules = fairRules(board);
    rules->players.players.clear();
    for (int p = 0; p < players; ++p) {
        core::rules::Player player{"p" + std::to_string(p), "Player " + std::to_string(p), {}, "", ""};
        for (int h = 0; h < homesEach; ++h)
            player.homeCells.push_back(board.offset(static_cast<CellIndex>(random.below(static_cast<uint32_t>(board.size())))));
        rules->players.players.push_back(player);
    }
    if (c.homes == Homes::Kind)
        rules->players.players.back() = {"gammas", "Gammas", {}, "c", ""};
    if (c.homes == Homes::FreeKind)
        rules->players.pathCost["d"] = 0;
    return rules;
}

std::vector<CellIndex> homeCells(const Board& board, const RuleSet& rules)
{
    std::vector<CellIndex> out;
    for (const auto& p : rules.players.players)
        for (const auto& o : p.homeCells)
            out.push_back(board.indexAtOffset(o));
    return out;
}

// Every player whose value `s` changes is one touched() names.
void expectTouchedCovers(core::rules::PlayerValueRequirement& requirement, const Board& board, Map& map, const RuleSet& rules,
                         const RequirementSpec& spec, const SwapSource& source, Random& random, int swaps, const std::string& what)
{
    for (int i = 0; i < swaps; ++i) {
        const Swap s = source.next(random);
        const auto before = oracle::playerValues(board, map, rules, spec);
        const uint32_t touched = requirement.values().touched(map, s);
        map.apply(s);
        const auto after = oracle::playerValues(board, map, rules, spec);
        for (size_t p = 0; p < before.size(); ++p)
            ASSERT_TRUE(before[p] == after[p] || ((touched >> p) & 1) != 0) << what << ": swap " << i << " changes player " << p << " untouched";
        if (i % 3 != 0)
            map.apply(s);
    }
}

// Terrain weights (a, b, c, d, x, y, w): deserts rare enough that free ones do not join up.
const std::vector<int> kMix{250, 250, 150, 60, 120, 50, 120};

void drillEvery(const Board& board, int players, int homesEach, int swaps, const std::vector<Case>& cases)
{
    Random random(static_cast<uint64_t>(board.size()) * 7);
    for (const Case& c : cases) {
        const auto rules = rulesFor(board, c, players, homesEach, random);
        const RequirementSpec spec = specOf(c);
        auto requirement = core::rules::makeRequirement(spec, *rules, board);
        Map m = mixedMap(board, *rules, kMix, random);
        const SwapSource source{board, homeCells(board, *rules), 4};
        const std::string what = board.describe() + " " + nameOf(c);
        const auto result = drill(*requirement, m, [&](const Map& x) { return oracle::playerValueCount(board, x, *rules, spec); }, source, random, swaps, what);
        EXPECT_GT(result.changed, swaps / 50) << what;
        expectTouchedCovers(dynamic_cast<core::rules::PlayerValueRequirement&>(*requirement), board, m, *rules, spec, source, random, swaps / 4, what);
    }
}

TEST(PlayerValueRequirementTest, CountEqualsBruteForce)
{
    for (const Board& board : {Board::hexagon(4), Board::terraMystica(9, 13)}) {
        Random random(4);
        for (const Case& c : kCases) {
            const auto rules = rulesFor(board, c, 4, 2, random);
            const RequirementSpec spec = specOf(c);
            auto requirement = core::rules::makeRequirement(spec, *rules, board);
            for (int round = 0; round < 40; ++round) {
                const Map m = mixedMap(board, *rules, kMix, random);
                ASSERT_EQ(requirement->count(m), oracle::playerValueCount(board, m, *rules, spec)) << board.describe() << " " << nameOf(c);
            }
        }
    }
}

TEST(PlayerValueRequirementTest, SwapDeltasEqualRecountingOnSmallBoards)
{
    const std::vector<Case> all(std::begin(kCases), std::end(kCases));
    drillEvery(Board::hexagon(4), 4, 1, 2500, all);
    drillEvery(Board::terraMystica(9, 13), 6, 2, 2500, all);
}

TEST(PlayerValueRequirementTest, SwapDeltasEqualRecountingOn29880Hexes)
{
    drillEvery(Board::terraMystica(144, 208), 8, 1, 1000, {kCases[0], kCases[1], kCases[4], kCases[5]});
    drillEvery(Board::terraMystica(144, 208), 8, 1, 80, {kCases[2], kCases[3]}); // a kind's hexes: a board-wide recount
}

TEST(PlayerValueRequirementTest, SwapDeltasEqualRecountingOn250000Hexes)
{
    drillEvery(Board::terraMystica(800, 313), 8, 1, 400, {kCases[0], kCases[4]});
}

// The galaxy's gravity rift costs nothing to enter; Terra Mystica's factions live on every hex
// of their home terrain (FAIR, switched off in the shipped rule sets, is drilled all the same).
TEST(PlayerValueRequirementTest, SwapDeltasEqualRecountingOnTheBuiltInRuleSets)
{
    drillBuiltin("space-galaxy", "space-galaxy", "player-value", oracle::playerValueCount, 3000);
    drillBuiltin("terra-mystica-strict", "terra-mystica-original", "player-value", oracle::playerValueCount, 1500);
    drillBuiltin("terra-mystica-published", "terra-mystica-fjords", "player-value", oracle::playerValueCount, 1500);
}

} // namespace
} // namespace hexloom::test
