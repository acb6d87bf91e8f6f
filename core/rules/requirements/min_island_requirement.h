#pragma once
#include "core/rules/global_requirement.h"
#include "core/rules/requirements/components.h"
#include "core/rules/requirements/piece_search.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "min-island-size": id, parameters, checks, factory (min_island_requirement.cpp).
const RequirementType& minIslandType();

// Land regions (land hexes connected through land) smaller than `size` hexes; one violation per
// region, its hexes the violating cells. The research suggests size 5.
// A swap's delta looks only at the regions around its two cells, each searched until `size`
// hexes show it is large (smallAround): O(size) per region, whatever the board.
class MinIslandRequirement final : public GlobalRequirement<MinIslandRequirement> {
public:
    MinIslandRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : GlobalRequirement(spec, rules, board), minSize_(static_cast<int>(minIslandType().number(spec, "size")))
    {
    }

    bool matters(const Map& map, const Swap& s) const
    {
        return s.layer != model::Layer::Token && isLand(map.terrain(s.a)) != isLand(map.terrain(s.b));
    }
    int swapDelta(Map& map, const Swap& s) override;
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    int countWithCells(const Map& map, std::vector<CellIndex>& out) override; // one labelling
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsLand; }

    // Calls probe(seed) for the seeds of the land regions that a swap of `centre` with `other`
    // can change, on one side of it (land: whether a cell is land on the map of that side): the
    // region of `centre` (land on that side) and one land hex per run of land around `other`
    // (consecutive ring cells touch each other, so a run is one region). Before the swap,
    // `centre` is the hex turning water; after it, the hex that turned land.
    template <class Land, class Probe>
    void forEachSeed(CellIndex centre, CellIndex other, Land land, Probe probe) const
    {
        if (land(centre))
            probe(centre);
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const CellIndex n = board_.neighbourAt(other, d);
            const CellIndex previous = d == 0 ? model::kNoCell : board_.neighbourAt(other, d - 1);
            if (n != model::kNoCell && land(n) && (previous == model::kNoCell || !land(previous)))
                probe(n);
        }
    }
    // The regions smaller than `size` among those forEachSeed() names, with `found(cells)` called
    // for each (its hexes, in search order); returns how many. Each region is searched once,
    // and only until `size` hexes show it is large: work O(size) per seed, four seeds at most.
    // `search`: the scratch to search with (the requirement's own, or a tracker's).
    template <class Land, class Found>
    int smallAround(PieceSearch& search, CellIndex centre, CellIndex other, Land land, Found found) const
    {
        search.begin(board_);
        int small = 0;
        forEachSeed(centre, other, land, [&](CellIndex c) {
            if (!search.reached(c) && search.grow(c, minSize_, land) < minSize_) {
                ++small;
                found(search.cells());
            }
        });
        return small;
    }
    int size() const { return minSize_; }

private:
    int minSize_;
    PieceSearch search_;
    Components components_;
};

} // namespace hexloom::core::rules
