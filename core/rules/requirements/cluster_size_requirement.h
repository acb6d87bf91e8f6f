#pragma once
#include <algorithm>
#include <vector>

#include "core/rules/global_requirement.h"
#include "core/rules/requirements/piece_search.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "cluster-size": id, parameters, checks, factory (cluster_size_requirement.cpp).
const RequirementType& clusterSizeType();

// No group of one kind larger than `max`: a group is a connected set of hexes of one listed kind
// ("kinds", empty = every kind); each hex beyond `max` in a group is one violation.
// A swap's delta enumerates only the groups that hold or touch its two cells, before and after:
// work proportional to those groups, whatever the board (a group spanning half the board costs
// half the board; groups under a few dozen hexes, the usual case, a few dozen).
class ClusterSizeRequirement final : public GlobalRequirement<ClusterSizeRequirement> {
public:
    ClusterSizeRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map& map, const Swap& s) const
    {
        const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
        return s.layer != model::Layer::Token && ta != tb && (listed(ta) || listed(tb));
    }
    int swapDelta(Map& map, const Swap& s) override;
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;

    bool listed(model::TerrainId t) const { return t != model::kNoTerrain && listed_[t] != 0; }
    int max() const { return max_; }
    // The violations of the groups of kind t that hold `holder` or touch `other`, on one side of
    // a swap of the two (terrainOf(c): the terrain of c on that side's map), each group enumerated
    // whole once and passed to found(cells) (in search order).
    template <class TerrainOf, class Found>
    int excessAround(CellIndex holder, CellIndex other, model::TerrainId t, TerrainOf terrainOf, Found found)
    {
        search_.begin(board_);
        int over = 0;
        const auto from = [&](CellIndex c) {
            if (terrainOf(c) != t || search_.reached(c))
                return;
            over += std::max(0, search_.grow(c, PieceSearch::kWhole, [&](CellIndex n) { return terrainOf(n) == t; }) - max_);
            found(search_.cells());
        };
        from(holder);
        for (const CellIndex n : board_.neighbours(other))
            from(n);
        return over;
    }

private:
    // Labels the groups (-1 for unlisted hexes) and their sizes.
    void label(const Map& map, std::vector<int>& group, std::vector<int>& sizes) const;

    std::vector<uint8_t> listed_;
    int max_;
    std::vector<int> group_, sizes_; // scratch of count() and cells()
    PieceSearch search_;             // scratch of swapDelta()
};

} // namespace hexloom::core::rules
