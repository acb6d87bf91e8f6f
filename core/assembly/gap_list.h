#pragma once
// RMA's gapList: for every empty hex, the placements of the current posTileList that would cover
// it, stored flat (CSR) and rebuilt without allocating once warm. Finds uncovered gaps, picks the
// gap to branch on, and performs the gap list reduce.
#include <algorithm>
#include <span>
#include <vector>

#include "core/assembly/assembly_state.h"

namespace hexloom::core::assembly {

class GapList {
public:
    explicit GapList(int cells);

    // Counts and stores the candidates of every gap (for the reduce).
    void build(const PlacementTable& table, std::span<const PlacementId> list);
    // Counting only, which is all a recursion level needs: clear, then add every placement.
    void clearCounts() { std::fill(count_.begin(), count_.end(), 0); }
    void add(std::span<const model::CellIndex> cells)
    {
        for (model::CellIndex c : cells)
            ++count_[static_cast<size_t>(c)];
    }
    // Candidates of an empty hex (after build); occupied hexes have none.
    int count(model::CellIndex c) const { return count_[static_cast<size_t>(c)]; }
    std::span<const PlacementId> candidates(model::CellIndex c) const
    {
        const auto b = static_cast<size_t>(start_[static_cast<size_t>(c)]);
        return {items_.data() + b, static_cast<size_t>(count(c))};
    }
    // The first empty hex no placement covers, or kNoCell.
    model::CellIndex firstUncovered(const AssemblyState& state) const;
    // The gap to branch on: with `fewest`, the one with the fewest candidates (MRV), otherwise the
    // first in file order; with `linesFirst`, gaps a placed line points into are taken before all
    // others. Ties go to the lowest cell index.
    model::CellIndex choose(const AssemblyState& state, bool fewest, bool linesFirst) const;
    // Appends to `out` every placement of `list` that leaves a neighbouring gap without a candidate
    // whose edge there fits it (such a placement is in no complete assembly).
    void reduce(const model::Board& board, const AssemblyState& state, const PlacementTable& table,
                const ConnectionTable& codes, std::span<const PlacementId> list, std::vector<PlacementId>& out) const;

private:
    void collectOffered(const AssemblyState& state, const PlacementTable& table) const;


    std::vector<int32_t> count_;
    std::vector<int32_t> start_;
    std::vector<int32_t> fill_;
    std::vector<PlacementId> items_;
    std::vector<int32_t> slots_;           // per item: the placement's hex slot at that gap
    mutable std::vector<uint32_t> offered_; // per gap and direction: codes its candidates show there
};

} // namespace hexloom::core::assembly
