#pragma once
// Which cells one search has visited, forgotten in O(1) when the next search starts: each cell
// keeps the number of the search that last visited it (no clearing per search, but once every
// 2^32 searches). For the searches around a swap that must not cost the board (player values).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class VisitStamps {
public:
    // `cells` cells, none visited.
    void resize(size_t cells)
    {
        stamp_.assign(cells, 0);
        now_ = 0;
    }
    // A new search: every cell unvisited.
    void next()
    {
        if (++now_ == 0) { // wrapped: no stamp may survive from 2^32 searches ago
            std::fill(stamp_.begin(), stamp_.end(), 0);
            now_ = 1;
        }
    }
    bool visited(model::CellIndex c) const { return stamp_[static_cast<size_t>(c)] == now_; }
    void visit(model::CellIndex c) { stamp_[static_cast<size_t>(c)] = now_; }

private:
    std::vector<uint32_t> stamp_; // per cell: the search that last visited it
    uint32_t now_ = 0;
};

} // namespace hexloom::core::rules
