#pragma once
// The board's cells by axial row, for visiting every cell within a hex distance of a hex without
// a hash look-up per cell. A board keeps its cells row by row in ascending q (file order), so the
// cells of one row between two q are one range of indices, and the hexes within radius R of a hex
// are at most 2R + 1 such ranges: a ball costs its own size (or one binary search per row on a
// board with holes), never the board's.
#include <algorithm>
#include <utility>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::model {

class HexRows {
public:
    explicit HexRows(const Board& board);

    // The cells of axial row r whose q lies in [q1, q2]: the index range [first, last).
    std::pair<CellIndex, CellIndex> range(int r, int q1, int q2) const;

    // Calls f(first, last) for the index range of each row holding cells within `radius` of
    // `centre` (which need not be a cell), rows ascending: the ranges ascend and do not overlap.
    template <class F>
    void forEachRange(Hex centre, int radius, F f) const
    {
        const int r1 = std::max(centre.r - radius, firstRow_), r2 = std::min(centre.r + radius, lastRow_);
        for (int r = r1; r <= r2; ++r) {
            // |dq| <= R, |dr| <= R and |dq + dr| <= R.
            const int dr = r - centre.r;
            const auto [first, last] = range(r, centre.q + std::max(-radius, -radius - dr), centre.q + std::min(radius, radius - dr));
            if (first < last)
                f(first, last);
        }
    }

    // Calls f(cell) for every cell within `radius` of `centre`, in ascending index order.
    template <class F>
    void forEachWithin(Hex centre, int radius, F f) const
    {
        forEachRange(centre, radius, [&](CellIndex first, CellIndex last) {
            for (CellIndex c = first; c < last; ++c)
                f(c);
        });
    }

private:
    struct Row {
        CellIndex start = 0, end = 0; // its cells' index range
        int firstQ = 0;               // q of its first cell
        bool gapless = true;          // q runs firstQ, firstQ + 1, ... without a hole
    };

    const Board& board_;
    std::vector<Row> rows_; // by r - firstRow_
    int firstRow_ = 0, lastRow_ = -1;
};

} // namespace hexloom::core::model
