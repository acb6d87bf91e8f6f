#pragma once
// Tables that depend on the board alone, built once per board and shared (immutable) by every
// run, thread and scorer on it: building them took most of a run's set-up on small boards.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::search {

struct BoardTables {
    explicit BoardTables(const model::Board& board);

    // The tables of `board`, from a small cache of the 8 boards used last, keyed by content (the
    // hexes and the row parity: a fingerprint first, then an exact comparison), so copies of
    // one board, as every run of a bench or a portfolio holds, share one set. Thread-safe.
    static std::shared_ptr<const BoardTables> of(const model::Board& board);

    int cells = 0;
    // Six neighbours per cell in direction order, a missing one as the sentinel index `cells`.
    std::vector<model::CellIndex> ring;
    std::vector<uint8_t> border;     // per cell and the sentinel (0): on the published border
    std::vector<uint8_t> degree;     // per cell: existing neighbours
    // Per cell, the cells within two hexes (itself included), ascending: CSR by within2Start.
    std::vector<int> within2Start;
    std::vector<model::CellIndex> within2;
    // Boards under 128 cells: each cell's neighbours as two 64-bit words of cell bits.
    std::vector<std::array<uint64_t, 2>> neighbourWords;
};

} // namespace hexloom::core::search
