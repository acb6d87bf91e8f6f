#pragma once
// Pre-computed drawing geometry of one board for the canvas: cell centres, the hex outline, the
// scene rectangle, and the two queries the items and tools need (which cell is under a point,
// which cells meet a rectangle). All hex math of the canvas lives here and in HexLayout.
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <vector>

#include "core/model/board.h"

namespace hexloom::ui::scene {

class BoardGeometry {
public:
    static constexpr double kHexSize = 28.0; // circumradius in scene units

    BoardGeometry() = default;
    explicit BoardGeometry(const core::model::Board& board);

    QPointF centre(core::model::CellIndex cell) const { return centres_[static_cast<size_t>(cell)]; }
    // The hex outline around (0, 0); translate by centre().
    const QPolygonF& hexPolygon() const { return hexPolygon_; }
    QRectF cellRect(core::model::CellIndex cell) const;
    QRectF sceneRect() const { return sceneRect_; }

    // The cell under `p`, or kNoCell.
    core::model::CellIndex cellAt(QPointF p) const;
    // The axial hex under `p`, on the board or not (board-shape editing adds cells there).
    static core::model::Hex hexAt(QPointF p);
    static QPointF hexCentre(core::model::Hex h);
    // Cells whose hexes meet `rect`, in no particular order.
    void cellsIn(const QRectF& rect, std::vector<core::model::CellIndex>& out) const;

private:
    const core::model::Board* board_ = nullptr;
    std::vector<QPointF> centres_;
    QPolygonF hexPolygon_;
    QRectF sceneRect_;
};

} // namespace hexloom::ui::scene
