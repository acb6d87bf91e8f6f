#include "core/symmetry/map_symmetry.h"

#include <gtest/gtest.h>

namespace hexloom::core::symmetry {
namespace {

using model::Board;
using model::Map;

// A map of the hexagon whose terrain is the distance from the centre: symmetric under every mode.
Map ringMap(const Board& board)
{
    Map map(board.size());
    for (CellIndex i = 0; i < board.size(); ++i)
        map.setTerrain(i, static_cast<model::TerrainId>(model::distance(board.hex(i), {0, 0})));
    return map;
}

TEST(MapSymmetry, RingsAreSymmetricAndOneChangedCellIsNamedWithTheCellsThatSeeIt)
{
    const Board board = Board::hexagon(2);
    const BoardSymmetry turn = BoardSymmetry::of(board, SymmetryMode::Rotate6);
    Map map = ringMap(board);
    EXPECT_TRUE(isSymmetric(turn, map));
    EXPECT_TRUE(cellsDifferingFromImage(turn, map).empty());
    const CellIndex changed = board.indexOf({2, 0});
    map.setTerrain(changed, 7);
    EXPECT_FALSE(isSymmetric(turn, map));
    // The changed cell differs from its image, and so does the cell whose image it is.
    const auto cells = cellsDifferingFromImage(turn, map);
    ASSERT_EQ(cells.size(), 2u);
    EXPECT_TRUE(std::find(cells.begin(), cells.end(), changed) != cells.end());
    map.setTerrain(changed, 2);
    map.setToken(changed, 5);
    EXPECT_FALSE(isSymmetric(turn, map));
    EXPECT_TRUE(isSymmetric(turn, map, false));
    EXPECT_TRUE(cellsDifferingFromImage(turn, map, false).empty());
}

TEST(MapSymmetry, LocksMustCoverWholeOrbitsOfOneKind)
{
    const Board board = Board::hexagon(1);
    const BoardSymmetry half = BoardSymmetry::of(board, SymmetryMode::Rotate2);
    Map map = ringMap(board);
    map.setLocked(board.indexOf({0, 0}), true); // the fixed centre: fine alone
    EXPECT_TRUE(asymmetricLocks(half, map).empty());
    const CellIndex east = board.indexOf({1, 0}), west = board.indexOf({-1, 0});
    map.setLocked(east, true);
    EXPECT_EQ(asymmetricLocks(half, map), (std::vector<CellIndex>{std::min(east, west), std::max(east, west)}));
    map.setLocked(west, true);
    EXPECT_TRUE(asymmetricLocks(half, map).empty());
    map.setTerrain(west, 4);
    EXPECT_EQ(asymmetricLocks(half, map).size(), 2u);
}

} // namespace
} // namespace hexloom::core::symmetry
