// PrintLayout: how many sheets a board takes (n sheets cover n x (printable - overlap) + overlap),
// which orientation Auto picks, where each sheet's window of the board lies, and the settings it
// refuses. A4 portrait with 10 mm margins prints 190 x 277 mm.
#include <gtest/gtest.h>
#include <stdexcept>
#include <string>

#include "render/print_layout.h"

namespace hexloom::test {
namespace {

using render::PrintLayout;
using render::PrintOrientation;
using render::PrintSettings;

PrintSettings portraitA4(bool legend = false)
{
    PrintSettings s;
    s.orientation = PrintOrientation::Portrait;
    s.legend = legend;
    return s;
}

TEST(PrintLayout, SheetsAlongEachAxis)
{
    struct Case {
        double w, h;
        int columns, rows;
    } cases[] = {
        {190, 277, 1, 1},       // exactly the printable area
        {190.5, 277, 2, 1},     // a hair wider: two columns
        {190 + 178, 277, 2, 1}, // two columns cover 2 x 178 + 12 = 368
        {368.5, 277, 3, 1},
        {100, 277 + 265 + 1, 1, 3}, // two rows cover 2 x 265 + 12 = 542
    };
    for (const Case& c : cases) {
        const PrintLayout l(QSizeF(c.w, c.h), portraitA4());
        EXPECT_EQ(l.columns(), c.columns) << c.w << " x " << c.h;
        EXPECT_EQ(l.rows(), c.rows) << c.w << " x " << c.h;
        EXPECT_EQ(l.pageCount(), c.columns * c.rows);
    }
}

TEST(PrintLayout, AutoTakesTheOrientationWithFewerSheets)
{
    PrintSettings s = portraitA4();
    s.orientation = PrintOrientation::Auto;
    const PrintLayout wide(QSizeF(270, 180), s); // fits landscape (277 x 190), not portrait
    EXPECT_TRUE(wide.landscape());
    EXPECT_EQ(wide.pageCount(), 1);
    EXPECT_NEAR(wide.paperMm().width(), 297, 0.5);
    const PrintLayout tall(QSizeF(180, 270), s); // fits portrait, two sheets landscape
    EXPECT_FALSE(tall.landscape());
}

TEST(PrintLayout, WindowsStepByPrintableMinusOverlapAndOriginsInvertThem)
{
    const PrintLayout l(QSizeF(500, 400), portraitA4()); // 3 columns, 2 rows
    ASSERT_EQ(l.columns(), 3);
    ASSERT_EQ(l.rows(), 2);
    for (int i = 0; i < l.boardPages(); ++i) {
        const QRectF w = l.boardWindow(i);
        EXPECT_DOUBLE_EQ(w.left(), (i % 3) * 178.0);
        EXPECT_DOUBLE_EQ(w.top(), (i / 3) * 265.0);
        EXPECT_DOUBLE_EQ(w.width(), 190.0);
        // The window's corner lands on the printable area's corner.
        EXPECT_EQ(l.boardOrigin(i) + w.topLeft(), l.printableMm().topLeft());
    }
}

TEST(PrintLayout, LegendGoesUnderASmallBoardAndOnItsOwnSheetOtherwise)
{
    EXPECT_FALSE(PrintLayout(QSizeF(150, 200), portraitA4(true)).legendOnOwnPage());
    EXPECT_EQ(PrintLayout(QSizeF(150, 200), portraitA4(true)).pageCount(), 1);
    EXPECT_TRUE(PrintLayout(QSizeF(150, 270), portraitA4(true)).legendOnOwnPage()); // no room under it
    EXPECT_EQ(PrintLayout(QSizeF(300, 200), portraitA4(true)).pageCount(), 3);
}

TEST(PrintLayout, RefusesImpossibleSettings)
{
    for (auto change : {+[](PrintSettings& s) { s.hexMm = 0; }, +[](PrintSettings& s) { s.marginMm = -1; },
                        +[](PrintSettings& s) { s.marginMm = 60; }, +[](PrintSettings& s) { s.overlapMm = 100; }}) {
        PrintSettings s = portraitA4();
        change(s);
        EXPECT_THROW(PrintLayout(QSizeF(100, 100), s), std::invalid_argument);
    }
    EXPECT_THROW(render::paperFromName(QStringLiteral("a3")), std::invalid_argument);
    EXPECT_EQ(render::paperFromName(QStringLiteral("Letter")), QPageSize::Letter);
}

// A board of 250,000 hexes at 30 mm would be about 4,000 sheets: refused, naming the widest hexes
// that fit, which must fit while one millimetre more must not.
TEST(PrintLayout, RefusesMoreThanAThousandSheetsNamingTheHexWidthThatFits)
{
    PrintSettings s = portraitA4();
    s.hexMm = 30;
    const QSizeF perMm(313 * 1.0 + 0.5, 800 * 0.866 + 0.3); // a 313 x 800 board's extent per mm of hex width
    try {
        PrintLayout(perMm * s.hexMm, s);
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        const std::string m = e.what();
        const auto at = m.find("at most ");
        ASSERT_NE(at, std::string::npos) << m;
        const int fits = std::stoi(m.substr(at + 8));
        PrintSettings f = s;
        f.hexMm = fits;
        EXPECT_LE(PrintLayout(perMm * f.hexMm, f).pageCount(), PrintLayout::kMaxPages);
        f.hexMm = fits + 1;
        EXPECT_THROW(PrintLayout(perMm * f.hexMm, f), std::invalid_argument);
    }
    s.hexMm = 5;
    EXPECT_THROW(PrintLayout(QSizeF(1e5, 1e5), s), std::invalid_argument) << "100 m of board at 5 mm hexes";
}

} // namespace
} // namespace hexloom::test
