#pragma once
#include <vector>

#include "core/rules/global_requirement.h"

namespace hexloom::core::rules {

// Kinds kept apart or within reach, by hex distance. With `min` > 0, each pair of distinct hexes,
// one of a `from` kind and one of a `to` kind (default: the same kinds), closer than `min` is one
// violation (wormholes of one type at least 2 apart). With `max` > 0, each `from` hex with no `to`
// hex (other than itself) within `max` is one violation (every home has a planet within reach).
class DistanceRequirement final : public GlobalRequirement<DistanceRequirement> {
public:
    DistanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map& map, const Swap& s) const
    {
        const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
        return s.layer != model::Layer::Token && ta != tb && (listed(ta) || listed(tb));
    }
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    std::string explain(const Map& map, CellIndex c) const override;

private:
    bool listed(model::TerrainId t) const { return t != model::kNoTerrain && (from_[t] || to_[t]); }
    // Per cell, its violations (a close pair counts at both of its hexes).
    void perCell(const Map& map, std::vector<int>& out) const;
    int distance(CellIndex a, CellIndex b) const { return model::distance(board_.hex(a), board_.hex(b)); }

    std::vector<uint8_t> from_, to_;
    int min_, max_;
    std::vector<CellIndex> fromCells_, toCells_;
};

} // namespace hexloom::core::rules
