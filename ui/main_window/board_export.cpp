#include "ui/main_window/board_export.h"

#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <stdexcept>

#include "core/io/atomic_file.h"
#include "ui/document/map_document.h"
#include "ui/render/board_renderer.h"
#include "ui/render/png_file.h"

namespace hexloom::ui::main_window {

using render::BoardRenderer;

void exportPng(const document::MapDocument& doc, const QString& path, double hexSize)
{
    render::RenderOptions o;
    o.hexSize = hexSize;
    const QRectF b = BoardRenderer::bounds(doc.board(), hexSize);
    QImage image(b.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    BoardRenderer::paintBoard(p, doc.board(), doc.map(), doc.rules(), o);
    p.end();
    render::savePng(path, image);
}

void exportSvg(const document::MapDocument& doc, const QString& path, double hexSize)
{
    render::RenderOptions o;
    o.hexSize = hexSize;
    const QRectF b = BoardRenderer::bounds(doc.board(), hexSize);
    core::io::saveFileAtomicallyFrom(path, [&](QIODevice& device) {
        QSvgGenerator svg;
        svg.setOutputDevice(&device);
        svg.setSize(b.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), b.size()));
        svg.setTitle(QString::fromStdString(doc.rules().title));
        QPainter p;
        if (!p.begin(&svg))
            throw std::runtime_error("cannot save " + path.toStdString() + ": cannot draw the SVG picture");
        BoardRenderer::paintBoard(p, doc.board(), doc.map(), doc.rules(), o);
        p.end();
    });
}

} // namespace hexloom::ui::main_window
