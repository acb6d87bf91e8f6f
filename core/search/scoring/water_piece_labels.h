#pragma once
// Water pieces kept labelled across moves with work local to the move, for large boards (the
// WaterComponentsTracker relabels the whole board instead, which is faster below a few hundred
// hexes). A piece is a union-find root: joining pieces is a union. A water hex whose water
// neighbours form several runs around its ring may split its piece when it leaves the water;
// whether it does is decided by a breadth-first search from one cell of each run, interleaved
// one cell at a time, that stops as soon as at most one search is still open: a search that runs
// out of cells has enumerated a whole sub-piece, searches that meet are one sub-piece. The work is
// at most (runs) times the smallest separated side, or the distance at which the runs meet,
// whatever the board size. Only the cells of the closed sides are relabelled on a split.
// Each piece also keeps its cells in a circular list (linked through the cells) and the pieces
// are kept in a list of their own, so that listing the cells of some pieces costs their cells,
// not a pass over the board: a join splices two lists, a split moves the closed sides' cells.
#include <array>
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::search {

namespace detail {
// Runs of set bits around a ring of six, by the ring's 6-bit mask (a full ring is one run).
inline constexpr std::array<uint8_t, 64> kRingRuns = [] {
    std::array<uint8_t, 64> runs{};
    for (int mask = 0; mask < 64; ++mask) {
        int n = 0;
        for (int d = 0; d < 6; ++d)
            n += ((mask >> d) & 1) && !((mask >> ((d + 5) % 6)) & 1) ? 1 : 0;
        runs[static_cast<size_t>(mask)] = static_cast<uint8_t>(mask == 63 ? 1 : n);
    }
    return runs;
}();
} // namespace detail

class WaterPieceLabels {
public:
    // `around`: six neighbours per cell, a missing one as the sentinel `cells`; `water`: one byte
    // per cell plus the sentinel's (0). Both stay owned by the caller and must outlive this.
    WaterPieceLabels(const model::CellIndex* around, const uint8_t* water, int cells);

    // Labels every piece from scratch; returns the number of pieces.
    int reset();
    // The piece of a water cell (a union-find root).
    int pieceOf(model::CellIndex c);
    int sizeOf(int piece) const { return size_[static_cast<size_t>(piece)]; }
    size_t nodes() const { return up_.size(); } // piece ids are below this
    // Whether a node is a piece now (a root of a non-empty set).
    bool isPiece(int node) const { return up_[static_cast<size_t>(node)] == node && size_[static_cast<size_t>(node)] > 0; }
    // The pieces now (the nodes for which isPiece() holds), in no particular order.
    const std::vector<int>& pieces() const { return live_; }
    // Counts reset()s (the node ids start again at each).
    uint64_t generation() const { return generation_; }
    // The piece that node `node` now belongs to (a root; it may have no cells left).
    int rootOf(int node) const
    {
        while (up_[static_cast<size_t>(node)] != node)
            node = up_[static_cast<size_t>(node)];
        return node;
    }
    // The cell `steps` places after the start of piece's cell list (cyclic).
    model::CellIndex cellAt(int piece, int steps) const
    {
        model::CellIndex c = first_[static_cast<size_t>(piece)];
        for (int i = 0; i < steps; ++i)
            c = next_[static_cast<size_t>(c)];
        return c;
    }
    // Calls f(cell) for every cell of `piece` (one of pieces()), in no particular order.
    template <class F>
    void forEachCell(int piece, F f) const
    {
        const model::CellIndex first = first_[static_cast<size_t>(piece)];
        model::CellIndex c = first;
        do {
            f(c);
            c = next_[static_cast<size_t>(c)];
        } while (c != first);
    }

    // How w's piece falls apart once water cell w (water neighbours in `ring`, several runs)
    // leaves the water: the number of sub-pieces. Cached until the next change.
    int subPieces(model::CellIndex w, unsigned ring);
    // After subPieces(w, ...): which sub-piece (0..2) water cell n of w's piece falls in.
    int subPieceOf(model::CellIndex n) const;

    // Record a move: water cell w (water neighbours `ringW`) became land, then land cell l (water
    // neighbours `ringL`, w no longer among them) became water. Call before the caller's water
    // bytes change. Returns the change in the number of pieces.
    int moved(model::CellIndex w, unsigned ringW, model::CellIndex l, unsigned ringL);

    // Bytes held (the caller's arrays not counted).
    size_t memoryBytes() const;

private:
    int newPiece(int size);
    int join(int a, int b);
    void search(model::CellIndex w, unsigned ring);
    int groupOf(int seed) const;
    int removeFromPiece(model::CellIndex w, unsigned ringW);
    void link(model::CellIndex c, int piece);   // into piece's cell list
    void unlink(model::CellIndex c, int piece); // out of it
    void makeLive(int piece);
    void dropLive(int piece);

    const model::CellIndex* around_;
    const uint8_t* water_;
    int cells_;
    std::vector<int> label_;        // per cell: a union-find node (water cells only)
    std::vector<int> up_, size_;    // per node: parent, and the piece size at roots
    std::vector<model::CellIndex> next_, prev_; // per water cell: its piece's circular cell list
    std::vector<model::CellIndex> first_;       // per node: a cell of its list (pieces only), else kNoCell
    std::vector<int> live_;         // the pieces
    std::vector<int> livePos_;      // per node: its index in live_, or -1
    std::vector<uint32_t> seen_;    // per cell: the search that reached it (stamp)
    std::vector<uint8_t> seenSeed_; // per cell: which of the search's seeds reached it
    std::array<std::vector<model::CellIndex>, 3> reached_; // per seed: cells in search order
    std::array<size_t, 3> head_{};  // per seed: next cell of reached_ to expand
    std::array<int, 3> group_{};    // per seed: union-find over the seeds (a seed index)
    int seeds_ = 0;
    uint64_t generation_ = 0;
    uint32_t stamp_ = 0;
    model::CellIndex searched_ = model::kNoCell; // the w of the last search, while still valid
    std::vector<model::CellIndex> stack_;
};

} // namespace hexloom::core::search
