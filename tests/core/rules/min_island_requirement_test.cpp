// MinIslandRequirement's swap delta (bounded searches around the swapped hexes) against a full
// recount by plain flood fill, over thousands of land/water swaps on random maps of several
// boards, land shares and sizes; hand-placed swaps for the cases the random ones rarely hit.
#include "core/rules/requirements/min_island_requirement.h"

#include "tests/core/rules/hand_scoring.h"
#include "tests/core/rules/piece_delta_checks.h"

namespace hexloom::test {
namespace {

constexpr TerrainId kPlains = 1; // terra-mystica-strict

bool flipsLand(const core::rules::RuleSet& rules, const Map& map, const Swap& s)
{
    return rules.isLand(map.terrain(s.a)) != rules.isLand(map.terrain(s.b));
}

struct Case {
    Board board;
    double water; // share of river hexes
    int swaps;
};

void checkBoard(const Case& c, uint32_t seed)
{
    const auto rules = builtinRules("terra-mystica-strict");
    std::mt19937 random(seed);
    std::vector<double> weights(8, (1.0 - c.water) / 7);
    weights[kRiver] = c.water;
    for (const int size : {1, 2, 5, 50}) {
        const auto req = spec("min-island-size", {{"size", static_cast<double>(size)}});
        core::rules::MinIslandRequirement requirement(req, *rules, c.board);
        Map map = weightedMap(c.board, weights, random);
        const int nonZero = checkDeltas(
            requirement, c.board, map, c.swaps, random, [&](const Map& m) { return smallIslands(*rules, c.board, m, size).count; },
            [&](const Map& m, const Swap& s) { return flipsLand(*rules, m, s); });
        ASSERT_GE(nonZero, 0) << "size " << size << ", water " << c.water;
        if (size > 1) {
            EXPECT_GT(nonZero, 0) << "size " << size << ": no swap changed the count";
        }
    }
}

TEST(MinIslandRequirementTest, DeltaEqualsRecountOnSmallBoards)
{
    for (const double water : {0.35, 0.55, 0.7}) {
        checkBoard({Board::terraMystica(), water, 1500}, 11);
        checkBoard({Board::hexagon(3), water, 600}, 12);
        checkBoard({Board::rectangle(9, 4), water, 600}, 13);
    }
}

TEST(MinIslandRequirementTest, DeltaEqualsRecountOn29880Hexes)
{
    checkBoard({Board::terraMystica(144, 208), 0.5, 250}, 14);
}

// Y Y I I / I I I / I I U I: the 2-hex island {(0,0), (0,1)}, and (2,2) alone.
TEST(MinIslandRequirementTest, HandPlacedSwaps)
{
    const auto rules = builtinRules("terra-mystica-strict");
    const auto m = lettersMap("Y,Y,I,I\nI,I,I\nI,I,U,I", *rules);
    const Board& board = m.board;
    const auto at = [&](int row, int col) { return board.indexAtOffset({row, col}); };
    for (const int size : {1, 2, 3, 5}) {
        const auto req = spec("min-island-size", {{"size", static_cast<double>(size)}});
        core::rules::MinIslandRequirement requirement(req, *rules, board);
        Map map = m.map;
        const auto check = [&](Swap s) {
            const int before = smallIslands(*rules, board, map, size).count;
            const int delta = requirement.swapDelta(map, s);
            map.apply(s);
            EXPECT_EQ(delta, smallIslands(*rules, board, map, size).count - before) << "size " << size << " swap " << s.a << "," << s.b;
            map.apply(s);
        };
        check({at(0, 0), at(0, 1), core::model::Layer::Terrain}); // the two hexes of the 2-hex island: no change
        check({at(0, 0), at(0, 2), core::model::Layer::Terrain}); // the island slides along
        check({at(0, 1), at(1, 1), core::model::Layer::Terrain}); // ... or turns
        check({at(0, 0), at(2, 1), core::model::Layer::Terrain}); // half of it joins (2,2)
        check({at(2, 2), at(1, 1), core::model::Layer::Terrain}); // (2,2) joins the island
        check({at(2, 2), at(2, 3), core::model::Layer::Terrain}); // the 1-hex island moves
        check({at(0, 1), at(2, 3), core::model::Layer::Terrain}); // split one off, grow another
    }
    EXPECT_EQ(smallIslands(*rules, board, m.map, 3).count, 2);
}

// A land ring around one water hex: flooding a ring hex and draining the centre keeps one region
// whose searches start from several seeds of the same region (every ring run meets the others).
TEST(MinIslandRequirementTest, SeedsInTheSameRegion)
{
    const auto rules = builtinRules("terra-mystica-strict");
    const Board board = Board::hexagon(2);
    for (const int size : {2, 5, 7, 8, 50}) {
        const auto req = spec("min-island-size", {{"size", static_cast<double>(size)}});
        core::rules::MinIslandRequirement requirement(req, *rules, board);
        Map map(board.size());
        for (CellIndex c = 0; c < board.size(); ++c)
            map.setTerrain(c, core::model::distance(board.hex(c), {}) == 1 ? kDesert : kRiver);
        const CellIndex centre = board.indexOf({0, 0});
        for (CellIndex c = 0; c < board.size(); ++c) {
            if (map.terrain(c) != kDesert)
                continue;
            for (const CellIndex other : {centre, board.neighbourAt(c, 0), board.neighbourAt(c, 3)}) {
                if (other == core::model::kNoCell || map.terrain(other) != kRiver)
                    continue;
                const Swap s{c, other, core::model::Layer::Terrain};
                const int before = smallIslands(*rules, board, map, size).count;
                const int delta = requirement.swapDelta(map, s);
                map.apply(s);
                EXPECT_EQ(delta, smallIslands(*rules, board, map, size).count - before) << "size " << size << " swap " << c << "," << other;
                map.apply(s);
            }
        }
        map.setTerrain(centre, kPlains); // a solid hexagon of 7
        EXPECT_EQ(smallIslands(*rules, board, map, size).count, size > 7 ? 1 : 0);
    }
}

} // namespace
} // namespace hexloom::test
