#include "core/model/hex_rows.h"

namespace hexloom::core::model {

HexRows::HexRows(const Board& board) : board_(board)
{
    const std::vector<Hex>& hexes = board.hexes();
    if (hexes.empty())
        return;
    firstRow_ = hexes.front().r;
    lastRow_ = hexes.back().r;
    rows_.assign(static_cast<size_t>(lastRow_ - firstRow_ + 1), Row{});
    for (CellIndex c = 0; c < board.size();) {
        const int r = hexes[static_cast<size_t>(c)].r;
        Row& row = rows_[static_cast<size_t>(r - firstRow_)];
        row.start = c;
        row.firstQ = hexes[static_cast<size_t>(c)].q;
        for (; c < board.size() && hexes[static_cast<size_t>(c)].r == r; ++c)
            row.gapless = row.gapless && hexes[static_cast<size_t>(c)].q == row.firstQ + (c - row.start);
        row.end = c;
    }
}

std::pair<CellIndex, CellIndex> HexRows::range(int r, int q1, int q2) const
{
    if (r < firstRow_ || r > lastRow_ || q1 > q2)
        return {0, 0};
    const Row& row = rows_[static_cast<size_t>(r - firstRow_)];
    if (row.gapless) {
        const int n = row.end - row.start;
        return {row.start + std::clamp(q1 - row.firstQ, 0, n), row.start + std::clamp(q2 - row.firstQ + 1, 0, n)};
    }
    // A row with holes (a custom board): its q still ascend.
    const auto begin = board_.hexes().begin();
    const auto byQ = [](const Hex& h, int q) { return h.q < q; };
    const auto first = std::lower_bound(begin + row.start, begin + row.end, q1, byQ);
    const auto last = std::lower_bound(first, begin + row.end, q2 + 1, byQ);
    return {static_cast<CellIndex>(first - begin), static_cast<CellIndex>(last - begin)};
}

} // namespace hexloom::core::model
