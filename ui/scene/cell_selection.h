#pragma once
// The designer's selection of hexes on one board: one bit per cell index and a count, so Select
// All, Select None and Invert cost a pass over n/64 words (a 250,000-hex board is 31 KB) instead of
// n tree nodes, and a membership test is one bit. Cells are listed in ascending index order.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::ui::scene {

class CellSelection {
public:
    CellSelection() = default; // empty, on a board of no cells
    explicit CellSelection(core::model::CellIndex boardSize);
    static CellSelection all(core::model::CellIndex boardSize);
    // `cells` on a board of `boardSize` (cells off the board are ignored).
    static CellSelection of(core::model::CellIndex boardSize, const std::vector<core::model::CellIndex>& cells);

    core::model::CellIndex boardSize() const { return boardSize_; }
    size_t size() const { return count_; }
    bool empty() const { return count_ == 0; }
    bool isAll() const { return count_ == static_cast<size_t>(boardSize_); }
    bool contains(core::model::CellIndex cell) const;
    // Off-board cells are ignored.
    void insert(core::model::CellIndex cell);
    void erase(core::model::CellIndex cell);
    void invert();
    // The selected cells, ascending.
    std::vector<core::model::CellIndex> cells() const;
    // The lowest selected cell, or kNoCell.
    core::model::CellIndex first() const;
    // Calls f(cell) for every selected cell, ascending.
    template <class F>
    void forEach(F&& f) const
    {
        for (size_t w = 0; w < words_.size(); ++w)
            for (uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
                f(static_cast<core::model::CellIndex>(w * 64 + static_cast<size_t>(__builtin_ctzll(bits))));
    }

    friend bool operator==(const CellSelection& a, const CellSelection& b)
    {
        return a.boardSize_ == b.boardSize_ && a.words_ == b.words_;
    }

private:
    bool onBoard(core::model::CellIndex cell) const { return cell >= 0 && cell < boardSize_; }
    void clearTail(); // the bits past the board's last cell stay 0

    core::model::CellIndex boardSize_ = 0;
    std::vector<uint64_t> words_;
    size_t count_ = 0;
};

} // namespace hexloom::ui::scene
