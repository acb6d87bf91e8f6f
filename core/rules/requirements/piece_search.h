#pragma once
// Bounded searches of pieces (connected sets of cells that satisfy a predicate), for the exact
// swap deltas of the requirements that judge pieces by size (island size, cluster size): a swap
// changes only the pieces around its two cells, and whether a piece is smaller than some size
// takes at most that many cells to tell, whatever the board.
// A round (begin()) groups the searches of one side of a swap: each search marks its cells with
// a stamp of its own, so a round clears nothing, a seed already reached in the round is known to
// lie in a piece already searched, and a search that meets an earlier search's cell knows its
// piece is that one (which, had it been searched whole, would have reached the seed already).
#include <algorithm>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class PieceSearch {
public:
    static constexpr int kWhole = std::numeric_limits<int>::max(); // a limit that never cuts

    // A new round on `board`: every cell unreached. O(1), but for the first round on a board and
    // once every ~2^32 searches, which clear the marks.
    void begin(const model::Board& board)
    {
        board_ = &board;
        constexpr uint32_t kRoundSpace = 1u << 16; // more searches than a round ever makes
        if (mark_.size() != static_cast<size_t>(board.size()) || stamp_ > std::numeric_limits<uint32_t>::max() - kRoundSpace) {
            mark_.assign(static_cast<size_t>(board.size()), 0);
            stamp_ = 0;
        }
        roundStart_ = ++stamp_;
    }

    bool reached(model::CellIndex c) const { return mark_[static_cast<size_t>(c)] >= roundStart_; }

    // Reaches the piece of `seed` (unreached in this round, inside) breadth first, and returns its
    // size when it is smaller than `limit`, else `limit` ("at least limit"): the search stops once
    // `limit` cells are reached, or at a cell an earlier search of the round reached (that search
    // stopped at its limit, so the piece is at least that large; every search of a round takes
    // the same limit). cells() then holds the cells reached, the whole piece below the limit.
    template <class Inside>
    int grow(model::CellIndex seed, int limit, Inside inside)
    {
        const uint32_t own = ++stamp_;
        cells_.clear();
        mark(seed, own);
        for (size_t next = 0; next < cells_.size(); ++next)
            for (const model::CellIndex n : board_->neighbours(cells_[next])) {
                const uint32_t m = mark_[static_cast<size_t>(n)];
                if (m == own || !inside(n))
                    continue;
                if (m >= roundStart_ || static_cast<int>(cells_.size()) + 1 >= limit)
                    return limit;
                mark(n, own);
            }
        return static_cast<int>(cells_.size());
    }

    std::span<const model::CellIndex> cells() const { return cells_; }

private:
    void mark(model::CellIndex c, uint32_t stamp)
    {
        mark_[static_cast<size_t>(c)] = stamp;
        cells_.push_back(c);
    }

    const model::Board* board_ = nullptr;
    std::vector<uint32_t> mark_; // per cell: the stamp of the search that reached it
    uint32_t stamp_ = 0;
    uint32_t roundStart_ = 1;
    std::vector<model::CellIndex> cells_; // the last search's, in the order reached
};

} // namespace hexloom::core::rules
