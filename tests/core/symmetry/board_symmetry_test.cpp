// BoardSymmetry against an independent oracle: each transformation redone in floating-point
// pixel geometry (reflections about the board's bounding box, rotations by cos/sin about the
// centroid) from HexLayout::centre, never from the class's integer coordinates or orbit ids.
#include "core/symmetry/board_symmetry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>
#include <set>

#include "core/model/hex_layout.h"
#include "tests/core/symmetry/symmetry_oracle.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::symmetry {
namespace {

using model::Board;
using model::Hex;
using model::HexLayout;
using model::PointF;

// Checks the symmetry (or its refusal) of `board` under `mode` against the oracle.
void expectMatchesOracle(const Board& board, SymmetryMode mode)
{
    SCOPED_TRACE(std::string(modeName(mode)) + " on " + board.describe());
    const auto maps = planeMaps(board, mode);
    std::vector<CellIndex> oracleMissing;
    for (CellIndex i = 0; i < board.size(); ++i)
        for (const auto& f : maps)
            if (cellAt(board, f(HexLayout::centre(board.hex(i), 1.0))) == model::kNoCell) {
                oracleMissing.push_back(i);
                break;
            }
    ASSERT_EQ(BoardSymmetry::cellsWithoutImage(board, mode), oracleMissing);
    if (!oracleMissing.empty()) {
        EXPECT_THROW(BoardSymmetry::of(board, mode), SymmetryError);
        return;
    }
    const BoardSymmetry s = BoardSymmetry::of(board, mode);
    ASSERT_EQ(s.transformCount(), static_cast<int>(maps.size()));
    ASSERT_EQ(s.transformCount(), groupOrder(mode));
    for (int t = 0; t < s.transformCount(); ++t)
        for (CellIndex i = 0; i < board.size(); ++i)
            ASSERT_EQ(s.image(t, i), cellAt(board, maps[static_cast<size_t>(t)](HexLayout::centre(board.hex(i), 1.0))))
                << "transformation " << t << ", cell " << i;
    // Orbits: a partition of the cells, each orbit the set of images of its representative.
    std::vector<int> seen(static_cast<size_t>(board.size()), 0);
    for (int o = 0; o < s.orbitCount(); ++o) {
        const auto cells = s.orbit(o);
        EXPECT_EQ(groupOrder(mode) % s.orbitSize(o), 0);
        std::set<CellIndex> images;
        for (int t = 0; t < s.transformCount(); ++t)
            images.insert(s.image(t, cells[0]));
        EXPECT_EQ(std::vector<CellIndex>(images.begin(), images.end()), std::vector<CellIndex>(cells.begin(), cells.end()));
        for (const CellIndex c : cells) {
            ++seen[static_cast<size_t>(c)];
            EXPECT_EQ(s.orbitOf(c), o);
        }
    }
    EXPECT_TRUE(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
    const auto counts = s.orbitSizeCounts();
    EXPECT_EQ(static_cast<int>(s.fixedCells().size()), counts[1]);
    int cells = 0;
    for (size_t size = 1; size < counts.size(); ++size)
        cells += static_cast<int>(size) * counts[size];
    EXPECT_EQ(cells, board.size());
}

std::vector<SymmetryMode> allModes()
{
    std::vector<SymmetryMode> modes{SymmetryMode::None};
    modes.insert(modes.end(), symmetricModes().begin(), symmetricModes().end());
    return modes;
}

TEST(BoardSymmetry, EveryModeOnTheGeneratedShapesMatchesPixelGeometry)
{
    const std::vector<Board> boards{Board::terraMystica(9, 13, true), Board::terraMystica(9, 13, false),
                                    Board::terraMystica(8, 13, true), Board::hexagon(0), Board::hexagon(2),
                                    Board::hexagon(3),  Board::rectangle(6, 5), Board::rectangle(1, 3)};
    for (const Board& board : boards)
        for (const SymmetryMode mode : allModes())
            expectMatchesOracle(board, mode);
}

TEST(BoardSymmetry, EveryModeOnEveryShippedMapsBoardMatchesPixelGeometry)
{
    const std::vector<std::pair<std::string, std::string>> shipped{
        {"catan-5-6", "catan-5-6"}, {"catan-fair", "catan-fair"}, {"catan-standard", "catan"},
        {"space-galaxy", "space-galaxy"}, {"terra-mystica-original", "terra-mystica-published"},
        {"terra-mystica-fire-and-ice-side1", "terra-mystica-published"},
        {"terra-mystica-fire-and-ice-side2", "terra-mystica-published"},
        {"terra-mystica-fjords", "terra-mystica-published"}, {"terra-mystica-loon-lakes", "terra-mystica-published"}};
    for (const auto& [map, rules] : shipped) {
        const auto loaded = test::builtinMap(map, *test::builtinRules(rules));
        for (const SymmetryMode mode : allModes())
            expectMatchesOracle(loaded.board, mode);
    }
}

TEST(BoardSymmetry, TheTerraMysticaBoardHasOneFixedCellUnderTheHalfTurn)
{
    const Board board = Board::terraMystica();
    const BoardSymmetry half = BoardSymmetry::of(board, SymmetryMode::Rotate2);
    ASSERT_EQ(half.fixedCells().size(), 1u);
    EXPECT_EQ(board.offset(half.fixedCells()[0]), (model::OffsetCoord{4, 6}));
    EXPECT_EQ(half.orbitCount(), 57);
    // The vertical axis runs through the middle hex of each of the five long rows; the
    // horizontal one through the 13 hexes of the middle row.
    EXPECT_EQ(BoardSymmetry::of(board, SymmetryMode::MirrorV).fixedCells().size(), 5u);
    EXPECT_EQ(BoardSymmetry::of(board, SymmetryMode::MirrorH).fixedCells().size(), 13u);
    const BoardSymmetry both = BoardSymmetry::of(board, SymmetryMode::Mirror2);
    EXPECT_EQ(both.orbitSizeCounts(), (std::vector<int>{0, 1, 8, 0, 24}));
}

TEST(BoardSymmetry, AHexagonSplitsIntoTheCentreAndRingsOfSixOrThree)
{
    const Board board = Board::hexagon(2);
    EXPECT_EQ(BoardSymmetry::of(board, SymmetryMode::Rotate6).orbitSizeCounts(), (std::vector<int>{0, 1, 0, 0, 0, 0, 3}));
    EXPECT_EQ(BoardSymmetry::of(board, SymmetryMode::Rotate3).orbitSizeCounts(), (std::vector<int>{0, 1, 0, 6}));
    const BoardSymmetry turn = BoardSymmetry::of(board, SymmetryMode::Rotate6);
    const PointF c = turn.centre(10.0);
    EXPECT_NEAR(c.x, 0.0, 1e-9);
    EXPECT_NEAR(c.y, 0.0, 1e-9);
}

TEST(BoardSymmetry, ABoardWithoutOneHexIsRefusedNamingTheCellsWithoutAnImage)
{
    std::vector<Hex> cells = Board::hexagon(2).hexes();
    cells.erase(std::find(cells.begin(), cells.end(), Hex{2, 0}));
    const Board board = Board::fromCells(cells);
    try {
        BoardSymmetry::of(board, SymmetryMode::Rotate6);
        FAIL() << "expected a refusal";
    } catch (const SymmetryError& e) {
        // The five other hexes of the removed hex's ring of six.
        EXPECT_EQ(e.cells().size(), 5u);
        const std::string message = e.what();
        EXPECT_NE(message.find("rotate-6"), std::string::npos) << message;
        EXPECT_NE(message.find("5 of its 18 cells"), std::string::npos) << message;
        EXPECT_NE(message.find(describeCells(board, e.cells())), std::string::npos) << message;
    }
    EXPECT_THROW(BoardSymmetry::of(Board::terraMystica(), SymmetryMode::Rotate3), SymmetryError);
}

TEST(BoardSymmetry, ModeNamesReadBack)
{
    for (const SymmetryMode mode : allModes())
        EXPECT_EQ(parseMode(modeName(mode)), mode);
    EXPECT_EQ(parseMode("rotate-4"), std::nullopt);
    EXPECT_EQ(modeNameList(), "none, mirror-v, mirror-h, rotate-2, rotate-3, rotate-6, mirror-2");
}

TEST(BoardSymmetry, DescribeCellsStopsAtTheLimit)
{
    const Board board = Board::rectangle(4, 1);
    const std::vector<CellIndex> cells{0, 1, 2, 3};
    EXPECT_EQ(describeCells(board, cells, 2), "row 0, column 0; row 0, column 1 and 2 more");
}

} // namespace
} // namespace hexloom::core::symmetry
