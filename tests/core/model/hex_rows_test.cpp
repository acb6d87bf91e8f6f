// HexRows against the definition: for every centre (on and off the board) and radius, the cells
// it visits are exactly the cells within that hex distance, each once and ascending, on boards
// of every shape, a custom board with holes in its rows included.
#include "core/model/hex_rows.h"

#include <gtest/gtest.h>

#include <random>

namespace hexloom::core::model {
namespace {

std::vector<CellIndex> visited(const HexRows& rows, Hex centre, int radius)
{
    std::vector<CellIndex> out;
    rows.forEachWithin(centre, radius, [&](CellIndex c) { out.push_back(c); });
    return out;
}

std::vector<CellIndex> definition(const Board& board, Hex centre, int radius)
{
    std::vector<CellIndex> out;
    for (CellIndex c = 0; c < board.size(); ++c)
        if (distance(board.hex(c), centre) <= radius)
            out.push_back(c);
    return out;
}

void expectEveryBall(const Board& board, const std::string& name)
{
    const HexRows rows(board);
    std::vector<Hex> centres(board.hexes());
    centres.push_back({-9, 4}); // off the board
    centres.push_back({40, -3});
    for (const Hex centre : centres)
        for (int radius = 0; radius <= 5; ++radius)
            ASSERT_EQ(visited(rows, centre, radius), definition(board, centre, radius))
                << name << " centre (" << centre.q << ", " << centre.r << ") radius " << radius;
}

TEST(HexRowsTest, BallsAreExactlyTheHexesWithinTheRadius)
{
    expectEveryBall(Board::hexagon(4), "hexagon 4");
    expectEveryBall(Board::terraMystica(9, 13, true), "terra-mystica 9 x 13");
    expectEveryBall(Board::terraMystica(6, 7, false), "terra-mystica short first");
    expectEveryBall(Board::rectangle(8, 5), "rectangle 8 x 5");
    // A custom mask: a parallelogram with a third of its hexes missing and an empty row.
    std::vector<Hex> cells;
    std::mt19937 random(3);
    for (int r = -4; r <= 5; ++r)
        for (int q = -6; q <= 6; ++q)
            if (r != 1 && random() % 3 != 0)
                cells.push_back({q, r});
    expectEveryBall(Board::fromCells(cells), "custom with holes");
}

TEST(HexRowsTest, RangesAreClippedToTheRow)
{
    const Board board = Board::hexagon(2);
    const HexRows rows(board);
    const auto [first, last] = rows.range(0, -100, 100);
    EXPECT_EQ(last - first, 5); // the middle row, whole
    EXPECT_EQ(rows.range(3, -100, 100), (std::pair<CellIndex, CellIndex>{0, 0}));
    EXPECT_EQ(rows.range(0, 1, 0).first, rows.range(0, 1, 0).second); // an empty span
}

} // namespace
} // namespace hexloom::core::model
