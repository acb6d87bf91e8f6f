#include "render/board_renderer.h"

#include <QFont>
#include <QPainter>
#include <algorithm>
#include <limits>

#include "core/model/hex_layout.h"
#include "render/hex_face_painter.h"

namespace hexloom::render {

using core::model::Board;
using core::model::CellIndex;
using core::model::HexLayout;

QPointF BoardRenderer::centre(const Board& board, CellIndex cell, double hexSize)
{
    const auto p = HexLayout::centre(board.hex(cell), hexSize);
    return {p.x, p.y};
}

QPainterPath BoardRenderer::hexPath(QPointF c, double size)
{
    QPainterPath path;
    for (int i = 0; i < 6; ++i) {
        const auto p = HexLayout::corner({c.x(), c.y()}, size, i);
        if (i == 0)
            path.moveTo(p.x, p.y);
        else
            path.lineTo(p.x, p.y);
    }
    path.closeSubpath();
    return path;
}

QRectF BoardRenderer::bounds(const Board& board, double hexSize)
{
    if (board.size() == 0)
        return {0, 0, 1, 1};
    double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
    for (CellIndex i = 0; i < board.size(); ++i) {
        const QPointF c = centre(board, i, hexSize);
        x0 = std::min(x0, c.x());
        x1 = std::max(x1, c.x());
        y0 = std::min(y0, c.y());
        y1 = std::max(y1, c.y());
    }
    const double m = hexSize * 1.2;
    return QRectF(QPointF(x0 - m, y0 - m), QPointF(x1 + m, y1 + m));
}

QColor BoardRenderer::terrainColour(const core::rules::RuleSet& rules, core::model::TerrainId t, Palette palette)
{
    return Palettes::fill(rules, t, palette);
}

std::vector<int> BoardRenderer::homeNumbers(const Board& board, const core::rules::RuleSet& rules)
{
    std::vector<int> homes(static_cast<size_t>(board.size()), 0);
    const auto& players = rules.players.players;
    for (size_t p = 0; p < players.size(); ++p)
        for (const auto& o : players[p].homeCells)
            if (const CellIndex c = board.indexAtOffset(o); c != core::model::kNoCell)
                homes[static_cast<size_t>(c)] = static_cast<int>(p) + 1;
    return homes;
}

QRectF BoardRenderer::tokenBox(QPointF c, double size)
{
    const double r = size * 0.36;
    return {c.x() - r, c.y() - r, 2 * r, 2 * r};
}

void BoardRenderer::paintToken(QPainter& p, QPointF c, double size, int token, bool withPips)
{
    const double r = tokenBox(c, size).width() / 2;
    p.setPen(QPen(QColor(90, 70, 40), size * 0.03));
    p.setBrush(QColor(250, 240, 210));
    p.drawEllipse(c, r, r);
    const bool hot = token == 6 || token == 8;
    QFont f = p.font();
    f.setPixelSize(std::max(6, static_cast<int>(size * (hot ? 0.40 : 0.34))));
    f.setBold(hot);
    p.setFont(f);
    p.setPen(hot ? QColor(200, 20, 20) : QColor(30, 30, 30));
    p.drawText(QRectF(c.x() - r, c.y() - r * 1.1, 2 * r, 2 * r), Qt::AlignCenter, QString::number(token));
    // Pips: 6 - |7 - n| dots under the number, filled in the number's colour (outlined in the
    // token's cream they were faint rings on paper).
    const int pips = withPips ? 6 - std::abs(7 - token) : 0;
    const double dot = size * 0.042, step = size * 0.1;
    p.setBrush(p.pen().color());
    p.setPen(Qt::NoPen);
    for (int i = 0; i < pips; ++i)
        p.drawEllipse(QPointF(c.x() + (i - (pips - 1) / 2.0) * step, c.y() + r * 0.62), dot, dot);
}

void BoardRenderer::paintLock(QPainter& p, QPointF c, double size)
{
    // A small padlock in the top-right part of the hex, dark on a light disc: visible on any fill.
    const QPointF o(c.x() + size * 0.42, c.y() - size * 0.42);
    const double s = size * 0.16;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 220));
    p.drawEllipse(o, s * 1.7, s * 1.7);
    p.setPen(QPen(QColor(20, 20, 20), s * 0.35));
    p.setBrush(Qt::NoBrush);
    p.drawArc(QRectF(o.x() - s * 0.6, o.y() - s * 1.3, s * 1.2, s * 1.4), 0, 180 * 16);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(20, 20, 20));
    p.drawRect(QRectF(o.x() - s * 0.9, o.y() - s * 0.5, s * 1.8, s * 1.3));
}

void BoardRenderer::paintOutline(QPainter& p, const Board& board, CellIndex cell, double size, const QColor& c)
{
    p.setPen(QPen(c, size * 0.13, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    p.drawPath(hexPath(centre(board, cell, size), size * 0.86));
}

void BoardRenderer::paintCell(QPainter& p, const Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                              CellIndex cell, const RenderOptions& o)
{
    const QPointF c = centre(board, cell, o.hexSize);
    p.setPen(QPen(QColor(60, 60, 60), o.hexSize * 0.04));
    const core::model::TerrainId t = map.terrain(cell);
    const QColor fill = terrainColour(rules, t, o.palette);
    p.setBrush(fill);
    p.drawPath(hexPath(c, o.hexSize));
    const core::rules::Terrain* kind = t < rules.terrains.size() ? &rules.terrains[t] : nullptr;
    if (o.faces) {
        const int home = static_cast<size_t>(cell) < o.homes.size() ? o.homes[static_cast<size_t>(cell)] : 0;
        HexFacePainter::paint(p, c, o.hexSize, {kind, fill, map.token(cell) > 0, home}, o.scale);
    }
    if (map.token(cell) > 0) {
        const bool pips = !o.faces || (kind && std::find(kind->badges.begin(), kind->badges.end(), "pips") != kind->badges.end());
        paintToken(p, c, o.hexSize, map.token(cell), pips);
    }
    if (o.locks && map.locked(cell))
        paintLock(p, c, o.hexSize);
    if (o.coordinates) {
        const auto off = board.offset(cell);
        QFont f = p.font();
        f.setPixelSize(std::max(6, static_cast<int>(o.hexSize * 0.26)));
        f.setBold(false);
        p.setFont(f);
        p.setPen(QColor(0, 0, 0, 170));
        p.drawText(QRectF(c.x() - o.hexSize, c.y() + o.hexSize * 0.35, 2 * o.hexSize, o.hexSize * 0.4), Qt::AlignCenter,
                   QStringLiteral("%1,%2").arg(off.row).arg(off.col));
    }
}

void BoardRenderer::paintBoard(QPainter& p, const Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                               const RenderOptions& o)
{
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF b = bounds(board, o.hexSize);
    p.fillRect(QRectF(QPointF(0, 0), b.size()), o.background);
    p.save();
    p.translate(-b.topLeft());
    RenderOptions withHomes = o;
    if (withHomes.faces && withHomes.homes.empty())
        withHomes.homes = homeNumbers(board, rules);
    for (CellIndex i = 0; i < board.size(); ++i)
        paintCell(p, board, map, rules, i, withHomes);
    for (CellIndex i : o.outlined)
        if (i >= 0 && i < board.size())
            paintOutline(p, board, i, o.hexSize, o.outlineColour);
    p.restore();
}

} // namespace hexloom::render
