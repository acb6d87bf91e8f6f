// Marks over a 250,000-hex board seen whole: tens of thousands of marks are drawn from a picture
// (CellMarksItem::kPictureMarks) and must still show exactly where the marked hexes are. Oracle:
// the canvas grabbed before the marks, and each sampled hex's side of a straight dividing line.
#include <QApplication>
#include <QImage>
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

} // namespace
} // namespace hexloom::test
