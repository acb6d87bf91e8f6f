// The board at a glance: on a 100 x 100 board fitted to a window each hex is a few pixels wide, too
// small for padlocks, and locked hexes must still stand out, on dark and on light terrains.
#include <QImage>
#include <QPainter>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "ui/document/document_files.h"
#include "ui/scene/map_scene.h"

namespace hexloom::test {
namespace {

using namespace ui;

// The scene drawn into a 700-pixel-wide picture, as "Fit Board" shows it.
QImage fitted(scene::MapScene& scene)
{
    const QRectF source = scene.geometry().sceneRect();
    QImage image(700, static_cast<int>(700 * source.height() / source.width()), QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    scene.render(&p, image.rect(), source);
    return image;
}

QPoint pixelOf(const scene::MapScene& scene, core::model::CellIndex c, const QImage& image)
{
    const QRectF source = scene.geometry().sceneRect();
    const QPointF at = scene.geometry().centre(c) - source.topLeft();
    return {static_cast<int>(at.x() * image.width() / source.width()), static_cast<int>(at.y() * image.height() / source.height())};
}

TEST(BoardItem, LockedHexesStandOutOnAFittedHundredByHundredBoard)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    document::MapDocument doc(document::blankDocument(rules, QStringLiteral("terra-mystica-published"),
                                                      core::model::Board::rectangle(100, 100), 0).content);
    scene::MapScene scene(&doc);
    const double pixelsPerHex = scene::BoardGeometry::kHexSize * 700 / scene.geometry().sceneRect().width();
    ASSERT_LT(pixelsPerHex, 7.0) << "the test is about the low-detail drawing";
    // One hex of every terrain, far from each other, locked afterwards.
    std::vector<core::model::CellIndex> cells;
    std::vector<document::CellChange> paint;
    for (int t = 0; t < rules->terrainCount(); ++t) {
        const core::model::CellIndex c = 1020 + 1010 * t;
        cells.push_back(c);
        paint.push_back({c, {static_cast<core::model::TerrainId>(t), 0, false}});
    }
    doc.changeCells(paint, QStringLiteral("paint"));
    const QImage before = fitted(scene);
    for (auto& change : paint)
        change.state.locked = true;
    doc.changeCells(paint, QStringLiteral("lock"));
    const QImage after = fitted(scene);
    for (size_t i = 0; i < cells.size(); ++i) {
        const QPoint p = pixelOf(scene, cells[i], before);
        const QColor a = before.pixelColor(p), b = after.pixelColor(p);
        const int difference = std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        EXPECT_GT(difference, 120) << "terrain " << rules->terrains[i].name << " at " << p.x() << "," << p.y();
    }
    // Unlocked hexes look as before.
    const QPoint unlocked = pixelOf(scene, 5000, before);
    EXPECT_EQ(before.pixelColor(unlocked), after.pixelColor(unlocked));
}

} // namespace
} // namespace hexloom::test
