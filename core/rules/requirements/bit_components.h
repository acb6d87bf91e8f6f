#pragma once
// Counts the connected components of a set of cells given as a bit mask, by flood fill: the set
// and the cells not yet reached are bit masks, neighbours come from the board's flat neighbour
// lists. Memory is linear in the board (a few bits and one index per cell; an earlier version
// kept an n x n/64 neighbour bit matrix, 7.8 GB at 250,000 cells). All buffers are sized once for
// the board; counting allocates nothing.
#include <bit>
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class BitComponents {
public:
    explicit BitComponents(const model::Board& board)
        : board_(&board),
          words_(static_cast<size_t>((board.size() + 63) / 64)),
          mask_(words_, 0),
          remaining_(words_, 0),
          stack_(static_cast<size_t>(board.size()), 0)
    {
    }

    // The set to count: clear() it, then set() its cells (or flip() single cells between counts).
    void clear() { std::fill(mask_.begin(), mask_.end(), 0); }
    void set(model::CellIndex c) { mask_[static_cast<size_t>(c) / 64] |= uint64_t{1} << (c % 64); }
    void flip(model::CellIndex c) { mask_[static_cast<size_t>(c) / 64] ^= uint64_t{1} << (c % 64); }

    int count()
    {
        remaining_ = mask_;
        int pieces = 0;
        for (size_t w = 0; w < words_; ++w)
            while (remaining_[w] != 0) {
                const auto start = static_cast<model::CellIndex>(w * 64 + static_cast<size_t>(std::countr_zero(remaining_[w])));
                remaining_[w] &= remaining_[w] - 1;
                fill(start);
                ++pieces;
            }
        return pieces;
    }

    // Bytes held by this object's buffers (the board's neighbour lists are shared, not counted).
    size_t memoryBytes() const
    {
        return sizeof(*this) + (mask_.capacity() + remaining_.capacity()) * sizeof(uint64_t) +
               stack_.capacity() * sizeof(model::CellIndex);
    }

private:
    // Removes from remaining_ every cell connected to `start`.
    void fill(model::CellIndex start)
    {
        size_t top = 0;
        stack_[top++] = start;
        while (top > 0) {
            const model::CellIndex c = stack_[--top];
            for (model::CellIndex n : board_->neighbours(c)) {
                uint64_t& word = remaining_[static_cast<size_t>(n) / 64];
                const uint64_t bit = uint64_t{1} << (n % 64);
                if ((word & bit) != 0) {
                    word &= ~bit;
                    stack_[top++] = n;
                }
            }
        }
    }

    const model::Board* board_;
    size_t words_;
    std::vector<uint64_t> mask_;
    std::vector<uint64_t> remaining_;
    std::vector<model::CellIndex> stack_; // every cell is pushed at most once per count
};

} // namespace hexloom::core::rules
