#include "ui/scene/selection_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

#include "ui/scene/cell_marks_item.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;

namespace {
// Half the side of a coarse square and the picture's pixel, as CellMarksItem draws them.
constexpr double kHalf = 0.75 * BoardGeometry::kHexSize;
constexpr double kPicturePixel = kHalf;
// Up to this many changed hexes repaint their own squares; more repaint the whole item.
constexpr size_t kCellUpdates = 512;
} // namespace

SelectionItem::SelectionItem(const BoardGeometry* geometry, const CellSelection* selection, qreal z)
    : geometry_(geometry), selection_(selection), rect_(geometry->sceneRect())
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
}

void SelectionItem::geometryReset()
{
    prepareGeometryChange();
    rect_ = geometry_->sceneRect();
    picture_ = QImage();
    pictureStale_ = true;
    update();
}

void SelectionItem::changed(const CellSelection& before)
{
    pictureStale_ = true;
    if (before.size() + selection_->size() > kCellUpdates || before.boardSize() != selection_->boardSize()) {
        update();
        return;
    }
    before.forEach([this](CellIndex c) { update(geometry_->cellRect(c)); });
    selection_->forEach([this](CellIndex c) { update(geometry_->cellRect(c)); });
}

void SelectionItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (selection_->empty())
        return;
    if (BoardGeometry::kHexSize * option->levelOfDetailFromTransform(painter->worldTransform()) < CellMarksItem::kCoarsePixels)
        paintCoarse(*painter, option->exposedRect);
    else
        paintFine(*painter, option->exposedRect);
}

// Only the hexes in view are looked up: zoomed in, that is a few thousand at most.
void SelectionItem::paintFine(QPainter& p, const QRectF& exposed) const
{
    std::vector<CellIndex> inView;
    geometry_->cellsIn(exposed, inView);
    p.setRenderHint(QPainter::Antialiasing);
    const double s = BoardGeometry::kHexSize;
    constexpr double kInset = 0.86; // the outline inside the hex, its pen shrunk with it (as CellMarksItem)
    p.setPen(QPen(colour(), s * 0.13 * kInset, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    QPolygonF outline = geometry_->hexPolygon();
    for (QPointF& v : outline)
        v *= kInset;
    for (CellIndex c : inView)
        if (selection_->contains(c))
            p.drawPolygon(outline.translated(geometry_->centre(c)));
}

void SelectionItem::paintCoarse(QPainter& p, const QRectF& exposed) const
{
    if (pictureStale_)
        stampPicture();
    p.setRenderHint(QPainter::Antialiasing, false);
    const QRectF area = exposed.intersected(rect_.adjusted(-kHalf, -kHalf, kHalf, kHalf));
    const QPointF origin = rect_.topLeft() - QPointF(kHalf, kHalf);
    const QRect pixels = QRectF((area.topLeft() - origin) / kPicturePixel, area.size() / kPicturePixel).toAlignedRect().intersected(picture_.rect());
    if (!pixels.isEmpty())
        p.drawImage(QRectF(origin + QPointF(pixels.topLeft()) * kPicturePixel, QSizeF(pixels.size()) * kPicturePixel), picture_, pixels);
}

QRect SelectionItem::squareOf(CellIndex cell) const
{
    const QPointF origin = rect_.topLeft() - QPointF(kHalf, kHalf);
    const QPointF corner = (geometry_->centre(cell) - QPointF(kHalf, kHalf) - origin) / kPicturePixel;
    const int x0 = std::max(0, static_cast<int>(std::floor(corner.x())));
    const int y0 = std::max(0, static_cast<int>(std::floor(corner.y())));
    const int x1 = std::min(picture_.width(), static_cast<int>(std::ceil(corner.x() + 2)));
    const int y1 = std::min(picture_.height(), static_cast<int>(std::ceil(corner.y() + 2)));
    return {QPoint(x0, y0), QPoint(x1 - 1, y1 - 1)};
}

// The squares of `first`..`last`, neighbours in one row: they touch or overlap (a square is 0.87
// of a column step wide, widened to whole pixels), so their union is one rectangle.
void SelectionItem::fillSpan(CellIndex first, CellIndex last) const
{
    const QRect a = squareOf(first), b = squareOf(last);
    const QRgb blue = colour().rgba();
    for (int y = a.top(); y <= a.bottom(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(picture_.scanLine(y));
        std::fill(line + a.left(), line + b.right() + 1, blue);
    }
}

void SelectionItem::stampPicture() const
{
    const QSize size(static_cast<int>(std::ceil((rect_.width() + 2 * kHalf) / kPicturePixel)) + 2,
                     static_cast<int>(std::ceil((rect_.height() + 2 * kHalf) / kPicturePixel)) + 2);
    if (picture_.size() != size)
        picture_ = QImage(size, QImage::Format_ARGB32_Premultiplied);
    picture_.fill(Qt::transparent);
    // Cells c and c + 1 are one span when c + 1 is c's right-hand neighbour in its row.
    const double step = std::sqrt(3.0) * BoardGeometry::kHexSize;
    CellIndex first = core::model::kNoCell, last = core::model::kNoCell;
    selection_->forEach([&](CellIndex c) {
        if (last != core::model::kNoCell && c == last + 1) {
            const QPointF d = geometry_->centre(c) - geometry_->centre(last);
            if (d.y() == 0 && d.x() > 0 && d.x() < 1.01 * step) {
                last = c;
                return;
            }
        }
        if (first != core::model::kNoCell)
            fillSpan(first, last);
        first = last = c;
    });
    if (first != core::model::kNoCell)
        fillSpan(first, last);
    pictureStale_ = false;
}

} // namespace hexloom::ui::scene
