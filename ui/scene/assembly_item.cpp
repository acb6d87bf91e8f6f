#include "ui/scene/assembly_item.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "render/tile_painter.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::scene {

using core::assembly::AssemblyEventKind;
using core::assembly::DeadEndReason;
using core::model::CellIndex;

namespace {
constexpr double kSize = BoardGeometry::kHexSize;
} // namespace

AssemblyItem::AssemblyItem(const document::MapDocument* doc, const BoardGeometry* geometry) : doc_(doc), geometry_(geometry)
{
    setZValue(0.5); // over the board, under every mark layer
    setAcceptedMouseButtons(Qt::NoButton);
    rect_ = geometry_->sceneRect().adjusted(-kSize, -kSize, kSize, kSize); // room for the dead end's label
    setVisible(false);
}

void AssemblyItem::show(std::shared_ptr<const core::assembly::AssemblySnapshot> snapshot,
                        std::shared_ptr<const core::rules::RuleSet> rules)
{
    if (!snapshot || snapshot->map.size() != doc_->board().size()) {
        clear();
        return;
    }
    prepareGeometryChange();
    rect_ = geometry_->sceneRect().adjusted(-kSize, -kSize, kSize, kSize); // room for the dead end's label
    snapshot_ = std::move(snapshot);
    rules_ = std::move(rules);
    setVisible(true);
    update();
}

void AssemblyItem::clear()
{
    snapshot_.reset();
    setVisible(false);
}

CellIndex AssemblyItem::gap() const
{
    if (!snapshot_ || snapshot_->event.kind != AssemblyEventKind::GapChosen)
        return core::model::kNoCell;
    return snapshot_->event.gap;
}

CellIndex AssemblyItem::deadEndCell() const
{
    // A solved assembly has left its dead ends behind.
    if (!snapshot_ || snapshot_->stats.deadEndTotal() == 0 || snapshot_->status == core::assembly::AssemblyStatus::Solved)
        return core::model::kNoCell;
    return snapshot_->event.deadEnd.cell;
}

void AssemblyItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!snapshot_ || !rules_ || snapshot_->map.size() != doc_->board().size())
        return;
    const core::model::Board& board = doc_->board();
    QPainter& p = *painter;
    p.setRenderHint(QPainter::Antialiasing);
    const auto& map = snapshot_->map;
    // Placed hexes in their terrain; empty ones veiled so the partial assembly stands out.
    p.setPen(QPen(QColor(90, 90, 90), kSize * 0.02));
    for (CellIndex c = 0; c < map.size(); ++c) {
        const bool empty = map.terrain(c) == core::model::kNoTerrain;
        p.setBrush(empty ? QColor(245, 245, 245, 215) : render::BoardRenderer::terrainColour(*rules_, map.terrain(c)));
        p.drawPath(render::BoardRenderer::hexPath(geometry_->centre(c), kSize));
    }
    p.setPen(QPen(QColor(40, 60, 160), kSize * 0.14, Qt::SolidLine, Qt::RoundCap));
    render::TilePainter::paintLines(p, board, snapshot_->placements, kSize);
    p.setPen(QPen(QColor(20, 20, 20), kSize * 0.1, Qt::SolidLine, Qt::RoundCap));
    render::TilePainter::paintOutlines(p, board, snapshot_->placements, kSize);
    paintStepMarks(p);
}

void AssemblyItem::paintStepMarks(QPainter& p) const
{
    const core::model::Board& board = doc_->board();
    // The tile the last step put down, outlined in orange.
    const auto kind = snapshot_->event.kind;
    if ((kind == AssemblyEventKind::Placed || kind == AssemblyEventKind::RequiredPlaced) && !snapshot_->placements.empty()) {
        p.setPen(QPen(QColor(255, 140, 0), kSize * 0.14, Qt::SolidLine, Qt::RoundCap));
        render::TilePainter::paintOutlines(p, board, {snapshot_->placements.back()}, kSize, 0.9);
    }
    // Candidates: dashed outlines of the tiles that could cover the chosen gap.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 150, 220), kSize * 0.07, Qt::DashLine, Qt::RoundCap));
    for (const auto& candidate : snapshot_->candidates)
        render::TilePainter::paintOutlines(p, board, {candidate}, kSize, 0.8);
    const CellIndex g = gap();
    if (g >= 0 && g < board.size()) {
        p.setPen(QPen(QColor(230, 0, 200), kSize * 0.16));
        p.drawPath(render::BoardRenderer::hexPath(geometry_->centre(g), kSize * 0.8));
    }
    const CellIndex d = deadEndCell();
    if (d >= 0 && d < board.size()) {
        const QPointF c = geometry_->centre(d);
        const double r = kSize * 0.45;
        p.setPen(QPen(QColor(220, 0, 0), kSize * 0.14, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        // The reason beside the cross, on a white plate so it reads over any terrain.
        QFont font = p.font();
        font.setPixelSize(static_cast<int>(kSize * 0.45));
        p.setFont(font);
        const QString reason = text::coreText(describeText(snapshot_->event.deadEnd, board));
        QRectF plate = QFontMetricsF(font).boundingRect(reason).adjusted(-4, -2, 4, 2);
        plate.moveTopLeft(c + QPointF(r + 4, -plate.height() / 2));
        if (plate.right() > geometry_->sceneRect().right())
            plate.moveTopRight(c + QPointF(-r - 4, -plate.height() / 2)); // left of the cross near the right rim
        p.setPen(QPen(QColor(220, 0, 0), 1.5));
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(plate, 4, 4);
        p.setPen(QColor(150, 0, 0));
        p.drawText(plate, Qt::AlignCenter, reason);
    }
}

} // namespace hexloom::ui::scene
