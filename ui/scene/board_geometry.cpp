#include "ui/scene/board_geometry.h"

#include <cmath>

#include "core/model/hex_layout.h"
#include "render/board_renderer.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;
using core::model::Hex;
using core::model::HexLayout;

BoardGeometry::BoardGeometry(const core::model::Board& board) : board_(&board)
{
    centres_.reserve(static_cast<size_t>(board.size()));
    for (CellIndex i = 0; i < board.size(); ++i)
        centres_.push_back(hexCentre(board.hex(i)));
    hexPolygon_ = render::BoardRenderer::hexPath(QPointF(0, 0), kHexSize).toFillPolygon();
    sceneRect_ = render::BoardRenderer::bounds(board, kHexSize);
}

QPointF BoardGeometry::hexCentre(Hex h)
{
    const auto p = HexLayout::centre(h, kHexSize);
    return {p.x, p.y};
}

QRectF BoardGeometry::cellRect(CellIndex cell) const
{
    const QPointF c = centre(cell);
    return {c.x() - kHexSize, c.y() - kHexSize, 2 * kHexSize, 2 * kHexSize};
}

Hex BoardGeometry::hexAt(QPointF p) { return HexLayout::fromPixel({p.x(), p.y()}, kHexSize); }

CellIndex BoardGeometry::cellAt(QPointF p) const { return board_ ? board_->indexOf(hexAt(p)) : core::model::kNoCell; }

void BoardGeometry::cellsIn(const QRectF& area, std::vector<CellIndex>& out) const
{
    out.clear();
    if (!board_)
        return;
    const QRectF rect = area.intersected(sceneRect_);
    if (rect.isEmpty())
        return;
    // Rows are 1.5 sizes apart; within row r, q steps sqrt(3) sizes from x = sqrt(3) * size * r / 2.
    const double rowStep = 1.5 * kHexSize, colStep = std::sqrt(3.0) * kHexSize;
    const int r0 = static_cast<int>(std::floor((rect.top() - kHexSize) / rowStep));
    const int r1 = static_cast<int>(std::ceil((rect.bottom() + kHexSize) / rowStep));
    for (int r = r0; r <= r1; ++r) {
        const int q0 = static_cast<int>(std::floor((rect.left() - kHexSize) / colStep - r / 2.0));
        const int q1 = static_cast<int>(std::ceil((rect.right() + kHexSize) / colStep - r / 2.0));
        for (int q = q0; q <= q1; ++q)
            if (const CellIndex c = board_->indexOf({q, r}); c != core::model::kNoCell)
                out.push_back(c);
    }
}

} // namespace hexloom::ui::scene
