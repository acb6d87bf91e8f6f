#include "core/io/tiled_geometry.h"

#include <cmath>

namespace hexloom::core::io {

model::OffsetCoord TiledGeometry::cellAt(double x, double y) const
{
    const double fr = (y - tileHeight / 2.0) / (rowHeight > 0 ? rowHeight : 1);
    model::OffsetCoord best{0, 0};
    double bestDistance = -1;
    for (const int row : {static_cast<int>(std::floor(fr)), static_cast<int>(std::floor(fr)) + 1}) {
        const double fc = (x - tileWidth / 2.0 - (shifted(row) ? shift : 0)) / (tileWidth > 0 ? tileWidth : 1);
        const model::OffsetCoord c{row, static_cast<int>(std::lround(fc))};
        const auto [cx, cy] = centre(c);
        const double d = (cx - x) * (cx - x) + (cy - y) * (cy - y);
        if (bestDistance < 0 || d < bestDistance) {
            best = c;
            bestDistance = d;
        }
    }
    return best;
}

QString tiledProperty(const TiledProperties& properties, const QString& name)
{
    for (const TiledProperty& p : properties)
        if (p.name == name)
            return p.value.isNull() ? QStringLiteral("") : p.value;
    return {};
}

} // namespace hexloom::core::io
