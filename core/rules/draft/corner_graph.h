#pragma once
// The corners of a board's hexes (where settlements stand in Catan) and which corners share an
// edge: the geometry of the seat draft (docs/rules.md, "Seat draft"). Built once per board.
//
// Corners are numbered top to bottom, and left to right within one height: the order the draft
// breaks its last ties by. Positions are on an integer lattice in which a hex at axial (q, r) has
// its centre at (2q + r, 3r) and its six corners at (x ± 1, y ± 1) and (x, y ± 2) (pointy-top
// hexes, y growing downwards), so equal corners of neighbouring hexes have equal positions.
#include <array>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class CornerGraph {
public:
    static constexpr int kNone = -1;

    explicit CornerGraph(const model::Board& board);

    int size() const { return static_cast<int>(x_.size()); }
    // The board cells meeting at corner k (one to three), padded with kNoCell.
    const std::array<model::CellIndex, 3>& cells(int k) const { return cells_[static_cast<size_t>(k)]; }
    // The corners one edge away from k (two or three), padded with kNone.
    const std::array<int, 3>& adjacent(int k) const { return adjacent_[static_cast<size_t>(k)]; }
    int x(int k) const { return x_[static_cast<size_t>(k)]; }
    int y(int k) const { return y_[static_cast<size_t>(k)]; }
    // The six corners of cell c, clockwise from the top.
    const std::array<int, 6>& cornersOf(model::CellIndex c) const { return ofCell_[static_cast<size_t>(c)]; }

    // The corner offsets from a hex's lattice centre, clockwise from the top.
    static constexpr std::array<std::array<int, 2>, 6> kOffsets{{{0, -2}, {1, -1}, {1, 1}, {0, 2}, {-1, 1}, {-1, -1}}};

private:
    std::vector<int> x_, y_;
    std::vector<std::array<model::CellIndex, 3>> cells_;
    std::vector<std::array<int, 3>> adjacent_;
    std::vector<std::array<int, 6>> ofCell_;
};

} // namespace hexloom::core::rules
