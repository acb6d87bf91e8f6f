// PieceSearch: whole pieces below the limit, a cut at the limit, a search that meets an earlier
// one of its round stopping there, and rounds that forget the marks of the ones before.
#include "core/rules/requirements/piece_search.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace hexloom::core::rules {
namespace {

// A hexagon of radius 3 (37 hexes) whose inside cells are those at distance `ring` from the centre
// or less, plus an island of one hex at the corner (distance 3).
struct Fixture {
    model::Board board = model::Board::hexagon(3);
    int ring = 1;
    model::CellIndex centre = board.indexOf({0, 0});
    model::CellIndex corner = board.indexOf({3, 0});
    bool inside(model::CellIndex c) const { return c == corner || model::distance(board.hex(c), {}) <= ring; }
};

TEST(PieceSearchTest, WholePiecesBelowTheLimit)
{
    Fixture f;
    PieceSearch search;
    search.begin(f.board);
    EXPECT_EQ(search.grow(f.centre, PieceSearch::kWhole, [&](model::CellIndex c) { return f.inside(c); }), 7);
    EXPECT_EQ(search.cells().size(), 7u);
    EXPECT_EQ(search.cells().front(), f.centre);
    for (model::CellIndex c = 0; c < f.board.size(); ++c)
        EXPECT_EQ(search.reached(c), c != f.corner && f.inside(c)) << c;
    EXPECT_EQ(search.grow(f.corner, 2, [&](model::CellIndex c) { return f.inside(c); }), 1);
    EXPECT_TRUE(search.reached(f.corner));
}

TEST(PieceSearchTest, CutAtTheLimit)
{
    Fixture f;
    PieceSearch search;
    search.begin(f.board);
    EXPECT_EQ(search.grow(f.centre, 5, [&](model::CellIndex c) { return f.inside(c); }), 5);
    EXPECT_EQ(search.cells().size(), 4u); // the fifth hex is seen, not taken
    EXPECT_EQ(search.grow(f.corner, 1, [&](model::CellIndex c) { return f.inside(c); }), 1); // at least 1
}

// The second search starts beside the first one's cells: it stops at the first of them, knowing
// its piece is the first one's (which was cut, so at least the limit).
TEST(PieceSearchTest, MeetingAnEarlierSearchStops)
{
    Fixture f;
    f.ring = 3; // every hex
    PieceSearch search;
    search.begin(f.board);
    const auto inside = [&](model::CellIndex c) { return f.inside(c); };
    ASSERT_EQ(search.grow(f.centre, 3, inside), 3);
    const auto first = std::vector<model::CellIndex>(search.cells().begin(), search.cells().end());
    model::CellIndex beside = model::kNoCell;
    for (const model::CellIndex n : f.board.neighbours(first.back()))
        if (!search.reached(n) && beside == model::kNoCell)
            beside = n;
    ASSERT_NE(beside, model::kNoCell);
    EXPECT_EQ(search.grow(beside, 30, inside), 30);
    EXPECT_LE(search.cells().size(), 6u) << "the search went on past the earlier one's cells";
}

TEST(PieceSearchTest, ANewRoundForgetsTheMarks)
{
    Fixture f;
    PieceSearch search;
    const auto inside = [&](model::CellIndex c) { return f.inside(c); };
    for (int round = 0; round < 3; ++round) {
        search.begin(f.board);
        EXPECT_FALSE(search.reached(f.centre));
        EXPECT_EQ(search.grow(f.centre, PieceSearch::kWhole, inside), 7);
        EXPECT_TRUE(search.reached(f.centre));
    }
    const model::Board other = model::Board::hexagon(1); // another board: marks sized anew
    search.begin(other);
    EXPECT_EQ(search.grow(0, PieceSearch::kWhole, [](model::CellIndex) { return true; }), 7);
}

} // namespace
} // namespace hexloom::core::rules
