#include "render/tiled_tile_painter.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "core/io/tiled_map_format.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::render {

QByteArray paintTiledFace(const core::rules::RuleSet& rules, const core::io::TiledFace& face, int width, int height)
{
    using Role = core::io::TiledFace::Role;
    PictureDrawing d;
    // Circumradius: half the height, or the width over sqrt(3), whichever is smaller.
    d.hexSize = std::min(height / 2.0, width / std::sqrt(3.0));
    d.size = [width, height](double) { return QSizeF(width, height); };
    d.background = Qt::transparent;
    d.paint = [&rules, face, width, height](QPainter& p, double size) {
        p.setRenderHint(QPainter::Antialiasing);
        const QPointF centre(width / 2.0, height / 2.0);
        const QPainterPath hex = BoardRenderer::hexPath(centre, size - 0.5);
        if (face.role == Role::Kind) {
            const QColor fill = BoardRenderer::terrainColour(rules, face.kind);
            p.fillPath(hex, fill);
            p.setPen(QPen(fill.darker(160), 1.0));
            p.drawPath(hex);
            QFont font = p.font();
            font.setPixelSize(static_cast<int>(size * 0.45));
            font.setBold(true);
            p.setFont(font);
            p.setPen(fill.lightnessF() > 0.55 ? QColor(30, 30, 30) : QColor(245, 245, 245));
            p.drawText(QRectF(0, 0, width, height), Qt::AlignCenter, QString(QChar::fromLatin1(rules.terrain(face.kind).letter)));
        } else if (face.role == Role::Empty) {
            p.setPen(QPen(QColor(150, 150, 150), 1.5, Qt::DashLine));
            p.drawPath(hex);
        } else {
            BoardRenderer::paintLock(p, centre, size);
        }
    };
    return encodePicture(d, SizePolicy::Refuse).png;
}

void installTiledTilePainter() { core::io::setTiledTilePainter(paintTiledFace); }

} // namespace hexloom::render
