#pragma once
// Where Tiled's hexagonal renderer puts a cell of a pointy-top map (stagger axis y) and which cell
// a point lies in, with Tiled's own integer metrics (its HexagonalRenderer): a row every
// (tileheight + hexsidelength) / 2 pixels, shifted rows half a tile (tilewidth / 2) right.
#include <utility>

#include "core/io/tiled_document.h"
#include "core/model/offset_coord.h"

namespace hexloom::core::io {

struct TiledGeometry {
    int tileWidth = 0;
    int tileHeight = 0;
    int rowHeight = 0;  // (tileheight + hexsidelength) / 2
    int shift = 0;      // tilewidth / 2
    bool oddShifted = true;

    static TiledGeometry of(const TiledDocument& doc)
    {
        return {doc.tileWidth, doc.tileHeight, (doc.tileHeight + doc.hexSideLength) / 2, doc.tileWidth / 2,
                doc.staggerIndex == QStringLiteral("odd")};
    }
    bool shifted(int row) const { return ((row & 1) != 0) == oddShifted; }
    std::pair<double, double> centre(model::OffsetCoord c) const
    {
        return {double(c.col) * tileWidth + (shifted(c.row) ? shift : 0) + tileWidth / 2.0, double(c.row) * rowHeight + tileHeight / 2.0};
    }
    // The cell whose centre is nearest to (x, y) among the two rows around it.
    model::OffsetCoord cellAt(double x, double y) const;
};

} // namespace hexloom::core::io
