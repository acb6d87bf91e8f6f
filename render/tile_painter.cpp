#include "render/tile_painter.h"

#include <QFont>
#include <QLineF>
#include <QPainter>
#include <algorithm>

#include "core/model/hex_layout.h"
#include "render/board_renderer.h"

namespace hexloom::render {

using core::assembly::PlacedTile;
using core::model::CellIndex;
using core::model::HexLayout;

namespace {
QPointF at(const core::model::Board& board, CellIndex c, double size) { return BoardRenderer::centre(board, c, size); }

QPointF hexCentre(core::model::Hex h, double size)
{
    const auto p = HexLayout::centre(h, size);
    return {p.x, p.y};
}
} // namespace

QLineF TilePainter::side(QPointF c, double hexSize, int d)
{
    // Direction d's side runs between corners (7 - d) and (8 - d) mod 6 (corner 0 at the top).
    const auto a = HexLayout::corner({c.x(), c.y()}, hexSize, (7 - d) % 6);
    const auto e = HexLayout::corner({c.x(), c.y()}, hexSize, (8 - d) % 6);
    return {QPointF(a.x, a.y), QPointF(e.x, e.y)};
}

void TilePainter::paintOutlines(QPainter& p, const core::model::Board& board, const std::vector<PlacedTile>& tiles, double hexSize,
                                double inset)
{
    std::vector<int> owner(static_cast<size_t>(board.size()), -1);
    for (size_t t = 0; t < tiles.size(); ++t)
        for (CellIndex c : tiles[t].cells)
            if (c >= 0 && c < board.size())
                owner[static_cast<size_t>(c)] = static_cast<int>(t);
    for (CellIndex c = 0; c < board.size(); ++c) {
        if (owner[static_cast<size_t>(c)] < 0)
            continue;
        for (int d = 0; d < core::model::kDirectionCount; ++d) {
            const CellIndex n = board.neighbourAt(c, d);
            if (n == core::model::kNoCell || owner[static_cast<size_t>(n)] != owner[static_cast<size_t>(c)])
                p.drawLine(side(at(board, c, hexSize), hexSize * inset, d));
        }
    }
}

void TilePainter::paintLines(QPainter& p, const core::model::Board& board, const std::vector<PlacedTile>& tiles, double hexSize)
{
    for (const auto& t : tiles)
        for (size_t i = 0; i < t.cells.size() && i < t.lines.size(); ++i) {
            const QPointF c = at(board, t.cells[i], hexSize);
            for (int d = 0; d < core::model::kDirectionCount; ++d)
                if (t.lines[i][static_cast<size_t>(d)])
                    p.drawLine(c, side(c, hexSize, d).center());
        }
}

QImage TilePainter::thumbnail(const core::assembly::TileKind& kind, const core::assembly::TileSet& set, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    if (kind.cells.empty())
        return image;
    // Lay the tile out at unit size, then scale it into the square with a margin.
    QRectF box;
    for (const auto& cell : kind.cells) {
        const QPointF c = hexCentre(cell.offset, 1.0);
        box |= QRectF(c - QPointF(1, 1), c + QPointF(1, 1));
    }
    const double scale = (size - 4) / std::max(box.width(), box.height());
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(size / 2.0, size / 2.0);
    p.scale(scale, scale);
    p.translate(-box.center());
    QFont font;
    font.setPixelSize(std::max(6, static_cast<int>(scale * 0.38)));
    for (const auto& cell : kind.cells) {
        const QPointF c = hexCentre(cell.offset, 1.0);
        p.setPen(QPen(QColor(60, 60, 60), 0.04));
        p.setBrush(BoardRenderer::terrainColour(*set.rules, set.rules->byLetter(cell.terrain)));
        p.drawPath(BoardRenderer::hexPath(c, 1.0));
        for (int d = 0; d < core::model::kDirectionCount; ++d) {
            const char code = cell.edges[static_cast<size_t>(d)];
            if (code == core::assembly::kInteriorEdgeChar)
                continue;
            const QLineF s = side(c, 1.0, d);
            if (set.connections.isLine(set.connections.index(code))) {
                p.setPen(QPen(QColor(40, 60, 160), 0.18, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(c, s.center());
            }
            // The code letter just inside the side, drawn unscaled so it stays legible.
            const QPointF mid = c + (s.center() - c) * 0.68;
            p.save();
            p.translate(mid);
            p.scale(1 / scale, 1 / scale);
            p.setFont(font);
            p.setPen(QColor(20, 20, 20));
            p.drawText(QRectF(-20, -20, 40, 40), Qt::AlignCenter, QString(QChar::fromLatin1(code)));
            p.restore();
        }
    }
    return image;
}

} // namespace hexloom::render
