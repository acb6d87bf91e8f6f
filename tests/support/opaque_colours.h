#pragma once
// Every colour of a picture's opaque pixels: what a palette test reads an exported image by.
#include <QImage>
#include <set>

namespace hexloom::test {

inline std::set<QRgb> opaqueColours(const QImage& image)
{
    std::set<QRgb> out;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            if (qAlpha(argb.pixel(x, y)) == 255)
                out.insert(argb.pixel(x, y) | 0xff000000u);
    return out;
}

} // namespace hexloom::test
