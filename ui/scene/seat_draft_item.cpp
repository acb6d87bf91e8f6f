#include "ui/scene/seat_draft_item.h"

#include <QFont>
#include <QPainter>
#include <QPen>
#include <array>

#include "core/model/hex_layout.h"

namespace hexloom::ui::scene {

namespace {
constexpr double kRadius = 0.34 * BoardGeometry::kHexSize;
} // namespace

SeatDraftItem::SeatDraftItem(const BoardGeometry* geometry, qreal z) : geometry_(geometry)
{
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
    rect_ = geometry_->sceneRect().adjusted(-kRadius, -kRadius, kRadius, kRadius);
}

QColor SeatDraftItem::seatColour(int seat)
{
    // The settlement colours of the usual four seats, then four more far from them.
    static const std::array<QColor, 8> colours{QColor(0xd3, 0x2f, 0x2f), QColor(0x19, 0x76, 0xd2), QColor(0xf5, 0xf5, 0xf5), QColor(0xf5, 0x7c, 0x00),
                                               QColor(0x38, 0x8e, 0x3c), QColor(0x6d, 0x4c, 0x41), QColor(0x7b, 0x1f, 0xa2), QColor(0x00, 0x97, 0xa7)};
    return colours[static_cast<size_t>(seat) % colours.size()];
}

QPointF SeatDraftItem::cornerPosition(const core::rules::CornerGraph& graph, int k) const
{
    const core::model::CellIndex cell = graph.cells(k)[0];
    const auto& mine = graph.cornersOf(cell);
    int i = 0;
    while (i < 5 && mine[static_cast<size_t>(i)] != k)
        ++i;
    const QPointF c = geometry_->centre(cell);
    const auto p = core::model::HexLayout::corner({c.x(), c.y()}, BoardGeometry::kHexSize, i);
    return {p.x, p.y};
}

void SeatDraftItem::setMarkers(std::vector<Marker> markers)
{
    markers_ = std::move(markers);
    update();
}

void SeatDraftItem::clear()
{
    if (markers_.empty())
        return;
    markers_.clear();
    update();
}

void SeatDraftItem::geometryReset()
{
    prepareGeometryChange();
    markers_.clear();
    rect_ = geometry_->sceneRect().adjusted(-kRadius, -kRadius, kRadius, kRadius);
    update();
}

void SeatDraftItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (markers_.empty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(kRadius * 1.3));
    painter->setFont(font);
    for (const Marker& m : markers_) {
        const QColor fill = seatColour(m.seat);
        painter->setPen(m.disadvantaged ? QPen(QColor(200, 0, 0), 3.5) : QPen(Qt::black, 1.5));
        painter->setBrush(fill);
        painter->drawEllipse(m.at, kRadius, kRadius);
        painter->setPen(fill.lightness() > 150 ? Qt::black : Qt::white);
        painter->drawText(QRectF(m.at.x() - kRadius, m.at.y() - kRadius, 2 * kRadius, 2 * kRadius), Qt::AlignCenter, QString::number(m.seat + 1));
    }
}

} // namespace hexloom::ui::scene
