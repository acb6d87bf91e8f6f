#pragma once
// An immutable set of hex cells with dense indices and flat neighbour arrays, built once.
// Cell indices follow file order: row by row, left to right.
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/model/hex.h"
#include "core/model/hex_layout.h"
#include "core/text/core_text.h"

namespace hexloom::core::model {

using CellIndex = int32_t;
inline constexpr CellIndex kNoCell = -1;

enum class BoardShape { TerraMysticaRows, Hexagon, Rectangle, Custom };

// Absurd sizes are refused before allocating.
inline constexpr int kMaxBoardCells = 250'000;
inline constexpr int kMaxBoardExtent = 2'000; // rows, columns or radius

class Board {
public:
    Board() = default;
    // Rows alternate long/short; short rows are shifted half a hex right.
    static Board terraMystica(int rows = 9, int longRow = 13, bool firstRowLong = true);
    static Board hexagon(int radius);
    static Board rectangle(int width, int height);
    // Any subset of cells; `parity` decides which rows the file format shifts right.
    static Board fromCells(std::vector<Hex> cells, int parity = 0, BoardShape shape = BoardShape::Custom);

    int size() const { return static_cast<int>(hexes_.size()); }
    BoardShape shape() const { return shape_; }
    int shapeParameter(int i) const { return shapeParams_[static_cast<size_t>(i)]; }
    std::string describe() const; // "terra-mystica rows=9 long=13 long-first", "hexagon radius=2", ...
    text::CoreText describeText() const; // the same, for the editor to translate

    Hex hex(CellIndex i) const { return hexes_[static_cast<size_t>(i)]; }
    const std::vector<Hex>& hexes() const { return hexes_; }
    CellIndex indexOf(Hex h) const;
    bool contains(Hex h) const { return indexOf(h) != kNoCell; }

    // Neighbour in direction d (see hex.h) or kNoCell.
    CellIndex neighbourAt(CellIndex i, int d) const { return dirNeighbours_[static_cast<size_t>(6 * i + d)]; }
    // Existing neighbours only, compact (CSR), for hot loops.
    std::span<const CellIndex> neighbours(CellIndex i) const
    {
        return {nbrList_.data() + nbrStart_[static_cast<size_t>(i)],
                static_cast<size_t>(nbrStart_[static_cast<size_t>(i) + 1] - nbrStart_[static_cast<size_t>(i)])};
    }
    int degree(CellIndex i) const { return nbrStart_[static_cast<size_t>(i) + 1] - nbrStart_[static_cast<size_t>(i)]; }

    // Border as the published Terra Mystica evaluator defines it: first or last row, or first or
    // last hex of its row.
    bool isBorder(CellIndex i) const { return border_[static_cast<size_t>(i)] != 0; }

    const HexLayout& layout() const { return layout_; }
    OffsetCoord offset(CellIndex i) const { return layout_.toOffset(hex(i)); }
    CellIndex indexAtOffset(OffsetCoord c) const { return indexOf(layout_.fromOffset(c)); }
    int rowCount() const { return rowCount_; }
    int columnCount() const { return colCount_; }

    friend bool operator==(const Board& a, const Board& b) { return a.hexes_ == b.hexes_ && a.layout_.parity() == b.layout_.parity(); }

private:
    void build(int parity);

    BoardShape shape_ = BoardShape::Custom;
    std::vector<int> shapeParams_{0, 0, 0};
    std::vector<Hex> hexes_;
    std::unordered_map<Hex, CellIndex, HexHash> index_;
    std::vector<CellIndex> dirNeighbours_;
    std::vector<int32_t> nbrStart_;
    std::vector<CellIndex> nbrList_;
    std::vector<uint8_t> border_;
    HexLayout layout_;
    int rowCount_ = 0;
    int colCount_ = 0;
};

} // namespace hexloom::core::model
