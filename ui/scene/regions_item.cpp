#include "ui/scene/regions_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

#include "core/partition/apply_partition.h"
#include "core/model/hex_layout.h"

namespace hexloom::ui::scene {

namespace partition = core::partition;
using core::model::CellIndex;

namespace {
constexpr int kFillAlpha = 180; // the terrain still shows through; regions read as one colour
} // namespace

RegionsItem::RegionsItem(const BoardGeometry* geometry, qreal z) : geometry_(geometry)
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(z);
    setAcceptedMouseButtons(Qt::NoButton);
    rect_ = geometry_->sceneRect();
}

QColor RegionsItem::colourOf(int region)
{
    // Golden-angle hues: neighbouring indices get far-apart colours, and no two indices share one.
    const double hue = std::fmod(region * 0.381966, 1.0);
    return QColor::fromHsvF(static_cast<float>(hue), region % 2 ? 0.55f : 0.85f, region % 3 == 2 ? 0.75f : 0.95f);
}

void RegionsItem::geometryReset()
{
    prepareGeometryChange();
    regionOfCell_.clear();
    borders_.clear();
    rect_ = geometry_->sceneRect();
    update();
}

void RegionsItem::clear()
{
    regionOfCell_.clear();
    borders_.clear();
    update();
}

void RegionsItem::setRegions(const core::model::Board& board, std::vector<int> regionOfCell)
{
    if (static_cast<int>(regionOfCell.size()) != board.size()) {
        clear();
        return;
    }
    regionOfCell_ = std::move(regionOfCell);
    borders_.clear();
    const double s = BoardGeometry::kHexSize;
    for (const auto& e : partition::regionBorders(board, regionOfCell_)) {
        const QPointF c = geometry_->centre(e.cell);
        const auto [a, b] = partition::sideCorners(e.direction);
        const auto ca = core::model::HexLayout::corner({c.x(), c.y()}, s, a);
        const auto cb = core::model::HexLayout::corner({c.x(), c.y()}, s, b);
        borders_.emplace_back(ca.x, ca.y, cb.x, cb.y);
    }
    update();
}

void RegionsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (regionOfCell_.empty())
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    const QPolygonF& hex = geometry_->hexPolygon();
    const QBrush hatch(QColor(30, 30, 30), Qt::BDiagPattern);
    painter->setPen(Qt::NoPen);
    for (CellIndex c = 0; c < static_cast<CellIndex>(regionOfCell_.size()); ++c) {
        const int r = regionOfCell_[static_cast<size_t>(c)];
        if (r == partition::kOutOfScope || !geometry_->cellRect(c).intersects(option->exposedRect))
            continue;
        const QPolygonF cell = hex.translated(geometry_->centre(c));
        if (r == partition::kRemovedCell) {
            painter->setBrush(QColor(235, 235, 235, 150));
            painter->drawPolygon(cell);
            painter->setBrush(hatch);
            painter->drawPolygon(cell);
            continue;
        }
        QColor fill = colourOf(r);
        fill.setAlpha(kFillAlpha);
        painter->setBrush(fill);
        painter->drawPolygon(cell);
    }
    painter->setPen(QPen(QColor(20, 20, 20), BoardGeometry::kHexSize * 0.12, Qt::SolidLine, Qt::RoundCap));
    for (const QLineF& l : borders_)
        if (option->exposedRect.adjusted(-BoardGeometry::kHexSize, -BoardGeometry::kHexSize, BoardGeometry::kHexSize, BoardGeometry::kHexSize).contains(l.center()))
            painter->drawLine(l);
}

} // namespace hexloom::ui::scene
