#include <QImage>
#include <QPainter>

#include "app/cli/assembly_cli.h"
#include "render/board_renderer.h"
#include "render/png_file.h"
#include "render/tile_painter.h"

namespace hexloom::cli {

void writeAssemblyPng(const QString& path, const core::model::Board& board, const core::assembly::AssemblyResult& r,
                      const core::rules::RuleSet& rules)
{
    render::RenderOptions o;
    o.locks = true;
    const QRectF b = render::BoardRenderer::bounds(board, o.hexSize);
    QImage image(b.size().toSize(), QImage::Format_ARGB32);
    image.fill(o.background);
    QPainter p(&image);
    render::BoardRenderer::paintBoard(p, board, r.map, rules, o);
    p.translate(-b.topLeft());
    p.setPen(QPen(QColor(20, 20, 20), o.hexSize * 0.12, Qt::SolidLine, Qt::RoundCap));
    render::TilePainter::paintOutlines(p, board, r.placements, o.hexSize);
    p.setPen(QPen(QColor(70, 45, 25), o.hexSize * 0.16, Qt::SolidLine, Qt::RoundCap));
    render::TilePainter::paintLines(p, board, r.placements, o.hexSize);
    p.end();
    render::savePng(path, image);
}

} // namespace hexloom::cli
