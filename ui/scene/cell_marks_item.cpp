#include "ui/scene/cell_marks_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

namespace hexloom::ui::scene {

using core::model::CellIndex;

namespace {
// Half the side of a coarse square, and the picture's pixel: a square is two pixels wide.
constexpr double kHalf = 0.75 * BoardGeometry::kHexSize;
constexpr double kPicturePixel = kHalf;
} // namespace

CellMarksItem::CellMarksItem(const BoardGeometry* geometry, Style style, qreal z) : geometry_(geometry), style_(style)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
    rect_ = geometry_->sceneRect();
}

void CellMarksItem::geometryReset()
{
    prepareGeometryChange();
    marks_.clear();
    pictureStale_ = true;
    picture_ = QImage(); // another board: the old squares mean nothing
    stamped_.clear();
    rect_ = geometry_->sceneRect();
    update();
}

void CellMarksItem::updateMarks(const std::vector<CellMark>& marks)
{
    if (marks.size() > 512) {
        update();
        return;
    }
    for (const CellMark& m : marks)
        update(geometry_->cellRect(m.cell));
}

void CellMarksItem::setMarks(std::vector<CellMark> marks)
{
    updateMarks(marks_);
    marks_ = std::move(marks);
    pictureStale_ = true;
    updateMarks(marks_);
}

void CellMarksItem::setCells(const std::vector<CellIndex>& cells, const QColor& colour)
{
    std::vector<CellMark> marks;
    marks.reserve(cells.size());
    for (CellIndex c : cells)
        marks.push_back({c, colour});
    setMarks(std::move(marks));
}

// A few pixels a hex (a big board zoomed out): every style is a plain square over the hex, drawn
// without a saved painter state per mark, so thousands of flashed hexes repaint within a frame.
void CellMarksItem::paintCoarse(QPainter& p, const QRectF& exposed) const
{
    p.setRenderHint(QPainter::Antialiasing, false);
    if (marks_.size() > kPictureMarks) {
        if (pictureStale_)
            stampPicture();
        const QRectF area = exposed.intersected(rect_.adjusted(-kHalf, -kHalf, kHalf, kHalf));
        const QPointF origin = rect_.topLeft() - QPointF(kHalf, kHalf);
        const QRect pixels = QRectF((area.topLeft() - origin) / kPicturePixel, area.size() / kPicturePixel).toAlignedRect().intersected(picture_.rect());
        if (!pixels.isEmpty())
            p.drawImage(QRectF(origin + QPointF(pixels.topLeft()) * kPicturePixel, QSizeF(pixels.size()) * kPicturePixel), picture_, pixels);
        return;
    }
    for (const CellMark& m : marks_) {
        const QPointF c = geometry_->centre(m.cell);
        const QRectF r(c.x() - kHalf, c.y() - kHalf, 2 * kHalf, 2 * kHalf);
        if (r.intersects(exposed))
            p.fillRect(r, m.colour);
    }
}

QRect CellMarksItem::squareOf(CellIndex cell) const
{
    const QPointF origin = rect_.topLeft() - QPointF(kHalf, kHalf);
    const QPointF corner = (geometry_->centre(cell) - QPointF(kHalf, kHalf) - origin) / kPicturePixel;
    const int x0 = std::max(0, static_cast<int>(std::floor(corner.x())));
    const int y0 = std::max(0, static_cast<int>(std::floor(corner.y())));
    const int x1 = std::min(picture_.width(), static_cast<int>(std::ceil(corner.x() + 2)));
    const int y1 = std::min(picture_.height(), static_cast<int>(std::ceil(corner.y() + 2)));
    return {QPoint(x0, y0), QPoint(x1 - 1, y1 - 1)};
}

// Each mark's square, every pixel it reaches into (two or three each way, so neighbouring squares
// leave no gaps), written straight into the picture (later marks over earlier ones). The picture
// holds only the squares of stamped_, so clearing those squares clears it as a full fill would.
void CellMarksItem::stampPicture() const
{
    const QSize size(static_cast<int>(std::ceil((rect_.width() + 2 * kHalf) / kPicturePixel)) + 2,
                     static_cast<int>(std::ceil((rect_.height() + 2 * kHalf) / kPicturePixel)) + 2);
    auto fillSquare = [this](const QRect& r, QRgb colour) {
        for (int y = r.top(); y <= r.bottom(); ++y) {
            auto* line = reinterpret_cast<QRgb*>(picture_.scanLine(y));
            std::fill(line + r.left(), line + r.right() + 1, colour);
        }
    };
    // A square is at most 3 x 3 pixels: clearing the old ones beats a full fill below a quarter.
    const bool fresh = picture_.size() != size;
    if (fresh)
        picture_ = QImage(size, QImage::Format_ARGB32_Premultiplied);
    if (fresh || stamped_.size() * 9 > static_cast<size_t>(size.width()) * static_cast<size_t>(size.height()) / 4)
        picture_.fill(Qt::transparent);
    else
        for (CellIndex c : stamped_)
            fillSquare(squareOf(c), 0);
    stamped_.clear();
    for (const CellMark& m : marks_) {
        fillSquare(squareOf(m.cell), qPremultiply(m.colour.rgba()));
        stamped_.push_back(m.cell);
    }
    pictureStale_ = false;
}

void CellMarksItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (BoardGeometry::kHexSize * option->levelOfDetailFromTransform(painter->worldTransform()) < kCoarsePixels) {
        paintCoarse(*painter, option->exposedRect);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing);
    const double s = BoardGeometry::kHexSize;
    const QPolygonF& hex = geometry_->hexPolygon();
    for (const CellMark& m : marks_) {
        const QRectF r = geometry_->cellRect(m.cell);
        if (!r.intersects(option->exposedRect))
            continue;
        const QPointF c = geometry_->centre(m.cell);
        painter->save();
        painter->translate(c);
        switch (style_) {
        case Style::Outline:
            painter->setPen(QPen(m.colour, s * 0.13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->setBrush(Qt::NoBrush);
            painter->scale(0.86, 0.86);
            painter->drawPolygon(hex);
            break;
        case Style::Fill:
            painter->setPen(Qt::NoPen);
            painter->setBrush(m.colour);
            painter->drawPolygon(hex);
            break;
        case Style::InnerHex:
            painter->setPen(QPen(QColor(20, 20, 20), s * 0.06, Qt::DashLine));
            painter->setBrush(Qt::NoBrush);
            painter->drawPolygon(hex);
            painter->setPen(QPen(Qt::white, s * 0.05));
            painter->setBrush(m.colour);
            painter->scale(0.5, 0.5);
            painter->drawPolygon(hex);
            break;
        case Style::Dot:
            painter->setPen(QPen(Qt::white, s * 0.04));
            painter->setBrush(m.colour);
            painter->drawEllipse(QPointF(-s * 0.4, -s * 0.35), s * 0.14, s * 0.14);
            break;
        }
        painter->restore();
    }
}

} // namespace hexloom::ui::scene
