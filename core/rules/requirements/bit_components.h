#pragma once
// Counts the connected components of a set of cells given as a bit mask, by flood fill over
// precomputed neighbour masks: a word operation per visited cell instead of a label per cell.
// All buffers are sized once for the board; counting allocates nothing.
#include <bit>
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

class BitComponents {
public:
    explicit BitComponents(const model::Board& board)
        : words_(static_cast<size_t>((board.size() + 63) / 64)),
          neighbours_(words_ * static_cast<size_t>(board.size()), 0),
          mask_(words_, 0),
          remaining_(words_, 0),
          stack_(static_cast<size_t>(board.size()), 0)
    {
        for (model::CellIndex c = 0; c < board.size(); ++c)
            for (model::CellIndex n : board.neighbours(c))
                neighbours_[static_cast<size_t>(c) * words_ + static_cast<size_t>(n) / 64] |= uint64_t{1} << (n % 64);
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

private:
    // Removes from remaining_ every cell connected to `start`.
    void fill(model::CellIndex start)
    {
        size_t top = 0;
        stack_[top++] = start;
        while (top > 0) {
            const auto c = static_cast<size_t>(stack_[--top]);
            const uint64_t* around = &neighbours_[c * words_];
            for (size_t w = 0; w < words_; ++w) {
                uint64_t next = around[w] & remaining_[w];
                remaining_[w] &= ~next;
                for (; next != 0; next &= next - 1)
                    stack_[top++] = static_cast<model::CellIndex>(w * 64 + static_cast<size_t>(std::countr_zero(next)));
            }
        }
    }

    size_t words_;
    std::vector<uint64_t> neighbours_; // words_ per cell
    std::vector<uint64_t> mask_;
    std::vector<uint64_t> remaining_;
    std::vector<model::CellIndex> stack_; // every cell is pushed at most once per count
};

} // namespace hexloom::core::rules
