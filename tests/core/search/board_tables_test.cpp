#include "core/search/scoring/board_tables.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

namespace hexloom::core::search {
namespace {

// Cells within two hexes of c by hex distance, the definition the table must follow.
std::vector<model::CellIndex> withinTwo(const model::Board& board, model::CellIndex c)
{
    std::vector<model::CellIndex> out;
    for (model::CellIndex x = 0; x < board.size(); ++x)
        if (model::distance(board.hex(x), board.hex(c)) <= 2)
            out.push_back(x);
    return out;
}

TEST(BoardTablesTest, TablesFollowTheBoard)
{
    for (const model::Board& board : {model::Board::terraMystica(), model::Board::hexagon(4), model::Board::rectangle(9, 5)}) {
        const BoardTables t(board);
        ASSERT_EQ(t.cells, board.size());
        for (model::CellIndex c = 0; c < board.size(); ++c) {
            for (int d = 0; d < 6; ++d) {
                const model::CellIndex n = board.neighbourAt(c, d);
                EXPECT_EQ(t.ring[static_cast<size_t>(6 * c + d)], n == model::kNoCell ? board.size() : n);
            }
            EXPECT_EQ(t.border[static_cast<size_t>(c)] != 0, board.isBorder(c));
            EXPECT_EQ(t.degree[static_cast<size_t>(c)], board.degree(c));
            const std::vector<model::CellIndex> near(t.within2.begin() + t.within2Start[static_cast<size_t>(c)],
                                                     t.within2.begin() + t.within2Start[static_cast<size_t>(c) + 1]);
            EXPECT_EQ(near, withinTwo(board, c)) << board.describe() << " cell " << c;
            if (board.size() < 128) {
                for (int d = 0; d < 6; ++d) {
                    if (const model::CellIndex n = board.neighbourAt(c, d); n != model::kNoCell) {
                        EXPECT_TRUE((t.neighbourWords[static_cast<size_t>(c)][static_cast<size_t>(n) >> 6] >> (n & 63)) & 1);
                    }
                }
            }
        }
        EXPECT_EQ(t.border.back(), 0); // the sentinel
    }
}

// Equal boards share one set of tables, from any thread; a different board gets its own.
TEST(BoardTablesTest, EqualBoardsShareTheirTables)
{
    const model::Board a = model::Board::terraMystica(), copy = a, other = model::Board::hexagon(6);
    const auto first = BoardTables::of(a);
    EXPECT_EQ(BoardTables::of(copy), first);
    EXPECT_NE(BoardTables::of(other), first);
    std::shared_ptr<const BoardTables> fromThread;
    std::thread([&] { fromThread = BoardTables::of(copy); }).join();
    EXPECT_EQ(fromThread, first);
    // Same size and parity, other hexes: not confused with the first board.
    const model::Board shifted = model::Board::rectangle(13, 9);
    EXPECT_NE(BoardTables::of(shifted)->ring, first->ring);
}

} // namespace
} // namespace hexloom::core::search
