#pragma once
#include <vector>

#include "core/rules/global_requirement.h"
#include "core/rules/requirements/piece_search.h"

namespace hexloom::core::rules {

// No group of one kind larger than `max`: a group is a connected set of hexes of one listed kind
// ("kinds", empty = every kind); each hex beyond `max` in a group is one violation.
// A swap's delta enumerates only the groups that hold or touch its two cells, before and after:
// work proportional to those groups, whatever the board.
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
    std::string explain(const Map& map, CellIndex c) const override;

private:
    bool listed(model::TerrainId t) const { return t != model::kNoTerrain && listed_[t] != 0; }
    // Labels the groups (-1 for unlisted hexes) and their sizes.
    void label(const Map& map, std::vector<int>& group, std::vector<int>& sizes) const;
    // The violations of the groups of kind t that hold s.a, s.b or a neighbour of either, with
    // terrainOf(c) the terrain of c (on the map as it is or as the swap leaves it).
    template <class TerrainOf>
    int excessAround(const Swap& s, model::TerrainId t, TerrainOf terrainOf);

    std::vector<uint8_t> listed_;
    int max_;
    std::vector<int> group_, sizes_; // scratch of count() and cells()
    PieceSearch search_;             // scratch of swapDelta()
};

} // namespace hexloom::core::rules
