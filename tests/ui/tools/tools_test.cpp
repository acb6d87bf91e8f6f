// Canvas tools end to end: mouse input on the real view reaches the document through the tool,
// brush footprints have 1/7/19 hexes, a drag is one undo step, locks, swaps, the eyedropper and
// board-shape edits do what they say and undo cleanly.
#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>

#include "tests/ui/tools/tool_canvas.h"

#include "tests/support/fixtures.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/tools/abstract_tool.h"
#include "ui/tools/brush_footprint.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using namespace ui;

Canvas* tmCanvas()
{
    return new Canvas(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")));
}

// A cell with six neighbours on the Original board (row 4, column 6).
constexpr CellIndex kInner = 4 * 13 - 2 + 6;

TEST(Tools, BrushFootprintsHave1And7And19Hexes)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    const auto& board = c->doc.board();
    EXPECT_EQ(tools::brushFootprint(board, kInner, 0).size(), 1u);
    EXPECT_EQ(tools::brushFootprint(board, kInner, 1).size(), 7u);
    EXPECT_EQ(tools::brushFootprint(board, kInner, 2).size(), 19u);
    EXPECT_EQ(tools::brushFootprint(board, 0, 1).size(), 3u); // corner: itself, right, below-right
    for (CellIndex n : tools::brushFootprint(board, kInner, 2))
        EXPECT_LE(core::model::distance(board.hex(n), board.hex(kInner)), 2);
}

TEST(Tools, MouseDragWithTheBrushPaintsAndIsOneUndoStep)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    const auto original = c->doc.map();
    c->options.setTerrain(5); // mountains
    c->tools.selectTool(QStringLiteral("brush"));
    const std::vector<CellIndex> path{kInner, kInner + 1, kInner + 2};
    QTest::mousePress(c->view.viewport(), Qt::LeftButton, {}, c->at(path[0]));
    for (CellIndex cell : path) {
        QMouseEvent move(QEvent::MouseMove, c->at(cell), c->view.viewport()->mapToGlobal(c->at(cell)), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(c->view.viewport(), &move);
    }
    QTest::mouseRelease(c->view.viewport(), Qt::LeftButton, {}, c->at(path.back()));
    for (CellIndex cell : path)
        EXPECT_EQ(c->doc.map().terrain(cell), 5) << cell;
    EXPECT_EQ(c->doc.undoStack()->count(), 1);
    c->doc.undoStack()->undo();
    EXPECT_EQ(c->doc.map(), original);
}

TEST(Tools, LargeBrushPaintsNineteenHexes)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    c->options.setTerrain(0);
    c->options.setBrushRadius(2);
    auto* brush = c->tools.tool(QStringLiteral("brush"));
    brush->mousePressed(c->event(kInner, Qt::LeftButton, Qt::LeftButton));
    brush->mouseReleased(c->event(kInner, Qt::LeftButton));
    int desert = 0;
    for (CellIndex cell = 0; cell < c->doc.board().size(); ++cell)
        desert += c->doc.map().terrain(cell) == 0 && core::model::distance(c->doc.board().hex(cell), c->doc.board().hex(kInner)) <= 2;
    EXPECT_EQ(desert, 19);
}

TEST(Tools, TokenLayerPaintsAndShiftErases)
{
    std::unique_ptr<Canvas> c(new Canvas(document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard"))));
    c->options.setLayer(tools::ToolOptions::PaintLayer::Token);
    c->options.setToken(8);
    auto* brush = c->tools.tool(QStringLiteral("brush"));
    brush->mousePressed(c->event(2, Qt::LeftButton, Qt::LeftButton));
    brush->mouseReleased(c->event(2, Qt::LeftButton));
    EXPECT_EQ(c->doc.map().token(2), 8);
    brush->mousePressed(c->event(2, Qt::LeftButton, Qt::LeftButton, Qt::ShiftModifier));
    brush->mouseReleased(c->event(2, Qt::LeftButton));
    EXPECT_EQ(c->doc.map().token(2), 0);
}

TEST(Tools, LockBrushLocksAndShiftUnlocks)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    c->options.setBrushRadius(1);
    auto* lock = c->tools.tool(QStringLiteral("lock"));
    lock->mousePressed(c->event(kInner, Qt::LeftButton, Qt::LeftButton));
    lock->mouseReleased(c->event(kInner, Qt::LeftButton));
    EXPECT_EQ(c->doc.map().lockedCount(), 7);
    c->options.setBrushRadius(0);
    lock->mousePressed(c->event(kInner, Qt::LeftButton, Qt::LeftButton, Qt::ShiftModifier));
    EXPECT_EQ(c->doc.map().lockedCount(), 6);
    EXPECT_FALSE(c->doc.map().locked(kInner));
}

TEST(Tools, SwapDragExchangesTwoHexes)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    const auto a = c->doc.map().terrain(0), b = c->doc.map().terrain(20);
    c->tools.selectTool(QStringLiteral("swap"));
    QTest::mousePress(c->view.viewport(), Qt::LeftButton, {}, c->at(0));
    QTest::mouseRelease(c->view.viewport(), Qt::LeftButton, {}, c->at(20));
    EXPECT_EQ(c->doc.map().terrain(0), b);
    EXPECT_EQ(c->doc.map().terrain(20), a);
}

TEST(Tools, EyedropperPicksTheTerrainAndReturnsToTheBrush)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    c->tools.selectTool(QStringLiteral("eyedropper"));
    const auto t = c->doc.map().terrain(kInner);
    c->options.setTerrain(static_cast<core::model::TerrainId>((t + 1) % 7));
    c->tools.currentTool()->mouseReleased(c->event(kInner, Qt::LeftButton));
    EXPECT_EQ(c->options.terrain(), t);
    EXPECT_EQ(c->tools.currentTool()->description().id, QStringLiteral("brush"));
}

TEST(Tools, ShapeToolAddsAndRemovesHexesUndoably)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    const int n = c->doc.board().size();
    auto* shape = c->tools.tool(QStringLiteral("shape"));
    // One hex left of the first row's first hex is off the board.
    const QPointF outside = c->scene.geometry().centre(0) - QPointF(2 * 28.0 * 0.866, 0);
    const tools::ToolEvent add{outside, core::model::kNoCell, scene::BoardGeometry::hexAt(outside), Qt::LeftButton, Qt::LeftButton, {}};
    shape->mousePressed(add);
    shape->mouseReleased(add);
    EXPECT_EQ(c->doc.board().size(), n + 1);
    EXPECT_TRUE(c->doc.board().contains(add.hex));
    shape->mousePressed(c->event(kInner, Qt::RightButton, Qt::RightButton));
    shape->mouseReleased(c->event(kInner, Qt::RightButton));
    EXPECT_EQ(c->doc.board().size(), n);
    c->doc.undoStack()->undo();
    c->doc.undoStack()->undo();
    EXPECT_EQ(c->doc.board().size(), n);
    EXPECT_FALSE(c->doc.board().contains(add.hex));
}

// catan-fair's harbour kinds are in their own swap zone: painting one onto a land hex is done
// (the designer may paint anything) but explained, with the count that will stop a search;
// painting a harbour kind onto a harbour position needs no word.
TEST(Tools, PaintingAHarbourOntoLandIsDoneAndExplained)
{
    Canvas c(document::builtinDocument(QStringLiteral("catan-fair"), QStringLiteral("catan-fair")));
    const auto& rules = c.doc.rules();
    CellIndex land = 0, harbour = 0;
    while (!rules.takesToken(c.doc.map().terrain(land)))
        ++land;
    while (rules.zone(c.doc.map().terrain(harbour)) != 1)
        ++harbour;
    QSignalSpy notices(&c.tools, &tools::ToolManager::notice);
    c.options.setBrushRadius(0);
    c.tools.selectTool(QStringLiteral("brush"));
    auto paint = [&](CellIndex cell, const char* kind) {
        c.options.setTerrain(rules.byId(kind));
        c.tools.currentTool()->mousePressed(c.event(cell, Qt::LeftButton));
        c.tools.currentTool()->mouseReleased(c.event(cell, Qt::LeftButton));
    };
    paint(harbour, "harbour-ore");
    EXPECT_EQ(c.doc.map().terrain(harbour), rules.byId("harbour-ore"));
    EXPECT_EQ(notices.count(), 0) << "a harbour kind on a harbour position stays in its zone";
    paint(land, "harbour-ore");
    EXPECT_EQ(c.doc.map().terrain(land), rules.byId("harbour-ore")) << "the designer may still paint";
    ASSERT_EQ(notices.count(), 1);
    const QString text = notices.at(0).at(0).toString();
    EXPECT_TRUE(text.contains(QStringLiteral("now a position of the harbour zone instead of the main zone"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("The harbour zone has 10 positions for the pool's 9 tiles"))) << text.toStdString();
}

TEST(Tools, EveryToolHasAnActionWithShortcutAndTooltip)
{
    std::unique_ptr<Canvas> c(tmCanvas());
    EXPECT_EQ(c->tools.actions().size(), 6);
    for (QAction* a : c->tools.actions()) {
        EXPECT_FALSE(a->shortcut().isEmpty()) << a->text().toStdString();
        EXPECT_FALSE(a->toolTip().isEmpty()) << a->text().toStdString();
    }
}

} // namespace
} // namespace hexloom::test
