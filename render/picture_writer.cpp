#include "render/picture_writer.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "core/io/atomic_file.h"
#include "render/png_file.h"

namespace hexloom::render {

namespace {
std::string pixelsText(const QSize& s) { return std::to_string(s.width()) + "x" + std::to_string(s.height()) + " pixels"; }
} // namespace

bool PictureLimits::fit(const QSize& s) const
{
    return s.width() <= maxSide && s.height() <= maxSide && qint64(s.width()) * s.height() <= maxPixels;
}

double fittedHexSize(const std::function<QSizeF(double)>& size, double wanted, const PictureLimits& limits)
{
    // The picture's extent grows about in proportion to the hex radius: start from that estimate,
    // then step down past what rounding to whole pixels (and fixed margins) add.
    const QSizeF unit = size(wanted) / wanted;
    double s = std::min({wanted, limits.maxSide / unit.width(), limits.maxSide / unit.height(),
                         std::sqrt(static_cast<double>(limits.maxPixels) / (unit.width() * unit.height()))});
    while (s >= 1.0 && !limits.fit(size(s).toSize()))
        s *= 0.99;
    if (s < 1.0)
        throw std::runtime_error("the board is too big for a PNG picture within " + std::to_string(limits.maxSide) +
                                 " pixels a side: its hexes would be under one pixel (export SVG instead)");
    return s;
}

void refuseOverLimits(const QSize& s, const PictureLimits& limits)
{
    if (s.width() > limits.maxSide || s.height() > limits.maxSide)
        throw std::runtime_error("the picture would be " + pixelsText(s) + "; the limit is " + std::to_string(limits.maxSide) + " per side");
    if (qint64(s.width()) * s.height() > limits.maxPixels)
        throw std::runtime_error("the picture would be " + pixelsText(s) + "; the limit is " + std::to_string(limits.maxPixels) +
                                 " pixels in all");
}

namespace {
// `failure` starts the message of an allocation failure ("cannot save <path>: ").
EncodedPicture encode(const PictureDrawing& drawing, SizePolicy policy, const PictureLimits& limits, const std::string& failure)
{
    EncodedPicture out;
    out.hexSize = policy == SizePolicy::Fit ? fittedHexSize(drawing.size, drawing.hexSize, limits) : drawing.hexSize;
    out.pixels = drawing.size(out.hexSize).toSize();
    if (policy == SizePolicy::Refuse)
        refuseOverLimits(out.pixels, limits);
    QImage image(out.pixels, drawing.format);
    if (image.isNull())
        throw std::runtime_error(failure + "no memory for a picture of " + pixelsText(out.pixels));
    if (drawing.background.isValid())
        image.fill(drawing.background);
    if (drawing.dotsPerInch > 0) {
        image.setDotsPerMeterX(static_cast<int>(std::lround(drawing.dotsPerInch / 0.0254)));
        image.setDotsPerMeterY(static_cast<int>(std::lround(drawing.dotsPerInch / 0.0254)));
    }
    QPainter painter(&image);
    drawing.paint(painter, out.hexSize);
    painter.end();
    out.png = encodePng(image);
    return out;
}

// `failure` starts the message when the generator cannot be drawn on ("cannot save <path>: ").
void paintSvg(QIODevice& device, const PictureDrawing& drawing, const QString& title, const std::string& failure)
{
    const QSizeF size = drawing.size(drawing.hexSize);
    QSvgGenerator svg;
    svg.setOutputDevice(&device);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(title);
    if (drawing.dotsPerInch > 0)
        svg.setResolution(static_cast<int>(drawing.dotsPerInch));
    QPainter painter;
    if (!painter.begin(&svg))
        throw std::runtime_error(failure + "cannot draw the SVG picture");
    if (drawing.background.isValid())
        painter.fillRect(QRectF(QPointF(0, 0), size), drawing.background);
    drawing.paint(painter, drawing.hexSize);
    painter.end();
}
} // namespace

EncodedPicture encodePicture(const PictureDrawing& drawing, SizePolicy policy, const PictureLimits& limits)
{
    return encode(drawing, policy, limits, {});
}

EncodedPicture writePng(const QString& path, const PictureDrawing& drawing, SizePolicy policy, const PictureLimits& limits)
{
    EncodedPicture out = encode(drawing, policy, limits, "cannot save " + path.toStdString() + ": ");
    core::io::saveFileAtomically(path, out.png);
    return out;
}

QByteArray encodeSvg(const PictureDrawing& drawing, const QString& title)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    paintSvg(buffer, drawing, title, {});
    return data;
}

void writeSvg(const QString& path, const PictureDrawing& drawing, const QString& title)
{
    core::io::saveFileAtomicallyFrom(path, [&](QIODevice& device) { paintSvg(device, drawing, title, "cannot save " + path.toStdString() + ": "); });
}

} // namespace hexloom::render
