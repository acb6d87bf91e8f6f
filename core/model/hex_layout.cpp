#include "core/model/hex_layout.h"

#include <cmath>
#include <numbers>

namespace hexloom::core::model {

namespace {
int floorDiv2(int v) { return v >= 0 ? v / 2 : -((-v + 1) / 2); }
} // namespace

HexLayout::HexLayout(int parity, int rowOrigin, int colOrigin)
    : parity_(parity & 1), rowOrigin_(rowOrigin), colOrigin_(colOrigin)
{
}

OffsetCoord HexLayout::toOffset(Hex h) const
{
    return {h.r - rowOrigin_, h.q + floorDiv2(h.r + parity_) - colOrigin_};
}

Hex HexLayout::fromOffset(OffsetCoord c) const
{
    const int r = c.row + rowOrigin_;
    return {c.col + colOrigin_ - floorDiv2(r + parity_), r};
}

bool HexLayout::isShiftedRow(int row) const { return ((row + rowOrigin_ + parity_) & 1) != 0; }

PointF HexLayout::centre(Hex h, double size)
{
    return {size * std::numbers::sqrt3 * (h.q + h.r / 2.0), size * 1.5 * h.r};
}

Hex HexLayout::fromPixel(PointF p, double size)
{
    const double fq = (std::numbers::sqrt3 / 3.0 * p.x - p.y / 3.0) / size;
    const double fr = (2.0 / 3.0 * p.y) / size;
    const double fs = -fq - fr;
    double rq = std::round(fq), rr = std::round(fr), rs = std::round(fs);
    const double dq = std::abs(rq - fq), dr = std::abs(rr - fr), ds = std::abs(rs - fs);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

PointF HexLayout::corner(PointF c, double size, int i)
{
    const double angle = std::numbers::pi / 180.0 * (60.0 * i - 90.0);
    return {c.x + size * std::cos(angle), c.y + size * std::sin(angle)};
}

} // namespace hexloom::core::model
