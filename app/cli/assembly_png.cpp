#include <QPainter>

#include "app/cli/assembly_cli.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"
#include "render/tile_painter.h"

namespace hexloom::cli {

void writeAssemblyPng(const QString& path, const core::model::Board& board, const core::assembly::AssemblyResult& r,
                      const core::rules::RuleSet& rules)
{
    render::RenderOptions o;
    o.locks = true;
    render::PictureDrawing d;
    d.hexSize = o.hexSize;
    d.format = QImage::Format_ARGB32;
    d.background = o.background;
    d.size = [&](double size) { return render::BoardRenderer::bounds(board, size).size(); };
    d.paint = [&](QPainter& p, double size) {
        render::RenderOptions sized = o;
        sized.hexSize = size;
        const QRectF b = render::BoardRenderer::bounds(board, size);
        render::BoardRenderer::paintBoard(p, board, r.map, rules, sized);
        p.translate(-b.topLeft());
        p.setPen(QPen(QColor(20, 20, 20), size * 0.12, Qt::SolidLine, Qt::RoundCap));
        render::TilePainter::paintOutlines(p, board, r.placements, size);
        p.setPen(QPen(QColor(70, 45, 25), size * 0.16, Qt::SolidLine, Qt::RoundCap));
        render::TilePainter::paintLines(p, board, r.placements, size);
    };
    // Fitted, not refused: assemble has no size option, as generate and partition (render/picture_writer.h).
    render::writePng(path, d, render::SizePolicy::Fit);
}

} // namespace hexloom::cli
