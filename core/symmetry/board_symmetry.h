#pragma once
// A board as a symmetry mode sees it: the image of every cell under every transformation of the
// mode's group, computed from the cells' positions, and the orbits the board splits into (cells
// the transformations map onto each other). Built once per board and mode; immutable after.
//
// Positions are exact: a hex (q, r) sits at X = 2q + r half-widths across and Y = r rows down
// (HexLayout::centre scaled), so mirrors and the half turn are integer maps about the middle of
// the board's bounding box, and the 60/120-degree turns rotate about the cell nearest the
// centroid. A board whose shape is not invariant is refused, naming the cells without an image.
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/symmetry/symmetry_mode.h"
#include "core/text/text_error.h"

namespace hexloom::core::symmetry {

using model::CellIndex;

// The board's shape is not invariant under the mode; cells() have no image on the board.
class SymmetryError : public std::runtime_error, public text::CarriesText {
public:
    SymmetryError(text::CoreText message, std::vector<CellIndex> cells)
        : std::runtime_error(message.english()), text::CarriesText(std::move(message)), cells_(std::move(cells))
    {
    }
    const std::vector<CellIndex>& cells() const { return cells_; }

private:
    std::vector<CellIndex> cells_;
};

class BoardSymmetry {
public:
    // Identity symmetry (mode None) of an empty board.
    BoardSymmetry() = default;
    // Throws SymmetryError when the board's shape is not invariant under `mode`; the message
    // names the mode and the cells without an image ("row 0, column 3", at most eight, then a count).
    static BoardSymmetry of(const model::Board& board, SymmetryMode mode);
    // The cells whose image under some transformation of the group is not a cell of the board,
    // ascending; empty when the shape is invariant. Never throws.
    static std::vector<CellIndex> cellsWithoutImage(const model::Board& board, SymmetryMode mode);

    SymmetryMode mode() const { return mode_; }
    int cellCount() const { return cellCount_; }
    // Transformations of the group, identity first (groupOrder(mode())).
    int transformCount() const { return transformCount_; }
    // The image of `cell` under transformation `t` (0 <= t < transformCount()).
    CellIndex image(int t, CellIndex cell) const { return images_[static_cast<size_t>(t * cellCount_ + cell)]; }
    // The transformations that generate the group: a map that agrees with its image under each of
    // them agrees under all (one for every mode but mirror-2, whose two are the two mirrors).
    std::span<const int> generators() const { return {generators_.data(), generators_.size()}; }

    // Orbits are numbered by their smallest cell, ascending; an orbit lists its cells ascending,
    // so orbit(o)[0] is its representative.
    int orbitCount() const { return static_cast<int>(orbitStart_.size()) - 1; }
    int orbitOf(CellIndex cell) const { return orbitOf_[static_cast<size_t>(cell)]; }
    std::span<const CellIndex> orbit(int o) const
    {
        return {orbitCells_.data() + orbitStart_[static_cast<size_t>(o)], static_cast<size_t>(orbitSize(o))};
    }
    int orbitSize(int o) const { return orbitStart_[static_cast<size_t>(o) + 1] - orbitStart_[static_cast<size_t>(o)]; }
    // Cells that every transformation leaves in place (orbits of size 1), ascending.
    std::vector<CellIndex> fixedCells() const;
    // How many orbits have each size: result[s] = number of orbits of size s (s <= transformCount()).
    std::vector<int> orbitSizeCounts() const;

    // The centre of the symmetry (where the axes cross, or the centre of the turn) in
    // HexLayout::centre's pixel coordinates for hexes of circumradius `size`. Mirror axes run
    // through it vertically (mirror-v, mirror-2) and horizontally (mirror-h, mirror-2).
    model::PointF centre(double size) const;

private:
    void buildOrbits();

    SymmetryMode mode_ = SymmetryMode::None;
    int cellCount_ = 0;
    int transformCount_ = 1;
    std::vector<CellIndex> images_;  // transformCount_ rows of cellCount_ images; row 0 = identity
    std::vector<int> generators_;    // indices into the rows of images_
    std::vector<int> orbitOf_;       // cell -> orbit
    std::vector<int> orbitStart_{0}; // CSR over orbitCells_, orbitCount() + 1 entries
    std::vector<CellIndex> orbitCells_;
    int centreX2_ = 0; // centre in doubled half-width units: X = 2q + r, so x = centreX2_ / 2
    int centreY2_ = 0; // centre in doubled rows
};

// "row 0, column 3; row 8, column 12" for the cells' file positions, at most `limit` of them
// followed by "and N more".
std::string describeCells(const model::Board& board, std::span<const CellIndex> cells, int limit = 8);
text::CoreText describeCellsText(const model::Board& board, std::span<const CellIndex> cells, int limit = 8);

} // namespace hexloom::core::symmetry
