// The canvas at 250,000 hexes: the scene keeps the same handful of items whatever the board size
// (no item per hex), a fitted view draws the board from its overview picture and a close-up hex by
// hex, and a painted hex shows its new colour on screen at every level of detail.
#include <QApplication>
#include <QImage>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "tests/support/event_loop.h"
#include "ui/document/document_files.h"
#include "render/board_renderer.h"
#include "ui/scene/board_item.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using namespace ui;

std::unique_ptr<document::MapDocument> documentOn(core::model::Board board)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = document::blankDocument(rules, QStringLiteral("terra-mystica-published"), std::move(board), 0);
    for (CellIndex c = 0; c < loaded.content.map.size(); ++c)
        loaded.content.map.setTerrain(c, static_cast<core::model::TerrainId>(c % 7));
    return std::make_unique<document::MapDocument>(loaded.content);
}

const core::model::Board& quarterMillion()
{
    static const core::model::Board board = core::model::Board::terraMystica(800, 313);
    return board;
}

TEST(BoardItemAtScale, TheSceneHasTheSameFewItemsWhateverTheBoardSize)
{
    auto small = documentOn(core::model::Board::terraMystica());
    auto big = documentOn(quarterMillion());
    ASSERT_EQ(big->board().size(), 250000);
    scene::MapScene smallScene(small.get()), bigScene(big.get());
    EXPECT_EQ(bigScene.items().size(), smallScene.items().size());
    EXPECT_LE(bigScene.items().size(), 16);
}

struct Canvas {
    std::unique_ptr<document::MapDocument> doc = documentOn(quarterMillion());
    scene::MapScene scene{doc.get()};
    scene::MapView view{&scene, nullptr};
    Canvas()
    {
        view.resize(1280, 800);
        view.show();
        view.fitBoard();
        QApplication::processEvents();
    }
    // Whether the board item draws the overview for what the view shows now.
    bool drawsOverview()
    {
        const QRectF shown = view.mapToScene(view.viewport()->rect()).boundingRect();
        return scene.board()->drawsOverview(shown, view.zoom());
    }
    QColor pixelAt(CellIndex c)
    {
        QApplication::processEvents();
        return view.viewport()->grab().toImage().pixelColor(view.mapFromScene(scene.geometry().centre(c)));
    }
};

TEST(BoardItemAtScale, AFittedBoardIsDrawnFromTheOverviewAndACloseUpHexByHex)
{
    Canvas c;
    EXPECT_TRUE(c.drawsOverview());
    c.view.zoomBy(1.0 / c.view.zoom()); // 1:1, hexes 28 pixels across
    EXPECT_FALSE(c.drawsOverview());
    // A few pixels a hex: too many visible hexes to draw one by one.
    c.view.zoomBy(0.11);
    EXPECT_LT(scene::BoardGeometry::kHexSize * c.view.zoom(), 7.0);
    EXPECT_TRUE(c.drawsOverview());
}

TEST(BoardItemAtScale, APaintedHexShowsItsNewColourAtEveryLevelOfDetail)
{
    Canvas c;
    const CellIndex cells[] = {125000 + 156, 3 * 313 + 40, 249999 - 500};
    int round = 0;
    for (double zoom : {0.11, 0.2, 1.0}) {
        const CellIndex cell = cells[round++];
        c.view.zoomBy(zoom / c.view.zoom());
        c.view.centerOn(c.scene.geometry().centre(cell));
        const auto terrain = static_cast<core::model::TerrainId>((c.doc->map().terrain(cell) + 3) % 7);
        const QColor want = render::BoardRenderer::terrainColour(c.doc->rules(), terrain);
        EXPECT_NE(c.pixelAt(cell), want) << "zoom " << zoom;
        auto s = document::CellState::of(c.doc->map(), cell);
        s.terrain = terrain;
        c.doc->changeCells({{cell, s}}, QStringLiteral("paint"));
        EXPECT_EQ(c.pixelAt(cell), want) << "zoom " << zoom << ", hex " << cell;
    }
}

} // namespace
} // namespace hexloom::test
