#include "ui/scene/cell_marks_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hexloom::ui::scene {

using core::model::CellIndex;

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
    const double half = 0.75 * BoardGeometry::kHexSize;
    for (const CellMark& m : marks_) {
        const QPointF c = geometry_->centre(m.cell);
        const QRectF r(c.x() - half, c.y() - half, 2 * half, 2 * half);
        if (r.intersects(exposed))
            p.fillRect(r, m.colour);
    }
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
