#pragma once
// The symmetry modes redone in floating-point pixel geometry (reflections about the board's
// bounding box, rotations by cos/sin about the cell nearest the centroid) from HexLayout::centre:
// an oracle independent of BoardSymmetry's integer coordinates and orbit ids.
#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <vector>

#include "core/model/board.h"
#include "core/model/hex_layout.h"
#include "core/model/map.h"
#include "core/symmetry/symmetry_mode.h"

namespace hexloom::core::symmetry {

using model::Board;
using model::CellIndex;
using model::Hex;
using model::HexLayout;
using model::PointF;

// The plane maps of a mode, identity first, as the oracle sees them.
inline std::vector<std::function<PointF(PointF)>> planeMaps(const Board& board, SymmetryMode mode)
{
    double minX = 1e18, maxX = -1e18, minY = 1e18, maxY = -1e18, sx = 0, sy = 0;
    for (const Hex h : board.hexes()) {
        const PointF p = HexLayout::centre(h, 1.0);
        minX = std::min(minX, p.x), maxX = std::max(maxX, p.x), minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
        sx += p.x, sy += p.y;
    }
    const double mx = (minX + maxX) / 2, my = (minY + maxY) / 2;
    // The turn's centre: the cell centre nearest the centroid.
    const PointF c = HexLayout::centre(HexLayout::fromPixel({sx / board.size(), sy / board.size()}, 1.0), 1.0);
    const auto id = [](PointF p) { return p; };
    const auto mv = [=](PointF p) { return PointF{2 * mx - p.x, p.y}; };
    const auto mh = [=](PointF p) { return PointF{p.x, 2 * my - p.y}; };
    const auto half = [=](PointF p) { return PointF{2 * mx - p.x, 2 * my - p.y}; };
    const auto turn = [=](int degrees) {
        const double a = degrees * std::numbers::pi / 180.0;
        return [=](PointF p) {
            const double dx = p.x - c.x, dy = p.y - c.y;
            return PointF{c.x + dx * std::cos(a) - dy * std::sin(a), c.y + dx * std::sin(a) + dy * std::cos(a)};
        };
    };
    switch (mode) {
    case SymmetryMode::None: return {id};
    case SymmetryMode::MirrorV: return {id, mv};
    case SymmetryMode::MirrorH: return {id, mh};
    case SymmetryMode::Rotate2: return {id, half};
    case SymmetryMode::Rotate3: return {id, turn(120), turn(240)};
    case SymmetryMode::Rotate6: return {id, turn(60), turn(120), turn(180), turn(240), turn(300)};
    case SymmetryMode::Mirror2: return {id, mv, mh, half};
    }
    return {};
}

// The cell whose centre is at p, or kNoCell.
inline CellIndex cellAt(const Board& board, PointF p)
{
    for (CellIndex i = 0; i < board.size(); ++i) {
        const PointF q = HexLayout::centre(board.hex(i), 1.0);
        if (std::hypot(q.x - p.x, q.y - p.y) < 1e-6)
            return i;
    }
    return model::kNoCell;
}

// Whether `map` (terrains and tokens) is invariant under every plane map of `mode`.
inline bool invariantByPositions(const Board& board, const model::Map& map, SymmetryMode mode)
{
    for (const auto& f : planeMaps(board, mode))
        for (CellIndex i = 0; i < board.size(); ++i) {
            const CellIndex j = cellAt(board, f(HexLayout::centre(board.hex(i), 1.0)));
            if (j == model::kNoCell || map.terrain(j) != map.terrain(i) || map.token(j) != map.token(i))
                return false;
        }
    return true;
}

} // namespace hexloom::core::symmetry
