#pragma once
// Exact, mostly O(1) swap deltas for the "water-components" requirement: max(0, pieces - allowed).
// Keeps the water components of the current map labelled. A swap that turns water cell w into
// land and land cell l into water changes the piece count by: removing w (no water neighbour:
// -1; its water neighbours in one run around its ring: 0, since consecutive ring cells touch;
// several runs: unknown, so the pieces are counted again), then adding l (+1 minus the number of
// distinct pieces among its water neighbours). When w has several runs, only w's own piece is
// searched again (once per w and map), and l's neighbours in it take their new sub-piece ids.
#include <span>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/requirements/components.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::algorithms {

class WaterComponentsTracker {
public:
    WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed);

    // Labels the pieces of `map`.
    void reset(const model::Map& map);
    int count() const { return violations(pieces_); }
    // Exactly count(after s) - count(); `map` is the current map (scratch, restored).
    int delta(model::Map& map, const model::Swap& s);
    // Call after a swap was applied to the current map.
    void applied(const model::Map& map, const model::Swap& s, bool waterChanged);

private:
    int violations(int pieces) const { return pieces > allowed_ ? pieces - allowed_ : 0; }
    bool water(const model::Map& map, model::CellIndex c) const { return c != model::kNoCell && rules_.isWater(map.terrain(c)); }
    int runsAround(const model::Map& map, model::CellIndex c) const;
    int piecesAfterAdding(const model::Map& map, model::CellIndex added, model::CellIndex removed) const;
    // Splits w's piece without w into sub-pieces (cached for the last w); returns their number.
    int splitWithout(const model::Map& map, model::CellIndex w);

    const model::Board& board_;
    const rules::RuleSet& rules_;
    int allowed_;
    int pieces_ = 0;
    rules::Components labels_;
    uint64_t version_ = 0;            // changes whenever labels_ does
    model::CellIndex splitCell_ = model::kNoCell;
    uint64_t splitVersion_ = 0;
    int splitPieces_ = 0;
    std::vector<int> subPiece_;       // per cell of the split piece, valid while splitStamp_ matches
    std::vector<uint64_t> splitStamp_; // == splitRound_ for cells the last split reached
    uint64_t splitRound_ = 0;
    std::vector<model::CellIndex> stack_;
};

} // namespace hexloom::core::algorithms
