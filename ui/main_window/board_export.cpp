#include "ui/main_window/board_export.h"

#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <cmath>
#include <stdexcept>

#include "core/io/atomic_file.h"
#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "render/png_file.h"

namespace hexloom::ui::main_window {

using render::BoardRenderer;

PictureJob PictureJob::of(const document::MapDocument& doc) { return {doc.content().board, doc.content().rules, doc.map()}; }

namespace {
bool fits(const QSize& s, const PictureLimits& limits)
{
    return s.width() <= limits.maxSide && s.height() <= limits.maxSide && qint64(s.width()) * s.height() <= limits.maxPixels;
}
} // namespace

double fittedHexSize(const core::model::Board& board, double wanted, const PictureLimits& limits)
{
    // The board's extent grows in proportion to the hex radius.
    const QSizeF unit = BoardRenderer::bounds(board, 1.0).size();
    double size = std::min({wanted, limits.maxSide / unit.width(), limits.maxSide / unit.height(),
                            std::sqrt(static_cast<double>(limits.maxPixels) / (unit.width() * unit.height()))});
    while (size >= 1.0 && !fits(BoardRenderer::bounds(board, size).size().toSize(), limits))
        size *= 0.99; // rounding up to whole pixels
    if (size < 1.0)
        throw std::runtime_error("the board is too big for a PNG picture within " + std::to_string(limits.maxSide) +
                                 " pixels a side: its hexes would be under one pixel (export SVG instead)");
    return size;
}

QSize exportPng(const PictureJob& job, const QString& path, double hexSize, const PictureLimits& limits)
{
    render::RenderOptions o;
    o.hexSize = fittedHexSize(*job.board, hexSize, limits);
    const QRectF b = BoardRenderer::bounds(*job.board, o.hexSize);
    const QSize pixels = b.size().toSize();
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        throw std::runtime_error("cannot save " + path.toStdString() + ": no memory for a picture of " + std::to_string(pixels.width()) +
                                 "x" + std::to_string(pixels.height()) + " pixels");
    QPainter p(&image);
    BoardRenderer::paintBoard(p, *job.board, job.map, *job.rules, o);
    p.end();
    render::savePng(path, image);
    return image.size();
}

void exportSvg(const PictureJob& job, const QString& path, double hexSize)
{
    render::RenderOptions o;
    o.hexSize = hexSize;
    const QRectF b = BoardRenderer::bounds(*job.board, hexSize);
    core::io::saveFileAtomicallyFrom(path, [&](QIODevice& device) {
        QSvgGenerator svg;
        svg.setOutputDevice(&device);
        svg.setSize(b.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), b.size()));
        svg.setTitle(QString::fromStdString(job.rules->title));
        QPainter p;
        if (!p.begin(&svg))
            throw std::runtime_error("cannot save " + path.toStdString() + ": cannot draw the SVG picture");
        BoardRenderer::paintBoard(p, *job.board, job.map, *job.rules, o);
        p.end();
    });
}

} // namespace hexloom::ui::main_window
