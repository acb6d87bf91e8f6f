#pragma once
#include <vector>

#include "core/model/hex_rows.h"
#include "core/rules/global_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "distance": id, parameters, checks, factory (distance_requirement.cpp).
const RequirementType& distanceType();

// Kinds kept apart or within reach, by hex distance. With `min` > 0, each pair of distinct hexes,
// one of a `from` kind and one of a `to` kind (default: the same kinds), closer than `min` is one
// violation (wormholes of one type at least 2 apart). With `max` > 0, each `from` hex with no `to`
// hex (other than itself) within `max` is one violation (every home has a planet within reach).
//
// Both parts are local to balls of hexes: count() and cells() count the listed hexes within a
// radius of each `from` hex through prefix sums over the board's rows (O(hexes + from hexes x
// radius)), and a swap's delta looks only at the hexes within the radii of its two cells.
class DistanceRequirement final : public GlobalRequirement<DistanceRequirement> {
public:
    DistanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map& map, const Swap& s) const
    {
        const auto ta = map.terrain(s.a), tb = map.terrain(s.b);
        return s.layer != model::Layer::Token && ta != tb && (listed(ta) || listed(tb));
    }
    int count(const Map& map) override;
    // The pairs with a or b at one end, and the `from` hexes within `max` of a or b.
    int swapDelta(Map& map, const Swap& s) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;

private:
    bool listed(model::TerrainId t) const { return t != model::kNoTerrain && (from_[t] || to_[t]); }
    bool isFrom(const Map& map, CellIndex c) const { return from_[map.terrain(c)] != 0; }
    bool isTo(const Map& map, CellIndex c) const { return to_[map.terrain(c)] != 0; }
    int distance(CellIndex a, CellIndex b) const { return model::distance(board_.hex(a), board_.hex(b)); }

    // Prefix counts over cell indices of the hexes a predicate holds for (size cells + 1).
    template <class Pred>
    void prefix(const Map& map, std::vector<int>& out, Pred pred) const;
    // Hexes within `radius` of c counted by a prefix array, c itself included.
    int within(const std::vector<int>& prefix, CellIndex c, int radius) const;
    // `to` hexes other than c within `radius` of c, counted up to `enough`.
    int toNear(const Map& map, CellIndex c, int radius, int enough) const;
    // Violating pairs of a or b with a third hex.
    int pairsAt(const Map& map, const Swap& s) const;
    bool lonely(const Map& map, CellIndex c) const { return isFrom(map, c) && toNear(map, c, max_, 1) == 0; }
    // The change in lonely `from` hexes: a and b, and those within `max` of one of them.
    int lonelyDelta(Map& map, const Swap& s) const;
    // Per cell: whether it violates (one pass over prefix sums).
    void violating(const Map& map, std::vector<uint8_t>& out);

    std::vector<uint8_t> from_, to_; // per terrain id (256; kNoTerrain never listed)
    int min_, max_;
    model::HexRows rows_;
    std::vector<int> fromSums_, toSums_, bothSums_; // scratch: prefix counts
    std::vector<uint8_t> violating_;                // scratch of cells()
};

} // namespace hexloom::core::rules
