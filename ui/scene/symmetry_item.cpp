#include "ui/scene/symmetry_item.h"

#include <QPainter>
#include <QtMath>
#include <cmath>

#include "core/symmetry/board_symmetry.h"
#include "render/board_renderer.h"
#include "ui/document/map_document.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;
using core::symmetry::BoardSymmetry;
using core::symmetry::SymmetryMode;

namespace {
const QColor kLineColour(40, 90, 200, 170);
const QColor kMatchedColour(20, 20, 20, 200);
const QColor kMissingColour(200, 30, 30, 220);

bool hasMirror(SymmetryMode m, bool vertical)
{
    return m == SymmetryMode::Mirror2 || m == (vertical ? SymmetryMode::MirrorV : SymmetryMode::MirrorH);
}

int turnOrder(SymmetryMode m)
{
    return m == SymmetryMode::Rotate2 ? 2 : m == SymmetryMode::Rotate3 ? 3 : m == SymmetryMode::Rotate6 ? 6 : 0;
}
} // namespace

SymmetryItem::SymmetryItem() { setZValue(kZ); }

void SymmetryItem::clearDrawing()
{
    axes_.clear();
    rays_.clear();
    homeImages_.clear();
    hasCentre_ = false;
}

void SymmetryItem::show(const document::MapDocument& doc, SymmetryMode mode) { show(doc.board(), doc.rules().players.players, mode); }

void SymmetryItem::show(const core::model::Board& board, const std::vector<core::rules::Player>& players, SymmetryMode mode)
{
    prepareGeometryChange();
    clearDrawing();
    rect_ = render::BoardRenderer::bounds(board, BoardGeometry::kHexSize);
    BoardSymmetry symmetry;
    if (mode != SymmetryMode::None && board.size() > 0) {
        try {
            symmetry = BoardSymmetry::of(board, mode);
        } catch (const core::symmetry::SymmetryError&) {
            mode = SymmetryMode::None; // the Search dock names the cells without an image
        }
    }
    if (mode == SymmetryMode::None) {
        update();
        return;
    }
    const auto c = symmetry.centre(BoardGeometry::kHexSize);
    centre_ = QPointF(c.x, c.y);
    const qreal reach = std::hypot(rect_.width(), rect_.height()); // past the board's edges
    const QRectF r = rect_.adjusted(-BoardGeometry::kHexSize / 2, -BoardGeometry::kHexSize / 2, BoardGeometry::kHexSize / 2,
                                    BoardGeometry::kHexSize / 2);
    if (hasMirror(mode, true))
        axes_.emplace_back(centre_.x(), r.top(), centre_.x(), r.bottom());
    if (hasMirror(mode, false))
        axes_.emplace_back(r.left(), centre_.y(), r.right(), centre_.y());
    if (const int n = turnOrder(mode); n > 0) {
        hasCentre_ = true;
        // One ray per seat's sector, the first straight up; clipped to the board's rectangle.
        for (int k = 0; k < n; ++k) {
            const qreal a = qDegreesToRadians(-90.0 + 360.0 * k / n);
            QLineF ray(centre_, centre_ + reach * QPointF(std::cos(a), std::sin(a)));
            QPointF end;
            const QLineF sides[] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()}, {r.bottomRight(), r.bottomLeft()},
                                    {r.bottomLeft(), r.topLeft()}};
            for (const QLineF& side : sides)
                if (ray.intersects(side, &end) == QLineF::BoundedIntersection)
                    ray.setP2(end);
            rays_.push_back(ray);
        }
    }
    // Each home's images under every transformation of the group but the identity.
    std::vector<int> owner(static_cast<size_t>(board.size()), 0);
    for (size_t p = 0; p < players.size(); ++p)
        for (const auto& at : players[p].homeCells)
            if (const CellIndex cell = board.indexAtOffset(at); cell != core::model::kNoCell)
                owner[static_cast<size_t>(cell)] = static_cast<int>(p) + 1;
    for (CellIndex cell = 0; cell < board.size(); ++cell) {
        const int p = owner[static_cast<size_t>(cell)];
        if (p == 0)
            continue;
        for (int t = 1; t < symmetry.transformCount(); ++t) {
            const CellIndex image = symmetry.image(t, cell);
            if (image == cell)
                continue;
            const int there = owner[static_cast<size_t>(image)];
            homeImages_.push_back({BoardGeometry::hexCentre(board.hex(image)), p, there != 0});
        }
    }
    update();
}

void SymmetryItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (axes_.empty() && rays_.empty() && homeImages_.empty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPen line(kLineColour, 2.5, Qt::DashLine);
    line.setCosmetic(true);
    painter->setPen(line);
    painter->setBrush(Qt::NoBrush);
    for (const QLineF& a : axes_)
        painter->drawLine(a);
    QPen ray(kLineColour, 1.5, Qt::DotLine);
    ray.setCosmetic(true);
    painter->setPen(ray);
    for (const QLineF& r : rays_)
        painter->drawLine(r);
    if (hasCentre_ || !axes_.empty()) {
        painter->setPen(QPen(kLineColour, 0));
        painter->setBrush(kLineColour);
        painter->drawEllipse(centre_, BoardGeometry::kHexSize * 0.18, BoardGeometry::kHexSize * 0.18);
    }
    QFont font = painter->font();
    font.setPointSizeF(BoardGeometry::kHexSize * 0.35);
    font.setBold(true);
    painter->setFont(font);
    // Inside the hex (inradius 0.87) and around the home number's disc (render/hex_face_painter.cpp: up to 0.79 from the centre).
    const qreal ring = BoardGeometry::kHexSize * 0.82;
    for (const HomeImage& h : homeImages_) {
        painter->setBrush(Qt::NoBrush);
        QPen pen(h.matched ? kMatchedColour : kMissingColour, 2.5, h.matched ? Qt::SolidLine : Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawEllipse(h.at, ring, ring);
        if (!h.matched) // the player whose home this is an image of
            painter->drawText(QRectF(h.at.x() - ring, h.at.y() - ring, 2 * ring, 2 * ring), Qt::AlignCenter,
                              QStringLiteral("%1\u2032").arg(h.player));
    }
    painter->restore();
}

} // namespace hexloom::ui::scene
