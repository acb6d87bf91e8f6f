#include "ui/main_window/board_export.h"

#include <QPainter>
#include <stdexcept>

#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::ui::main_window {

using render::BoardRenderer;

PictureJob PictureJob::of(const document::MapDocument& doc) { return {doc.content().board, doc.content().rules, doc.map()}; }

namespace {
render::PictureDrawing boardDrawing(const PictureJob& job, double hexSize)
{
    render::PictureDrawing d;
    d.hexSize = hexSize;
    d.size = [board = job.board](double size) { return BoardRenderer::bounds(*board, size).size(); };
    d.paint = [&job](QPainter& p, double size) {
        render::RenderOptions o;
        o.hexSize = size;
        BoardRenderer::paintBoard(p, *job.board, job.map, *job.rules, o);
    };
    return d;
}
} // namespace

double fittedHexSize(const core::model::Board& board, double wanted, const PictureLimits& limits)
{
    return render::fittedHexSize([&board](double size) { return BoardRenderer::bounds(board, size).size(); }, wanted, limits);
}

QSize exportPng(const PictureJob& job, const QString& path, double hexSize, const PictureLimits& limits)
{
    return render::writePng(path, boardDrawing(job, hexSize), render::SizePolicy::Fit, limits).pixels;
}

void exportSvg(const PictureJob& job, const QString& path, double hexSize)
{
    render::writeSvg(path, boardDrawing(job, hexSize), QString::fromStdString(job.rules->title));
}

} // namespace hexloom::ui::main_window
