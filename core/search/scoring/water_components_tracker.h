#pragma once
// Exact swap deltas for the "water-components" requirement, max(0, pieces - allowed): O(1) while
// the labels below are current.
// Keeps the water pieces of the current map labelled. A swap that turns water cell w into land and
// land cell l into water changes the piece count by: removing w (no water neighbour: -1; its water
// neighbours in one run around its ring: 0, since consecutive ring cells touch; several runs: the
// depth-first index below says how many sub-pieces w's piece falls into), then adding l (+1 minus
// the number of distinct pieces among its water neighbours, w's sub-pieces counted apart). One
// depth-first pass per map labels the pieces and records Tarjan's low-link numbers: a child c of
// w in the forest whose subtree reaches no cell discovered before w (low[c] >= disc[w]) is cut off
// by removing w, and a cell belongs to c's sub-piece exactly when its discovery number lies in c's
// subtree interval. The pass is lazy: applied() keeps the piece count exact (it is the count the
// swap's delta predicts) and the water and ring masks current, and marks the labels stale; they
// are rebuilt only when a delta, or cells(), needs them (a hex whose water neighbours form
// several runs around its ring).
#include <array>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/run/random.h"
#include "core/search/scoring/board_tables.h"
#include "core/search/scoring/water_piece_labels.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::search {


class WaterComponentsTracker {
public:
    // Boards of at least `localFrom` hexes keep their pieces labelled across moves
    // (WaterPieceLabels: work local to each move); smaller ones relabel lazily (faster there).
    WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed, int localFrom = kLocalFrom);
    static constexpr int kLocalFrom = 1024;

    // Labels the pieces of `map`.
    void reset(const model::Map& map);
    int count() const { return violations(pieces_); }
    // Exactly count(after s) - count() for the current map (the one last reset or applied). Not
    // const: it may rebuild stale labels.
    int delta(const model::Swap& s)
    {
        const auto a = static_cast<size_t>(s.a), b = static_cast<size_t>(s.b);
        if (s.layer == model::Layer::Token || water_[a] == water_[b])
            return 0;
        const model::CellIndex w = water_[a] ? s.a : s.b, l = water_[a] ? s.b : s.a;
        return violations(piecesAfter(w, l, ringWithout(l, w))) - violations(pieces_);
    }
    // At most delta(s), without labels: w's removal splits nothing and l joins as many pieces as
    // its ring has runs of water. Exact when neither ring has more than one run.
    int deltaLowerBound(const model::Swap& s) const
    {
        const auto a = static_cast<size_t>(s.a), b = static_cast<size_t>(s.b);
        if (s.layer == model::Layer::Token || water_[a] == water_[b])
            return 0;
        const model::CellIndex w = water_[a] ? s.a : s.b, l = water_[a] ? s.b : s.a;
        const unsigned ring = ringWithout(l, w);
        const int low = pieces_ - (ring_[static_cast<size_t>(w)] == 0 ? 1 : 0) + (ring == 0 ? 1 : 1 - detail::kRingRuns[ring]);
        return violations(low) - violations(pieces_);
    }
    // deltaLowerBound() of a terrain swap of water cell w and land cell l that are not neighbours
    // (l's water neighbours are then its whole ring): the same value, without the swap's checks.
    int apartLowerBound(model::CellIndex w, model::CellIndex l) const
    {
        const unsigned ring = ring_[static_cast<size_t>(l)];
        const int low = pieces_ - (ring_[static_cast<size_t>(w)] == 0 ? 1 : 0) + (ring == 0 ? 1 : 1 - detail::kRingRuns[ring]);
        return violations(low) - violations(pieces_);
    }
    // The violating cells as WaterComponentsRequirement::cells lists them: every water cell outside
    // the `allowed` largest pieces (ties: the piece found first), ascending.
    std::span<const model::CellIndex> cells();
    // The same as of the last labelling, without labelling again: after river-changing swaps it
    // can be a few moves old (and leaves out hexes that joined the water since). A hint for
    // choosing moves, which costs no depth-first pass. With local labels it is listed again after
    // max(8, hexes / 1024) river moves, from the pieces' cell lists (any order, ties between
    // equal pieces by piece id): a listing costs the pieces plus the cells it lists.
    std::span<const model::CellIndex> recentCells();
    // Boards with kept labels (localFrom hexes or more): a water cell outside the `allowed` largest
    // pieces, drawn without listing any: a piece uniformly (not one of the largest as ranked at
    // most max(8, hexes / 1024) river moves ago), then one of its first 64 listed cells. kNoCell
    // when there is none, or on smaller boards. O(1) per draw besides the ranking, O(pieces).
    model::CellIndex minorCell(run::Random& random);
    // Boards under 128 hexes: count() once the cells in `flipped` (distinct) changed between water
    // and land, by a flood over bit words (no labels read or changed). Other boards: -1.
    int countFlipped(std::span<const model::CellIndex> flipped) const;
    // Call after a swap was applied to the current map (the tracker still holds the map before it).
    void applied(const model::Map& map, const model::Swap& s, bool waterChanged);
    // The piece of water cell c (a union-find root, valid until the next move) when the labels
    // are kept across moves (boards of `localFrom` hexes or more), else -1.
    int pieceOf(model::CellIndex c) { return local_ ? local_->pieceOf(c) : -1; }
    // The last `moves` river-changing swaps were undone by as many more (a tried move taken back):
    // the water is as before them, so they do not bring recentCells()'s next listing nearer.
    void undone(int moves) { listedAgo_ = listedAgo_ > 2 * moves ? listedAgo_ - 2 * moves : 0; }

private:
    void relabel();
    // The labels and sizes only (labels current, depth-first data still stale), on boards under
    // 128 hexes by a flood over bit words; relabel() on others.
    void relabelPieces();
    template <class Open>
    void relabelWith(Open open);
    int violations(int pieces) const { return pieces > allowed_ ? pieces - allowed_ : 0; }
    // The number of water pieces once water cell w and land cell l trade places; `ring`: l's water
    // neighbours other than w, as ring bits. Inline for the common case that reads no labels: w's
    // water neighbours in at most one run around its ring, and l's likewise.
    int piecesAfter(model::CellIndex w, model::CellIndex l, unsigned ring)
    {
        const unsigned ringW = ring_[static_cast<size_t>(w)];
        if (detail::kRingRuns[ringW] <= 1 && detail::kRingRuns[ring] <= 1)
            return pieces_ - (ringW == 0 ? 1 : 0) + (ring == 0 ? 1 : 0);
        return piecesAfterLabelled(w, l, ring);
    }
    // The same when a split or a join of several runs needs the labels (rebuilt if stale).
    int piecesAfterLabelled(model::CellIndex w, model::CellIndex l, unsigned ring);
    int piecesAfterLocal(model::CellIndex w, model::CellIndex l, unsigned ring);
    void listLocal(bool exact);
    void listHint();
    void flipWaterCell(model::CellIndex c);
    unsigned ringWithout(model::CellIndex l, model::CellIndex w) const
    {
        unsigned ring = ring_[static_cast<size_t>(l)];
        const model::CellIndex* around = around_.data() + 6 * static_cast<size_t>(l);
        for (int d = 0; d < 6; ++d)
            ring &= around[d] == w ? ~(1u << d) : ~0u;
        return ring;
    }
    // `ring`: added's water neighbours other than `removed`, as ring bits.
    int piecesAfterAdding(model::CellIndex added, unsigned ring, model::CellIndex removed, bool split) const;
    int labelOf(model::CellIndex c) const { return label_[static_cast<size_t>(c)]; }
    // Pieces w's piece falls into without w (w has water neighbours).
    int piecesWithout(model::CellIndex w) const;
    // The sub-piece of n (a water cell of w's piece, not w) once w is removed: 0..5 for a
    // separated subtree of w, 6 for the rest of the piece.
    int subPiece(model::CellIndex w, model::CellIndex n) const;

    const model::Board& board_;
    int allowed_;
    std::array<uint8_t, 256> isWater_{}; // per terrain id
    int pieces_ = 0;
    std::vector<int> label_;            // water piece of each cell, -1 on land
    std::shared_ptr<const BoardTables> tables_; // board-only tables, shared
    const std::vector<model::CellIndex>& around_; // six neighbours per cell, a missing one as the sentinel size()
    std::vector<uint8_t> open_;         // per cell and the sentinel: water not yet reached by relabel()
    const std::vector<std::array<uint64_t, 2>>& neighbourWords_; // boards under 128 cells: neighbours as bits
    std::array<uint64_t, 2> waterWords_{};                // and the water cells
    std::vector<uint8_t> ring_;         // per cell: bit d set when its neighbour in direction d is water
    std::vector<int> disc_, end_, low_; // discovery number (and the sentinel's), end of subtree interval, low-link
    std::vector<model::CellIndex> parent_;
    std::vector<model::CellIndex> cut_; // [6 * w + i]: children of w that removing w separates
    std::vector<uint8_t> cutCount_;
    std::vector<model::CellIndex> stack_;
    std::vector<uint8_t> water_; // per cell
    std::vector<model::CellIndex> waterCells_; // ascending
    std::vector<int> sizes_;     // per piece
    std::vector<uint8_t> kept_;  // scratch of cells(): per piece
    std::vector<model::CellIndex> violating_; // what recentCells() returns, while violatingValid_
    int labelled_ = 0;           // pieces at the last labelling
    bool stale_ = true;          // the labels predate the last applied swap
    bool cutsStale_ = true;      // the depth-first data (disc_, low_, cut_ ...) does
    bool violatingValid_ = false;
    std::unique_ptr<WaterPieceLabels> local_; // large boards: labels kept across moves
    int listedAgo_ = 0;                       // river moves since the local listing
    std::vector<int> roots_, rank_;           // scratch of listLocal(): the pieces, and per node its rank (exact)
    std::vector<int> largest_;                // minorCell(): the nodes of the `allowed` largest pieces, as ranked
    int rankedAgo_ = -1;                      // river moves since that ranking; -1: none yet
    uint64_t rankedAt_ = 0;                   // the labels' generation it was made in
};

} // namespace hexloom::core::search
