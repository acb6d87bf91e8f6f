#include "render/tiled_tile_painter.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "core/io/tiled_map_format.h"
#include "render/board_renderer.h"
#include "render/hex_face_painter.h"
#include "render/palette.h"
#include "render/picture_writer.h"

namespace hexloom::render {

QByteArray paintTiledFace(const core::rules::RuleSet& rules, const core::io::TiledFace& face, const std::string& palette, int width, int height)
{
    const Palette colours = Palettes::fromName(QString::fromStdString(palette)).value_or(Palette::Rules);
    using Role = core::io::TiledFace::Role;
    PictureDrawing d;
    // Circumradius: half the height, or the width over sqrt(3), whichever is smaller.
    d.hexSize = std::min(height / 2.0, width / std::sqrt(3.0));
    d.size = [width, height](double) { return QSizeF(width, height); };
    d.background = Qt::transparent;
    d.paint = [&rules, face, colours, width, height](QPainter& p, double size) {
        p.setRenderHint(QPainter::Antialiasing);
        const QPointF centre(width / 2.0, height / 2.0);
        const QPainterPath hex = BoardRenderer::hexPath(centre, size - 0.5);
        if (face.role == Role::Kind) {
            const QColor fill = BoardRenderer::terrainColour(rules, face.kind, colours);
            p.fillPath(hex, fill);
            p.setPen(QPen(fill.darker(160), 1.0));
            p.drawPath(hex);
            // The kind's glyph, label (its letter when it has none) and badges, as on the canvas.
            HexFacePainter::paint(p, centre, size, {&rules.terrain(face.kind), fill, false, 0}, 1.0);
        } else if (face.role == Role::Empty) {
            p.setPen(QPen(QColor(150, 150, 150), 1.5, Qt::DashLine));
            p.drawPath(hex);
        } else {
            BoardRenderer::paintLock(p, centre, size);
        }
    };
    return encodePicture(d, SizePolicy::Refuse).png;
}

void installTiledTilePainter()
{
    core::io::setTiledTilePainter([](const core::rules::RuleSet& rules, const core::io::TiledFace& face, const std::string& palette, int width,
                                     int height) { return paintTiledFace(rules, face, palette, width, height); });
}

} // namespace hexloom::render
