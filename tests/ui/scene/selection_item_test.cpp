// The selection's own item draws what a layer of outline marks on the same hexes drew before it
// (the oracle: CellMarksItem, Outline style, the selection's colour): zoomed out the same coarse
// squares pixel for pixel, though the item stamps whole row spans at once; zoomed in the same
// outlines, though it looks up only the hexes in view. Selections: random cells, whole rows,
// everything, their inverse.
#include <QImage>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <gtest/gtest.h>
#include <random>

#include "ui/scene/cell_marks_item.h"
#include "ui/scene/selection_item.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using namespace ui;

// `item` drawn over white at `zoom` pixels per scene unit, the part of the board in `area`.
QImage drawn(QGraphicsItem& item, double zoom, const QRectF& area)
{
    QImage out(static_cast<int>(area.width() * zoom) + 2, static_cast<int>(area.height() * zoom) + 2, QImage::Format_ARGB32_Premultiplied);
    out.fill(Qt::white);
    QPainter p(&out);
    p.scale(zoom, zoom);
    p.translate(-area.topLeft());
    QStyleOptionGraphicsItem option;
    option.exposedRect = area;
    item.paint(&p, &option, nullptr);
    return out;
}

// Pixels whose colour differs by more than `tolerance` in a channel.
int differing(const QImage& a, const QImage& b, int tolerance)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            n += std::abs(p.red() - q.red()) > tolerance || std::abs(p.green() - q.green()) > tolerance || std::abs(p.blue() - q.blue()) > tolerance;
        }
    return n;
}

std::vector<scene::CellSelection> selectionsOf(CellIndex n)
{
    std::mt19937 rng(4);
    std::bernoulli_distribution half(0.5);
    scene::CellSelection random(n), rows(n);
    for (CellIndex c = 0; c < n; ++c) {
        if (half(rng))
            random.insert(c);
        if ((c / 500) % 3 == 0) // long runs, some across row ends
            rows.insert(c);
    }
    scene::CellSelection inverse = random;
    inverse.invert();
    return {random, rows, scene::CellSelection::all(n), inverse};
}

TEST(SelectionItem, ZoomedOutItDrawsTheSquaresOfOutlineMarksOnTheSameHexes)
{
    const core::model::Board board = core::model::Board::terraMystica(300, 200);
    const scene::BoardGeometry geometry(board);
    const double zoom = 1.0 / scene::BoardGeometry::kHexSize; // one pixel per hex radius: coarse
    ASSERT_LT(zoom * scene::BoardGeometry::kHexSize, scene::CellMarksItem::kCoarsePixels);
    const QRectF whole = geometry.sceneRect();
    for (const scene::CellSelection& selection : selectionsOf(board.size())) {
        ASSERT_GT(selection.size(), scene::CellMarksItem::kPictureMarks);
        scene::SelectionItem item(&geometry, &selection, 3);
        scene::CellMarksItem marks(&geometry, scene::CellMarksItem::Style::Outline, 3);
        marks.setCells(selection.cells(), scene::SelectionItem::colour());
        const QImage got = drawn(item, zoom, whole);
        ASSERT_EQ(got, drawn(marks, zoom, whole)) << selection.size() << " selected hexes";
        const QRectF corner(whole.topLeft() + QPointF(whole.width() * 0.3, whole.height() * 0.6), whole.size() / 5);
        EXPECT_EQ(drawn(item, zoom, corner), drawn(marks, zoom, corner)) << "a part of the board";
    }
    const scene::CellSelection none(board.size());
    scene::SelectionItem empty(&geometry, &none, 3);
    QImage white(drawn(empty, zoom, whole).size(), QImage::Format_ARGB32_Premultiplied);
    white.fill(Qt::white);
    EXPECT_EQ(drawn(empty, zoom, whole), white);
}

TEST(SelectionItem, ZoomedInItDrawsTheOutlinesOfTheSelectedHexesInView)
{
    const core::model::Board board = core::model::Board::terraMystica(300, 200);
    const scene::BoardGeometry geometry(board);
    const double zoom = 0.5; // 14 pixels a hex radius
    const QRectF area(geometry.centre(board.size() / 2) - QPointF(300, 200), QSizeF(600, 400));
    for (const scene::CellSelection& selection : selectionsOf(board.size())) {
        scene::SelectionItem item(&geometry, &selection, 3);
        scene::CellMarksItem marks(&geometry, scene::CellMarksItem::Style::Outline, 3);
        marks.setCells(selection.cells(), scene::SelectionItem::colour());
        const QImage got = drawn(item, zoom, area), want = drawn(marks, zoom, area);
        // Antialiased edges of a polygon translated by the painter or by its points may differ a shade.
        EXPECT_LT(differing(got, want, 60), got.width() * got.height() / 200) << selection.size() << " selected hexes";
        scene::CellMarksItem nothing(&geometry, scene::CellMarksItem::Style::Outline, 3);
        EXPECT_GT(differing(got, drawn(nothing, zoom, area), 60), got.width() * got.height() / 50) << "the outlines are drawn";
    }
}

} // namespace
} // namespace hexloom::test
