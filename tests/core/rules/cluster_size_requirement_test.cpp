// ClusterSizeRequirement's swap delta (the groups around the swapped hexes, before and after)
// against a full recount by plain flood fill, over thousands of swaps on random maps whose
// terrain shares make groups of every size, including one spanning most of the board.
#include "core/rules/requirements/cluster_size_requirement.h"

#include "tests/core/rules/hand_scoring.h"
#include "tests/core/rules/piece_delta_checks.h"

namespace hexloom::test {
namespace {

struct Kinds {
    std::string text;          // the "kinds" parameter
    std::vector<bool> listed;  // by terrain id
};

std::vector<Kinds> kindLists()
{
    std::vector<bool> all(8, true), river(8, false), two(8, false);
    river[kRiver] = true;
    two[kDesert] = two[kRiver] = true;
    return {{"", all}, {"river", river}, {"desert,river", two}};
}

// Terrain shares: many small groups, and a river that spans most of the board with desert
// groups of every size around it.
const std::vector<std::vector<double>> kShares = {{1, 1, 1, 1, 1, 1, 1, 1}, {3, 1, 0.5, 0, 0, 0, 0, 6}};

void checkBoard(const Board& board, int swaps, uint32_t seed)
{
    const auto rules = builtinRules("terra-mystica-strict");
    std::mt19937 random(seed);
    for (const auto& kinds : kindLists())
        for (const int max : {1, 2, 5, 50}) {
            int nonZero = 0;
            for (const auto& shares : kShares) {
                const auto req = spec("cluster-size", {{"kinds", kinds.text}, {"max", static_cast<double>(max)}});
                core::rules::ClusterSizeRequirement requirement(req, *rules, board);
                Map map = weightedMap(board, shares, random);
                const auto relevant = [&](const Map& m, const Swap& s) {
                    const auto ta = m.terrain(s.a), tb = m.terrain(s.b);
                    return ta != tb && (kinds.listed[ta] || kinds.listed[tb]);
                };
                const int changed = checkDeltas(
                    requirement, board, map, swaps, random, [&](const Map& m) { return clusterExcess(board, m, kinds.listed, max).count; }, relevant);
                ASSERT_GE(changed, 0) << "kinds \"" << kinds.text << "\", max " << max;
                nonZero += changed;
            }
            if (max < 50) {
                EXPECT_GT(nonZero, 0) << "kinds \"" << kinds.text << "\", max " << max << ": no swap changed the count";
            }
        }
}

TEST(ClusterSizeRequirementTest, DeltaEqualsRecountOnSmallBoards)
{
    checkBoard(Board::terraMystica(), 700, 21);
    checkBoard(Board::hexagon(3), 300, 22);
    checkBoard(Board::rectangle(9, 4), 300, 23);
}

TEST(ClusterSizeRequirementTest, DeltaEqualsRecountOn29880Hexes)
{
    checkBoard(Board::terraMystica(144, 208), 25, 24);
}

// Two hexes of one group swapped with each other, with a hex of another kind inside the group,
// and the two hexes of a 2-hex group with their neighbours.
TEST(ClusterSizeRequirementTest, HandPlacedSwaps)
{
    const auto rules = builtinRules("terra-mystica-strict");
    const auto m = lettersMap("Y,Y,I,I\nY,U,I\nI,Y,Y,I", *rules);
    const Board& board = m.board;
    for (const int max : {1, 2, 3}) {
        const auto req = spec("cluster-size", {{"kinds", std::string("desert,river")}, {"max", static_cast<double>(max)}});
        core::rules::ClusterSizeRequirement requirement(req, *rules, board);
        std::vector<bool> listed(8, false);
        listed[kDesert] = listed[kRiver] = true;
        Map map = m.map;
        for (CellIndex a = 0; a < board.size(); ++a)
            for (CellIndex b = 0; b < board.size(); ++b) {
                const Swap s{a, b, core::model::Layer::Terrain};
                const int before = clusterExcess(board, map, listed, max).count;
                const int delta = requirement.swapDelta(map, s);
                map.apply(s);
                ASSERT_EQ(delta, clusterExcess(board, map, listed, max).count - before) << "max " << max << " swap " << a << "," << b;
                map.apply(s);
            }
    }
}

} // namespace
} // namespace hexloom::test
