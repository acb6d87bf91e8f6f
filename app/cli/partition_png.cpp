#include "app/cli/partition_png.h"

#include <QPainter>

#include "core/partition/apply_partition.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::cli {

namespace partition = core::partition;
using render::BoardRenderer;

namespace {

void paintPartition(QPainter& p, const core::io::MapFile& file, const std::vector<int>& regionOfCell, double hexSize)
{
    render::RenderOptions o;
    o.locks = false;
    o.hexSize = hexSize;
    const QRectF bounds = BoardRenderer::bounds(file.board, o.hexSize);
    p.setRenderHint(QPainter::Antialiasing);
    BoardRenderer::paintBoard(p, file.board, file.map, *file.rules, o);
    p.translate(-bounds.topLeft());
    for (core::model::CellIndex c = 0; c < file.board.size(); ++c)
        if (regionOfCell[static_cast<size_t>(c)] == partition::kRemovedCell) {
            const QPointF centre = BoardRenderer::centre(file.board, c, o.hexSize);
            p.fillPath(BoardRenderer::hexPath(centre, o.hexSize), QBrush(QColor(40, 40, 40), Qt::BDiagPattern));
        }
    p.setPen(QPen(QColor(20, 20, 20), 3.5, Qt::SolidLine, Qt::RoundCap));
    for (const auto& e : partition::regionBorders(file.board, regionOfCell)) {
        const QPointF centre = BoardRenderer::centre(file.board, e.cell, o.hexSize);
        const auto [a, b] = partition::sideCorners(e.direction);
        const auto ca = core::model::HexLayout::corner({centre.x(), centre.y()}, o.hexSize, a);
        const auto cb = core::model::HexLayout::corner({centre.x(), centre.y()}, o.hexSize, b);
        p.drawLine(QPointF(ca.x, ca.y), QPointF(cb.x, cb.y));
    }
}

} // namespace

void writePartitionPng(const QString& path, const core::io::MapFile& file, const std::vector<int>& regionOfCell)
{
    render::PictureDrawing d;
    d.hexSize = render::RenderOptions().hexSize;
    d.background = render::RenderOptions().background;
    d.size = [&](double size) { return BoardRenderer::bounds(file.board, size).size(); };
    d.paint = [&](QPainter& p, double size) { paintPartition(p, file, regionOfCell, size); };
    // Fitted, not refused: partition has no size option, as generate and assemble (render/picture_writer.h).
    render::writePng(path, d, render::SizePolicy::Fit);
}

} // namespace hexloom::cli
