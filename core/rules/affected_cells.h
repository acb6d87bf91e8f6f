#pragma once
// The cells whose per-cell value a swap of a and b can change, when a value depends only on a cell
// and its neighbours: a, b and their neighbours, each once (at most 14). No allocation.
#include <array>
#include <span>

#include "core/model/board.h"
#include "core/model/swap.h"

namespace hexloom::core::rules {

class AffectedCells {
public:
    std::span<const model::CellIndex> of(const model::Board& board, const model::Swap& s)
    {
        n_ = 0;
        add(s.a);
        add(s.b);
        for (model::CellIndex c : board.neighbours(s.a))
            add(c);
        for (model::CellIndex c : board.neighbours(s.b))
            add(c);
        return {cells_.data(), static_cast<size_t>(n_)};
    }

private:
    void add(model::CellIndex c)
    {
        for (int i = 0; i < n_; ++i)
            if (cells_[static_cast<size_t>(i)] == c)
                return;
        cells_[static_cast<size_t>(n_++)] = c;
    }

    std::array<model::CellIndex, 14> cells_{};
    int n_ = 0;
};

} // namespace hexloom::core::rules
