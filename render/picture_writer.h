#pragma once
// The one way a picture of a board becomes a PNG or SVG file, for the editor and the CLI alike:
// drawn at a hex radius, encoded, written through core::io::saveFileAtomically. What happens when
// a PNG would be too big is the caller's explicit choice (SizePolicy), against one set of limits
// (PictureLimits), so no caller allocates an image without bound; an SVG is vector and drawn at
// the drawing's own radius.
#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QSize>
#include <QSizeF>
#include <QString>
#include <functional>

class QPainter;

namespace hexloom::render {

// What a PNG may take: at most `maxSide` pixels a side (what viewers and QImage handle) and
// `maxPixels` in all (4 bytes each while drawing: 128 MB at the default).
struct PictureLimits {
    int maxSide = 16384;
    qint64 maxPixels = qint64(32) << 20;
    // `maxSide` a side and no other bound (maxSide squared in all).
    static PictureLimits sides(int maxSide) { return {maxSide, qint64(maxSide) * maxSide}; }
    bool fit(const QSize& pixels) const;
};

enum class SizePolicy {
    Refuse, // a picture over the limits is a std::runtime_error naming the limit and the size asked
    Fit,    // the hex radius shrinks until the picture keeps within the limits
};

// A picture whose extent grows with the hex radius. `paint` draws it at a radius onto an image of
// `size(radius).toSize()` pixels, filled with `background` first when that is valid (otherwise the
// image starts uninitialised and `paint` covers it).
struct PictureDrawing {
    double hexSize = 28.0;
    std::function<QSizeF(double hexSize)> size;
    std::function<void(QPainter& painter, double hexSize)> paint;
    QImage::Format format = QImage::Format_ARGB32_Premultiplied;
    QColor background; // invalid: no fill (PNG and SVG alike)
    double dotsPerInch = 0; // recorded in the PNG or SVG when set
};

struct EncodedPicture {
    QByteArray png;
    QSize pixels;
    double hexSize = 0; // the radius drawn at: the drawing's own, or a fitted smaller one
};

// The largest radius up to `wanted` whose picture keeps within `limits`. Throws std::runtime_error
// when even hexes of one pixel would not fit.
double fittedHexSize(const std::function<QSizeF(double)>& size, double wanted, const PictureLimits& limits);
// Throws std::runtime_error "the picture would be WxH pixels; the limit is N per side" (or "N pixels
// in all") when `pixels` is over `limits`.
void refuseOverLimits(const QSize& pixels, const PictureLimits& limits);

EncodedPicture encodePicture(const PictureDrawing& drawing, SizePolicy policy, const PictureLimits& limits = {});
// Throws std::runtime_error naming the file and the reason, and keeps the old file, on failure.
EncodedPicture writePng(const QString& path, const PictureDrawing& drawing, SizePolicy policy, const PictureLimits& limits = {});

// Throw std::runtime_error when the SVG cannot be drawn; writeSvg names the file and keeps the old one.
QByteArray encodeSvg(const PictureDrawing& drawing, const QString& title);
void writeSvg(const QString& path, const PictureDrawing& drawing, const QString& title);

} // namespace hexloom::render
