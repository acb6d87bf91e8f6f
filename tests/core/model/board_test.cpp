#include "core/model/board.h"

#include <gtest/gtest.h>

namespace hexloom::core::model {
namespace {

TEST(BoardTest, TerraMysticaLongFirstHas113CellsAndAlternatingRows)
{
    const Board b = Board::terraMystica(9, 13, true);
    EXPECT_EQ(b.size(), 113);
    EXPECT_EQ(b.rowCount(), 9);
    EXPECT_EQ(b.columnCount(), 13);
    EXPECT_NE(b.indexAtOffset({0, 12}), kNoCell);
    EXPECT_EQ(b.indexAtOffset({1, 12}), kNoCell);
    EXPECT_FALSE(b.layout().isShiftedRow(0));
    EXPECT_TRUE(b.layout().isShiftedRow(1));
}

TEST(BoardTest, TerraMysticaShortFirstHas112Cells)
{
    const Board b = Board::terraMystica(9, 13, false);
    EXPECT_EQ(b.size(), 112);
    EXPECT_TRUE(b.layout().isShiftedRow(0));
    EXPECT_EQ(b.indexAtOffset({0, 12}), kNoCell);
    EXPECT_NE(b.indexAtOffset({1, 12}), kNoCell);
}

// In a row layout where odd rows are shifted right, cell (1, 0) touches (0, 0) and (0, 1).
TEST(BoardTest, ShiftedRowTouchesTheTwoCellsAbove)
{
    const Board b = Board::terraMystica(3, 4, true);
    const CellIndex c = b.indexAtOffset({1, 0});
    std::vector<OffsetCoord> around;
    for (CellIndex n : b.neighbours(c))
        around.push_back(b.offset(n));
    std::sort(around.begin(), around.end());
    const std::vector<OffsetCoord> expected{{0, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 1}};
    EXPECT_EQ(around, expected);
}

TEST(BoardTest, UnshiftedRowTouchesCellsUpLeftAndUp)
{
    const Board b = Board::terraMystica(3, 4, true);
    const CellIndex c = b.indexAtOffset({2, 1});
    std::vector<OffsetCoord> around;
    for (CellIndex n : b.neighbours(c))
        around.push_back(b.offset(n));
    std::sort(around.begin(), around.end());
    const std::vector<OffsetCoord> expected{{1, 0}, {1, 1}, {2, 0}, {2, 2}};
    EXPECT_EQ(around, expected);
}

TEST(BoardTest, HexagonRadiusTwoIsCatanSized)
{
    const Board b = Board::hexagon(2);
    EXPECT_EQ(b.size(), 19);
    int six = 0;
    for (CellIndex i = 0; i < b.size(); ++i)
        six += b.degree(i) == 6 ? 1 : 0;
    EXPECT_EQ(six, 7);
}

TEST(BoardTest, NeighbourRelationIsSymmetricAndDirectional)
{
    for (const Board& b : {Board::terraMystica(), Board::hexagon(4), Board::rectangle(7, 5)}) {
        for (CellIndex i = 0; i < b.size(); ++i)
            for (int d = 0; d < 6; ++d) {
                const CellIndex j = b.neighbourAt(i, d);
                if (j != kNoCell)
                    EXPECT_EQ(b.neighbourAt(j, opposite(d)), i);
            }
    }
}

TEST(BoardTest, OffsetRoundTripsForEveryCell)
{
    for (const Board& b : {Board::terraMystica(9, 13, false), Board::hexagon(3), Board::rectangle(6, 4)})
        for (CellIndex i = 0; i < b.size(); ++i)
            EXPECT_EQ(b.indexAtOffset(b.offset(i)), i);
}

TEST(BoardTest, BorderIsFirstLastRowOrRowEnds)
{
    const Board b = Board::terraMystica(9, 13, true);
    EXPECT_TRUE(b.isBorder(b.indexAtOffset({0, 5})));
    EXPECT_TRUE(b.isBorder(b.indexAtOffset({8, 5})));
    EXPECT_TRUE(b.isBorder(b.indexAtOffset({4, 0})));
    EXPECT_TRUE(b.isBorder(b.indexAtOffset({3, 11})));
    EXPECT_FALSE(b.isBorder(b.indexAtOffset({4, 6})));
}

TEST(BoardTest, AbsurdSizesAreRefused)
{
    EXPECT_THROW(Board::rectangle(2001, 2), std::invalid_argument);
    EXPECT_THROW(Board::rectangle(1000, 1000), std::invalid_argument);
    EXPECT_THROW(Board::hexagon(-1), std::invalid_argument);
    EXPECT_THROW(Board::hexagon(289), std::invalid_argument); // 250,921 cells
    EXPECT_THROW(Board::terraMystica(2000, 2000, true), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::model
