// PrintPagePainter paints on each sheet only the hexes whose centre lies within a hex radius of
// the sheet's window (the clip does the rest). The hexes of all sheets are sorted out in one pass
// over the board; the oracle checks every hex against every sheet's window, as the painter did
// for each sheet before.
#include <gtest/gtest.h>
#include <set>

#include "tests/support/fixtures.h"
#include "render/board_renderer.h"
#include "render/print_page_painter.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using render::BoardRenderer;
using render::PrintPagePainter;
using render::PrintSettings;

std::set<CellIndex> oracle(const core::model::Board& board, const render::PrintLayout& layout, int page, double hexMm)
{
    constexpr double kUnits = 10.0; // the painter's tenths of a millimetre
    const double size = render::hexRadiusMm(hexMm) * kUnits;
    const QRectF bounds = BoardRenderer::bounds(board, size);
    const QRectF window = layout.boardWindow(page);
    const QRectF visible(window.topLeft() * kUnits + bounds.topLeft(), window.size() * kUnits);
    const QRectF reach = visible.adjusted(-size, -size, size, size);
    std::set<CellIndex> cells;
    for (CellIndex c = 0; c < board.size(); ++c)
        if (reach.contains(BoardRenderer::centre(board, c, size)))
            cells.insert(c);
    return cells;
}

TEST(PrintPagePainter, EachSheetPaintsTheHexesWithinAHexOfItsWindow)
{
    const auto rules = builtinRules("terra-mystica-published");
    const auto tm = builtinMap("terra-mystica-original", *rules);
    const auto wide = core::model::Board::terraMystica(6, 40); // one row of sheets, many columns
    for (const auto* board : {&tm.board, &wide})
        for (const double hexMm : {20.0, 45.0, 70.0})
            for (const double overlap : {0.0, 12.0}) {
                PrintSettings s;
                s.hexMm = hexMm;
                s.overlapMm = overlap;
                const PrintPagePainter painter(*board, tm.map, *rules, s);
                const auto& layout = painter.layout();
                size_t painted = 0;
                for (int page = 0; page < layout.boardPages(); ++page) {
                    const auto& cells = painter.cellsOn(page);
                    const std::set<CellIndex> got(cells.begin(), cells.end());
                    EXPECT_EQ(got.size(), cells.size()) << "a hex listed twice on sheet " << page;
                    EXPECT_EQ(got, oracle(*board, layout, page, hexMm)) << hexMm << " mm, overlap " << overlap << ", sheet " << page << " of "
                                                                           << layout.columns() << " x " << layout.rows();
                    painted += cells.size();
                }
                EXPECT_GE(painted, static_cast<size_t>(board->size())) << "a hex on no sheet";
            }
}

} // namespace
} // namespace hexloom::test
