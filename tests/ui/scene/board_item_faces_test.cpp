// Every hex says what it is on the canvas, in the real window: on the galaxy, an industrial
// system's label, glyph and badges are drawn in ink (black or white against its fill) and grow with
// the zoom (twice the zoom, about twice as tall); zoomed out until the text would be under six
// pixels they are left out and the hex is its fill alone; a player's home shows its numbered disc;
// View → Palette → Colour-Blind fills the hex with an Okabe–Ito colour (listed from the paper) or
// its half-white tint instead of the rule set's own, and the label stays on.
#include <QApplication>
#include <QImage>
#include <gtest/gtest.h>

#include "render/palette.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;

struct GalaxyWindow {
    ui::main_window::MainWindow w;
    ui::scene::MapView* view = nullptr;
    CellIndex industry = core::model::kNoCell, home = core::model::kNoCell;
    GalaxyWindow()
    {
        w.resize(1280, 800);
        w.show();
        EXPECT_TRUE(w.openFile(QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/space-galaxy.txt")));
        view = w.findChild<ui::scene::MapView*>();
        const auto& board = w.session()->document()->board();
        industry = board.indexAtOffset({0, 2}); // "Industry", unlocked, no token
        home = board.indexAtOffset({0, 1});     // player 1's home
    }
    QPointF at(CellIndex c) const { return w.session()->scene()->geometry().centre(c); }
    // The viewport as shown, after centring on `c` at `zoom` (device pixels per scene unit).
    QImage shotAt(CellIndex c, double zoom)
    {
        view->zoomBy(zoom / view->zoom());
        view->centerOn(at(c));
        QApplication::processEvents();
        return view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    }
    // The device pixels inside hex `c` (within 70% of its inner radius: off its outline) that are
    // not its fill, and the rows they span.
    struct Marks {
        int pixels = 0;
        int top = 1 << 30, bottom = -1;
    };
    Marks marksIn(const QImage& shot, CellIndex c, const QColor& fill)
    {
        Marks m;
        const QPoint centre = view->mapFromScene(at(c));
        const double r = ui::scene::BoardGeometry::kHexSize * 0.866 * 0.7 * view->zoom();
        for (int y = static_cast<int>(-r); y <= r; ++y)
            for (int x = static_cast<int>(-r); x <= r; ++x) {
                if (x * x + y * y > r * r)
                    continue;
                const QColor px = shot.pixelColor(centre + QPoint(x, y));
                if (std::abs(px.red() - fill.red()) + std::abs(px.green() - fill.green()) + std::abs(px.blue() - fill.blue()) > 24) {
                    ++m.pixels;
                    m.top = std::min(m.top, y);
                    m.bottom = std::max(m.bottom, y);
                }
            }
        return m;
    }
};

TEST(CanvasFaces, LabelsGrowWithTheZoomAndAreLeftOutWhenTooSmall)
{
    ASSERT_TRUE(kScratchSettings);
    GalaxyWindow g;
    ASSERT_NE(g.view, nullptr);
    const QColor fill(0xc9, 0x7b, 0x3a); // the industrial system's colour in space-galaxy.json

    const auto near = g.marksIn(g.shotAt(g.industry, 2.0), g.industry, fill);
    const auto closer = g.marksIn(g.shotAt(g.industry, 4.0), g.industry, fill);
    EXPECT_GT(near.pixels, 60) << "label, glyph and badges drawn at twice the size";
    const double ratio = static_cast<double>(closer.bottom - closer.top) / (near.bottom - near.top);
    EXPECT_NEAR(ratio, 2.0, 0.35) << "the face grows with the zoom";
    EXPECT_GT(closer.pixels, 3 * near.pixels) << "about four times the ink at twice the zoom";

    // 28 * 0.28 * zoom: the label is under 6 pixels below a zoom of about 0.77.
    const auto far = g.marksIn(g.shotAt(g.industry, 0.6), g.industry, fill);
    EXPECT_EQ(far.pixels, 0) << "too small to read: left out";

    // Player 1's home: a dark disc left of the centre.
    const QImage shot = g.shotAt(g.home, 2.0);
    const QPoint disc = g.view->mapFromScene(g.at(g.home) + QPointF(-0.52, -0.28) * ui::scene::BoardGeometry::kHexSize);
    int dark = 0;
    for (int dy = -4; dy <= 4; ++dy)
        for (int dx = -12; dx <= -6; ++dx)
            dark += shot.pixelColor(disc + QPoint(dx, dy)).lightness() < 60 ? 1 : 0;
    EXPECT_GT(dark, 20) << "the home's numbered disc";
}

TEST(CanvasFaces, TheColourBlindPaletteFillsWithOkabeItoAndKeepsTheLabels)
{
    ASSERT_TRUE(kScratchSettings);
    GalaxyWindow g;
    ASSERT_NE(g.view, nullptr);
    auto* colourBlind = g.w.findChild<QAction*>(QStringLiteral("palette-colour-blind"));
    ASSERT_NE(colourBlind, nullptr);
    colourBlind->trigger();
    const QImage shot = g.shotAt(g.industry, 2.0);
    const QPoint side = g.view->mapFromScene(g.at(g.industry) + QPointF(0.65, -0.1) * ui::scene::BoardGeometry::kHexSize);
    const QColor fill = shot.pixelColor(side);
    EXPECT_NE(fill, QColor(0xc9, 0x7b, 0x3a)) << "not the rule set's own colour";
    // Okabe & Ito (2008): the eight colours, and the same mixed half with white for the kinds past eight.
    bool okabeIto = false;
    for (const QRgb c : {0xE69F00u, 0x56B4E9u, 0x009E73u, 0xF0E442u, 0x0072B2u, 0xD55E00u, 0xCC79A7u, 0x000000u})
        for (const int white : {0, 1}) {
            const QColor want(white ? (qRed(c) + 255) / 2 : qRed(c), white ? (qGreen(c) + 255) / 2 : qGreen(c), white ? (qBlue(c) + 255) / 2 : qBlue(c));
            okabeIto |= std::abs(fill.red() - want.red()) <= 1 && std::abs(fill.green() - want.green()) <= 1 && std::abs(fill.blue() - want.blue()) <= 1;
        }
    EXPECT_TRUE(okabeIto) << fill.name().toStdString();
    EXPECT_GT(g.marksIn(shot, g.industry, fill).pixels, 60) << "the label, glyph and badges stay on";
    g.w.findChild<QAction*>(QStringLiteral("palette-rules"))->trigger(); // the settings folder is shared by this file's tests
}

} // namespace
} // namespace hexloom::test
