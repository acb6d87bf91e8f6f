#include "ui/scene/board_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "ui/document/map_document.h"
#include "ui/render/board_renderer.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;
using render::BoardRenderer;

namespace {
// Below this many screen pixels per hex radius tokens, locks and labels are unreadable anyway.
constexpr double kDetailPixels = 7.0;
} // namespace

BoardItem::BoardItem(const document::MapDocument* doc, const BoardGeometry* geometry) : doc_(doc), geometry_(geometry)
{
    setFlag(ItemUsesExtendedStyleOption);
    rect_ = geometry_->sceneRect();
}

void BoardItem::setShowCoordinates(bool on)
{
    coordinates_ = on;
    update();
}

void BoardItem::geometryReset()
{
    prepareGeometryChange();
    rect_ = geometry_->sceneRect();
    update();
}

void BoardItem::cellsChanged(const std::vector<CellIndex>& cells)
{
    if (cells.size() > 256) {
        update();
        return;
    }
    for (CellIndex c : cells)
        update(geometry_->cellRect(c));
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    geometry_->cellsIn(option->exposedRect, visible_);
    const double pixels = BoardGeometry::kHexSize * option->levelOfDetailFromTransform(painter->worldTransform());
    if (pixels < kDetailPixels) {
        paintSimple(*painter, visible_);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing);
    render::RenderOptions o;
    o.hexSize = BoardGeometry::kHexSize;
    o.coordinates = coordinates_;
    const auto& board = doc_->board();
    const auto& map = doc_->map();
    const auto& rules = doc_->rules();
    for (CellIndex c : visible_)
        BoardRenderer::paintCell(*painter, board, map, rules, c, o);
}

void BoardItem::paintSimple(QPainter& p, const std::vector<CellIndex>& cells) const
{
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    const auto& map = doc_->map();
    const auto& rules = doc_->rules();
    QPolygonF poly = geometry_->hexPolygon();
    const QPolygonF base = poly;
    for (CellIndex c : cells) {
        const QPointF o = geometry_->centre(c);
        for (int i = 0; i < base.size(); ++i)
            poly[i] = base[i] + o;
        p.setBrush(BoardRenderer::terrainColour(rules, map.terrain(c)));
        p.drawPolygon(poly);
    }
}

} // namespace hexloom::ui::scene
