// DistanceRequirement against brute force (requirement_oracles.h): count() and cells() on random
// maps of boards of every shape (one with holes in its rows), and swapDelta over thousands of
// random swaps for min only, max only and both, with from and to the same, overlapping or apart,
// on small boards, on 29,880 hexes and on 250,000.
#include "core/rules/requirements/distance_requirement.h"

#include <gtest/gtest.h>

#include "tests/core/rules/fair_rules.h"
#include "tests/core/rules/requirements/requirement_oracles.h"
#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::test {
namespace {

using core::rules::RequirementSpec;
using core::rules::RuleSet;

struct Params {
    const char* from;
    const char* to;
    double min, max;
};
// Kinds x and y are the listed ones (fair_rules.h): to = from (mirrored pairs), overlapping, apart.
constexpr Params kParams[] = {
    {"x", "", 2, 0}, {"x", "x,y", 3, 0}, {"x", "y", 0, 2}, {"x,y", "x", 0, 3}, {"x", "x,y", 2, 1}, {"y", "x", 4, 3}, {"x,y", "", 3, 2},
};

RequirementSpec specOf(const Params& p)
{
    return fairSpec("distance", {{"from", std::string(p.from)}, {"to", std::string(p.to)}, {"min", p.min}, {"max", p.max}});
}

std::string nameOf(const Params& p)
{
    return std::string("from ") + p.from + " to " + p.to + " min " + std::to_string(static_cast<int>(p.min)) + " max " +
           std::to_string(static_cast<int>(p.max));
}

// Terrain weights (a, b, c, d, x, y, w) with x and y each `listed` in 1,000.
std::vector<int> mix(int listed) { return {200, 200, 200, 100, listed, listed, 100}; }

// The cells that violate by the definition: an end of a close pair, or a from hex alone.
std::vector<CellIndex> violatingCells(const Board& b, const Map& m, const RuleSet& r, const Params& p)
{
    const auto from = oracle::kinds(r, p.from), to = oracle::kinds(r, *p.to ? p.to : p.from);
    std::vector<CellIndex> out;
    for (CellIndex c = 0; c < b.size(); ++c) {
        bool close = false, near = false;
        for (CellIndex y = 0; y < b.size(); ++y) {
            const int d = oracle::hexDistance(b, c, y);
            close = close || (y != c && d < p.min && ((from[m.terrain(c)] && to[m.terrain(y)]) || (to[m.terrain(c)] && from[m.terrain(y)])));
            near = near || (y != c && to[m.terrain(y)] && d <= p.max);
        }
        if (close || (p.max > 0 && from[m.terrain(c)] && !near))
            out.push_back(c);
    }
    return out;
}

std::vector<CellIndex> listedCells(const Map& m, const RuleSet& r)
{
    std::vector<CellIndex> out;
    for (CellIndex c = 0; c < m.size(); ++c)
        if (r.terrain(m.terrain(c)).id == "x" || r.terrain(m.terrain(c)).id == "y")
            out.push_back(c);
    return out;
}

Board customWithHoles()
{
    std::vector<core::model::Hex> cells;
    Random random(9);
    for (int r = 0; r < 12; ++r)
        for (int q = -6; q < 10; ++q)
            if (r != 4 && random.below(4) != 0)
                cells.push_back({q, r});
    return Board::fromCells(cells);
}

TEST(DistanceRequirementTest, CountAndCellsEqualBruteForce)
{
    for (const Board& board : {Board::hexagon(4), Board::terraMystica(9, 13), Board::rectangle(12, 7), customWithHoles()}) {
        const auto rules = fairRules(board);
        Random random(5);
        for (const Params& p : kParams) {
            const RequirementSpec spec = specOf(p);
            auto requirement = core::rules::makeRequirement(spec, *rules, board);
            for (int round = 0; round < 30; ++round) {
                const Map m = mixedMap(board, *rules, mix(20 + 10 * round), random);
                ASSERT_EQ(requirement->count(m), oracle::distanceCount(board, m, *rules, spec)) << board.describe() << " " << nameOf(p);
                std::vector<CellIndex> cells;
                requirement->cells(m, cells);
                const auto expected = violatingCells(board, m, *rules, p);
                ASSERT_EQ(cells, expected) << board.describe() << " " << nameOf(p);
                for (CellIndex c = 0; c < board.size(); c += 7)
                    ASSERT_EQ(requirement->explain(m, c).empty(), !std::binary_search(expected.begin(), expected.end(), c));
            }
        }
    }
}

// Every parameter set on `board`, `swaps` swaps each; the deltas must move the count both ways.
// On big boards (`patches` > 0) the listed kinds stand in patches of radius 8, one hex in three.
void drillEvery(const Board& board, int listed, int patches, int swaps, const std::vector<Params>& params)
{
    const auto rules = fairRules(board);
    Random random(static_cast<uint64_t>(board.size()));
    for (const Params& p : params) {
        const RequirementSpec spec = specOf(p);
        auto requirement = core::rules::makeRequirement(spec, *rules, board);
        Map m = mixedMap(board, *rules, mix(listed), random);
        paintPatches(board, m, {rules->byId("x"), rules->byId("y")}, patches, 8, 3, random);
        const SwapSource source{board, listedCells(m, *rules), static_cast<int>(std::max(p.min, p.max)) + 1};
        const auto result = drill(*requirement, m, [&](const Map& x) { return oracle::distanceCount(board, x, *rules, spec); }, source, random, swaps,
                                  board.describe() + " " + nameOf(p));
        EXPECT_GT(result.changed, swaps / 50) << board.describe() << " " << nameOf(p);
    }
}

TEST(DistanceRequirementTest, SwapDeltasEqualRecountingOnSmallBoards)
{
    const std::vector<Params> all(std::begin(kParams), std::end(kParams));
    drillEvery(Board::hexagon(5), 120, 0, 2500, all);
    drillEvery(customWithHoles(), 80, 0, 1500, all);
}

TEST(DistanceRequirementTest, SwapDeltasEqualRecountingOn29880Hexes)
{
    drillEvery(Board::terraMystica(144, 208), 0, 5, 700, std::vector<Params>(std::begin(kParams), std::end(kParams)));
}

TEST(DistanceRequirementTest, SwapDeltasEqualRecountingOn250000Hexes)
{
    drillEvery(Board::terraMystica(800, 313), 0, 5, 250, {kParams[4], kParams[5]});
}

TEST(DistanceRequirementTest, SwapDeltasEqualRecountingOnTheGalaxy)
{
    drillBuiltin("space-galaxy", "space-galaxy", "distance", oracle::distanceCount, 3000);
}

} // namespace
} // namespace hexloom::test
