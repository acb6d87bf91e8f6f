#pragma once
// The one place that converts between axial hexes, pixels, and file row/column.
// Rows are axial r. Within a row, the file column is q + floor((r + parity) / 2) - colOrigin,
// so rows with (r + parity) odd are drawn half a hex to the right of the others.
#include "core/model/hex.h"
#include "core/model/offset_coord.h"

namespace hexloom::core::model {

struct PointF {
    double x = 0;
    double y = 0;
};

class HexLayout {
public:
    HexLayout() = default;
    HexLayout(int parity, int rowOrigin, int colOrigin);

    // File coordinates.
    OffsetCoord toOffset(Hex h) const;
    Hex fromOffset(OffsetCoord c) const;
    bool isShiftedRow(int row) const; // file row drawn half a hex to the right
    int parity() const { return parity_; }
    int rowOrigin() const { return rowOrigin_; }
    int colOrigin() const { return colOrigin_; }

    // Pixel coordinates for hexes of circumradius `size`.
    static PointF centre(Hex h, double size);
    static Hex fromPixel(PointF p, double size); // nearest hex centre
    static PointF corner(PointF centre, double size, int i); // i = 0..5, clockwise from top

private:
    int parity_ = 0;
    int rowOrigin_ = 0;
    int colOrigin_ = 0;
};

} // namespace hexloom::core::model
