// CornerPipsRequirement against brute force (requirement_oracles.h: triangles found through hex
// coordinates, repeats counted per resource and number): count() on random maps, and swapDelta
// over thousands of random swaps of terrains, tokens or both, for every combination of a pip
// window, `distinct` and `unique_per_resource`, on small boards, on 29,880 hexes (numbers 2-12
// on most hexes: every pair held many times; and numbers 2-127 on 3 % of the hexes: pairs held
// once or a few times, so a repeat's look-up often crosses the board) and on 250,000.
#include "core/rules/requirements/corner_pips_requirement.h"

#include <gtest/gtest.h>

#include "tests/core/rules/fair_rules.h"
#include "tests/core/rules/requirements/requirement_oracles.h"
#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::test {
namespace {

using core::rules::RequirementSpec;

struct Params {
    double min, max;
    bool distinct, unique;
};
constexpr Params kParams[] = {
    {5, 11, true, true}, {5, 11, false, true}, {5, 11, true, false}, {5, 11, false, false},
    {7, 9, true, true},  {7, 9, false, true},  {7, 9, true, false},  {7, 9, false, false},
};

RequirementSpec specOf(const Params& p)
{
    return fairSpec("corner-pips", {{"min", p.min}, {"max", p.max}, {"distinct", p.distinct ? 1.0 : 0.0}, {"unique_per_resource", p.unique ? 1.0 : 0.0}});
}

std::string nameOf(const Params& p)
{
    return "pips " + std::to_string(static_cast<int>(p.min)) + "-" + std::to_string(static_cast<int>(p.max)) + (p.distinct ? " distinct" : "") +
           (p.unique ? " unique" : "");
}

std::vector<CellIndex> withTokens(const Map& m)
{
    std::vector<CellIndex> out;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (m.token(c) > 0)
            out.push_back(c);
    return out;
}

// Terrain weights (a, b, c producing; d, x, y, w not) with the producing ones `producing` in 1,000.
std::vector<int> mix(int producing)
{
    const int other = (1000 - producing) / 4;
    return {producing / 3, producing / 3, producing / 3, other, other, other, other};
}

TEST(CornerPipsRequirementTest, CountEqualsBruteForce)
{
    for (const Board& board : {Board::hexagon(3), Board::terraMystica(9, 13), Board::rectangle(11, 6)}) {
        const auto rules = fairRules(board);
        const auto corners = oracle::triangles(board);
        Random random(8);
        for (const Params& p : kParams) {
            const RequirementSpec spec = specOf(p);
            auto requirement = core::rules::makeRequirement(spec, *rules, board);
            for (int round = 0; round < 40; ++round) {
                const Map m = mixedMap(board, *rules, mix(500 + 10 * round), random, 6, round % 2 == 0 ? 11 : 4);
                ASSERT_EQ(requirement->count(m), oracle::cornerCount(corners, board, m, *rules, spec)) << board.describe() << " " << nameOf(p);
            }
        }
    }
}

void drillEvery(const Board& board, int producing, uint32_t numbers, int swaps, const std::vector<Params>& params)
{
    const auto rules = fairRules(board);
    const auto corners = oracle::triangles(board);
    Random random(static_cast<uint64_t>(board.size()) + numbers);
    for (const Params& p : params) {
        const RequirementSpec spec = specOf(p);
        auto requirement = core::rules::makeRequirement(spec, *rules, board);
        const Map m = mixedMap(board, *rules, mix(producing), random, numbers > 11 ? 64 : 8, numbers);
        const SwapSource source{board, withTokens(m), 3};
        const auto result = drill(*requirement, m, [&](const Map& x) { return oracle::cornerCount(corners, board, x, *rules, spec); }, source, random, swaps,
                                  board.describe() + " " + nameOf(p));
        EXPECT_GT(result.changed, swaps / 50) << board.describe() << " " << nameOf(p);
    }
}

TEST(CornerPipsRequirementTest, SwapDeltasEqualRecountingOnSmallBoards)
{
    const std::vector<Params> all(std::begin(kParams), std::end(kParams));
    drillEvery(Board::hexagon(3), 850, 11, 2500, all);
    drillEvery(Board::terraMystica(9, 13), 900, 6, 2500, all); // few numbers: many equal ones
}

TEST(CornerPipsRequirementTest, SwapDeltasEqualRecountingOn29880Hexes)
{
    const Board board = Board::terraMystica(144, 208);
    drillEvery(board, 850, 11, 500, {kParams[0], kParams[1], kParams[6], kParams[7]});
    drillEvery(board, 30, 126, 500, {kParams[0], kParams[5]}); // pairs held once or a few times
}

TEST(CornerPipsRequirementTest, SwapDeltasEqualRecountingOn250000Hexes)
{
    drillEvery(Board::terraMystica(800, 313), 850, 11, 150, {kParams[0]});
}

TEST(CornerPipsRequirementTest, SwapDeltasEqualRecountingOnTheFairCatanBoards)
{
    const auto corners = [](const Board& b, const Map& m, const core::rules::RuleSet& r, const RequirementSpec& s) {
        return oracle::cornerCount(oracle::triangles(b), b, m, r, s);
    };
    drillBuiltin("catan-fair", "catan-fair", "corner-pips", corners, 3000);
    drillBuiltin("catan-5-6", "catan-5-6", "corner-pips", corners, 3000);
}

} // namespace
} // namespace hexloom::test
