// The board overview (the picture the canvas draws zoomed out): every pixel belongs to the hex
// whose centre is nearest (an independent brute-force oracle over all centres), a changed hex
// re-stamps exactly its own pixels, locked hexes stand out, and the picture stays within its
// memory bound on a 250,000-hex board.
#include <QImage>
#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "render/board_renderer.h"
#include "ui/scene/board_overview.h"

namespace hexloom::test {
namespace {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using ui::scene::BoardGeometry;
using ui::scene::BoardOverview;

struct Fixture {
    std::shared_ptr<const core::rules::RuleSet> rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    Board board;
    Map map;
    explicit Fixture(Board b) : board(std::move(b)), map(board.size())
    {
        for (CellIndex c = 0; c < board.size(); ++c)
            map.setTerrain(c, 0);
    }
    QRgb colour(int terrain) const { return render::BoardRenderer::terrainColour(*rules, static_cast<core::model::TerrainId>(terrain)).rgb(); }
};

// The cells whose centres are nearest the scene point `p` among the board's hexes and the hexes
// around it (an off-board hex nearest means no cell: kNoCell): one, or several when `p` is within
// 0.05 scene units of a hex edge (a pixel there may go either way).
struct Lattice {
    std::vector<std::pair<QPointF, CellIndex>> centres;
    explicit Lattice(const Board& board)
    {
        for (CellIndex c = 0; c < board.size(); ++c)
            for (int d = -1; d < 6; ++d) {
                const auto h = d < 0 ? board.hex(c) : board.hex(c) + core::model::kDirections[static_cast<size_t>(d)];
                centres.emplace_back(BoardGeometry::hexCentre(h), board.indexOf(h));
            }
    }
};

std::vector<CellIndex> nearest(const Lattice& lattice, QPointF p)
{
    auto distance = [&](const QPointF& c) { return std::hypot(c.x() - p.x(), c.y() - p.y()); };
    double best = 1e300;
    for (const auto& [c, cell] : lattice.centres)
        best = std::min(best, distance(c));
    std::vector<CellIndex> out;
    for (const auto& [c, cell] : lattice.centres)
        if (distance(c) < best + 0.1 && std::find(out.begin(), out.end(), cell) == out.end())
            out.push_back(cell);
    return out;
}

void expectStampOf(const Fixture& f, BoardOverview& overview, CellIndex cell)
{
    const Lattice lattice(f.board);
    Map map = f.map;
    map.setTerrain(cell, 3);
    overview.update({cell}, map, *f.rules);
    const QImage& image = overview.image();
    int pixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const auto owners = nearest(lattice, overview.sceneRectOf(QRect(x, y, 1, 1)).center());
            const bool mine = image.pixel(x, y) == f.colour(3);
            pixels += mine;
            if (owners.size() == 1 && owners.front() == cell) {
                EXPECT_TRUE(mine) << "pixel " << x << "," << y << " is nearest cell " << cell;
            } else if (std::find(owners.begin(), owners.end(), cell) == owners.end()) {
                EXPECT_FALSE(mine) << "pixel " << x << "," << y << " is not nearest cell " << cell;
            }
        }
    EXPECT_GT(pixels, 0);
    overview.update({cell}, f.map, *f.rules); // back to terrain 0 for the next cell
}

TEST(BoardOverview, EachHexOwnsExactlyThePixelsNearestItsCentre)
{
    for (const Board& board : {Board::terraMystica(), Board::hexagon(4)}) {
        Fixture f(board);
        BoardOverview overview;
        overview.reset(f.board, f.map, *f.rules);
        EXPECT_EQ(overview.columnPixels(), 16) << "small boards get the finest picture";
        for (CellIndex c : {0, 1, f.board.size() / 2, f.board.size() - 1})
            expectStampOf(f, overview, c);
    }
}

TEST(BoardOverview, EveryPixelOfTheBoardIsStampedAndNoneOutside)
{
    Fixture f(Board::terraMystica());
    BoardOverview overview;
    overview.reset(f.board, f.map, *f.rules);
    const Lattice lattice(f.board);
    const QImage& image = overview.image();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const auto owners = nearest(lattice, overview.sceneRectOf(QRect(x, y, 1, 1)).center());
            if (owners.size() == 1 && owners.front() != core::model::kNoCell) {
                EXPECT_EQ(image.pixel(x, y), f.colour(0)) << x << "," << y;
            } else if (owners.size() == 1) {
                EXPECT_EQ(qAlpha(image.pixel(x, y)), 0) << x << "," << y;
            }
        }
}

TEST(BoardOverview, ALockedHexIsDarkenedWithAContrastingCentre)
{
    Fixture f(Board::terraMystica());
    f.map.setLocked(20, true);
    BoardOverview overview;
    overview.reset(f.board, f.map, *f.rules);
    const QPoint centre = overview.centrePixel(20);
    const QColor terrain = QColor::fromRgb(f.colour(0));
    const QColor dot = overview.image().pixelColor(centre);
    EXPECT_GT(std::abs(dot.lightness() - terrain.lightness()), 100);
    const QColor veil = overview.image().pixelColor(centre + QPoint(0, 6)); // inside the hex, off the dot
    EXPECT_LT(veil.lightness(), terrain.lightness() - 20);
    EXPECT_EQ(overview.image().pixel(overview.centrePixel(21)), f.colour(0));
}

// View → Palette reaches the zoomed-out picture: each hex is stamped in the chosen palette's fill
// (render::Palettes, the colours of the polygons and the exports), changes after the switch too,
// and the rule set's colours come back.
TEST(BoardOverview, EveryHexTakesThePalettesColour)
{
    Fixture f(Board::terraMystica());
    for (CellIndex c = 0; c < f.board.size(); ++c)
        f.map.setTerrain(c, static_cast<core::model::TerrainId>(c % f.rules->terrainCount()));
    BoardOverview overview;
    overview.reset(f.board, f.map, *f.rules);
    for (const auto palette : {render::Palette::ColourBlind, render::Palette::Greyscale, render::Palette::Rules}) {
        overview.setPalette(palette, f.map, *f.rules);
        for (CellIndex c = 0; c < f.board.size(); ++c)
            EXPECT_EQ(overview.image().pixel(overview.centrePixel(c)), render::Palettes::fill(*f.rules, f.map.terrain(c), palette).rgb())
                << render::Palettes::name(palette).toStdString() << " cell " << c;
    }
    overview.setPalette(render::Palette::Greyscale, f.map, *f.rules);
    Map map = f.map;
    map.setTerrain(7, 2);
    overview.update({7}, map, *f.rules);
    const QColor grey = QColor::fromRgb(overview.image().pixel(overview.centrePixel(7)));
    EXPECT_EQ(grey.red(), grey.green());
    EXPECT_EQ(grey.green(), grey.blue());
    EXPECT_EQ(grey.rgb(), render::Palettes::fill(*f.rules, 2, render::Palette::Greyscale).rgb());
}

TEST(BoardOverview, AQuarterMillionHexesFitTheMemoryBound)
{
    Fixture f(Board::terraMystica(800, 313));
    ASSERT_EQ(f.board.size(), 250000);
    BoardOverview overview;
    overview.reset(f.board, f.map, *f.rules);
    EXPECT_LE(static_cast<long long>(overview.image().width()) * overview.image().height(), BoardOverview::kMaxPixels);
    EXPECT_EQ(overview.columnPixels(), 4);
    // The picture covers the board's scene rectangle.
    EXPECT_TRUE(overview.sceneRect().adjusted(-1, -1, 1, 1).contains(BoardGeometry(f.board).sceneRect()));
    Map map = f.map;
    map.setTerrain(249999, 5);
    overview.update({249999}, map, *f.rules);
    EXPECT_EQ(overview.image().pixel(overview.centrePixel(249999)), f.colour(5));
}

} // namespace
} // namespace hexloom::test
