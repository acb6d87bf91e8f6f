// Marks over a 250,000-hex board seen whole: tens of thousands of marks are drawn from a picture
// (CellMarksItem::kPictureMarks) and must still show exactly where the marked hexes are. Oracle:
// the canvas grabbed before the marks, and each sampled hex's side of a straight dividing line.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <gtest/gtest.h>
#include <random>

#include "core/io/rule_set_file.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using namespace ui;

TEST(CellMarksAtScale, ManyMarksOnAFittedBoardShowOnTheMarkedHexesOnly)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::terraMystica(800, 313), 0);
    for (CellIndex c = 0; c < loaded.content.map.size(); ++c)
        loaded.content.map.setTerrain(c, static_cast<core::model::TerrainId>(c % 7));
    document::MapDocument doc(loaded.content);
    scene::MapScene scene(&doc);
    scene::MapView view(&scene, nullptr);
    view.resize(1280, 800);
    view.show();
    view.fitBoard();
    QApplication::processEvents();
    ASSERT_LT(scene::BoardGeometry::kHexSize * view.zoom(), scene::CellMarksItem::kCoarsePixels);
    const QImage before = view.viewport()->grab().toImage();

    // Every hex left of the middle line, in pure magenta.
    const double middle = scene.geometry().sceneRect().center().x();
    std::vector<CellIndex> marked;
    for (CellIndex c = 0; c < doc.board().size(); ++c)
        if (scene.geometry().centre(c).x() < middle)
            marked.push_back(c);
    ASSERT_GT(marked.size(), scene::CellMarksItem::kPictureMarks);
    const QColor magenta(255, 0, 255);
    scene.marks(scene::MarkLayer::Violations)->setCells(marked, magenta);
    QApplication::processEvents();
    const QImage after = view.viewport()->grab().toImage();

    std::mt19937 rng(5);
    std::uniform_int_distribution<CellIndex> pick(0, doc.board().size() - 1);
    int left = 0, right = 0;
    const double margin = 3 * scene::BoardGeometry::kHexSize; // a square reaches 0.75 of a radius out; pixels round
    for (int i = 0; i < 400; ++i) {
        const CellIndex c = pick(rng);
        const QPointF centre = scene.geometry().centre(c);
        const QPoint pixel = view.mapFromScene(centre);
        if (centre.x() < middle - margin) {
            EXPECT_EQ(after.pixelColor(pixel), magenta) << "marked hex " << c;
            ++left;
        } else if (centre.x() > middle + margin) {
            EXPECT_EQ(after.pixelColor(pixel), before.pixelColor(pixel)) << "unmarked hex " << c;
            ++right;
        }
    }
    EXPECT_GT(left, 100);
    EXPECT_GT(right, 100);

    scene.marks(scene::MarkLayer::Violations)->clear();
    QApplication::processEvents();
    EXPECT_EQ(view.viewport()->grab().toImage(), before) << "cleared marks leave nothing behind";
}

// The item drawn whole at a zoom where marks are coarse squares from the picture.
QImage drawnCoarse(scene::CellMarksItem& item)
{
    const QRectF r = item.boundingRect();
    const double zoom = 1.0 / scene::BoardGeometry::kHexSize; // one pixel per hex radius
    QImage out(static_cast<int>(r.width() * zoom) + 2, static_cast<int>(r.height() * zoom) + 2, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::white);
    QPainter p(&out);
    p.scale(zoom, zoom);
    p.translate(-r.topLeft());
    QStyleOptionGraphicsItem option;
    option.exposedRect = r;
    item.paint(&p, &option, nullptr);
    return out;
}

// A picture updated by clearing only the old marks' squares (a new flash after the last) shows
// exactly what a picture stamped from nothing shows, through sets small enough to be cleared
// square by square and one big enough to be cleared by a full fill.
TEST(CellMarksAtScale, APictureUpdatedMarkByMarkEqualsOneDrawnAfresh)
{
    const core::model::Board board = core::model::Board::terraMystica(400, 200);
    const scene::BoardGeometry geometry(board);
    scene::CellMarksItem updated(&geometry, scene::CellMarksItem::Style::Fill, 2);
    std::mt19937 rng(9);
    std::uniform_int_distribution<CellIndex> pick(0, board.size() - 1);
    const QColor colours[] = {QColor(255, 0, 255), QColor(0, 200, 0), QColor(30, 30, 255, 170), QColor(255, 255, 255, 170), QColor(200, 0, 0)};
    int i = 0;
    for (int count : {3000, 8000, 20000, 5000, 2500}) {
        std::vector<CellIndex> cells;
        for (int k = 0; k < count; ++k)
            cells.push_back(pick(rng));
        updated.setCells(cells, colours[i++]);
        scene::CellMarksItem fresh(&geometry, scene::CellMarksItem::Style::Fill, 2);
        fresh.setCells(cells, updated.marks().front().colour);
        const QImage got = drawnCoarse(updated);
        ASSERT_EQ(got, drawnCoarse(fresh)) << count << " marks after the set before";
        ASSERT_NE(got.pixelColor(0, 0), QColor()) << "drawn";
    }
    updated.clear();
    scene::CellMarksItem none(&geometry, scene::CellMarksItem::Style::Fill, 2);
    EXPECT_EQ(drawnCoarse(updated), drawnCoarse(none));
}

} // namespace
} // namespace hexloom::test
