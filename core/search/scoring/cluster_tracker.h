#pragma once
// PieceTracker for "cluster-size" (each hex beyond `max` in a group of one listed kind is a
// violation). Keeps each listed hex's group (a representative hex) and each group's size, and the
// hexes of groups larger than `max` as a set. Before a swap, the groups around it are read from
// that state: O(1) per seed of ClusterSizeRequirement::excessAround, no search. After it, they are
// enumerated whole (the requirement's own search). A move relabels the groups it leaves around
// the swap. Work per delta or move: the hexes of the groups around the swap after it, whatever
// the board (a group spanning half the board costs half the board; the usual groups of a few
// hexes, a few dozen look-ups); lowerBound(): at most fourteen look-ups.
#include <vector>

#include "core/search/scoring/cell_set.h"
#include "core/search/scoring/piece_tracker.h"
#include "core/rules/requirements/cluster_size_requirement.h"

namespace hexloom::core::search {

class ClusterTracker final : public PieceTracker {
public:
    ClusterTracker(rules::ClusterSizeRequirement& requirement, const model::Board& board);

    void reset(const model::Map& map) override;
    int count() const override { return count_; }
    bool reads(model::TerrainId t, model::TerrainId u) const override
    {
        return t != u && (requirement_.listed(t) || requirement_.listed(u));
    }
    int delta(const model::Map& map, const model::Swap& s) override;
    int lowerBound(const model::Map& map, const model::Swap& s) const override { return -excessBefore(map, s); }
    void moved(const model::Map& map, const model::Swap& s) override;
    std::span<const model::CellIndex> cells() const override { return over_.cells(); }

private:
    bool changes(const model::Map& map, const model::Swap& s) const
    {
        return s.layer != model::Layer::Token && reads(map.terrain(s.a), map.terrain(s.b));
    }
    // The violations of the groups around the swap before it, from the kept groups.
    int excessBefore(const model::Map& map, const model::Swap& s) const;
    // The same after it, by search; `found(cells)` receives each group.
    template <class Found>
    int excessAfter(const model::Map& map, const model::Swap& s, Found found);
    // Records `cells` as one group.
    void label(std::span<const model::CellIndex> cells);

    rules::ClusterSizeRequirement& requirement_;
    const model::Board& board_;
    const int max_;
    int count_ = 0;
    std::vector<model::CellIndex> group_; // per hex: its group's representative, kNoCell if unlisted
    std::vector<int> size_;               // per representative: its group's size
    CellSet over_;                        // the hexes of groups larger than max_
    rules::PieceSearch search_;           // reset()'s
};

} // namespace hexloom::core::search
