#pragma once
// PieceTracker for "min-island-size" (land regions smaller than `size`). Keeps the hexes of the
// small regions as a set. Before a swap, a seed of MinIslandRequirement::forEachSeed lies in a
// small region exactly when it is in the set: that region is walked (fewer than `size` hexes) to
// count it once, a large one costs one look-up. After the swap, each seed's region is searched
// until `size` hexes show it is large. A move removes the small regions around it from the set
// and adds those it leaves. Work per delta or move: at most `size` hexes per region around the
// swap, four regions per side; lowerBound(): at most seven look-ups.
#include <array>
#include <cstdint>
#include <utility>

#include "core/search/scoring/cell_set.h"
#include "core/search/scoring/piece_tracker.h"
#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/piece_search.h"

namespace hexloom::core::search {

class IslandTracker final : public PieceTracker {
public:
    IslandTracker(const rules::MinIslandRequirement& requirement, const model::Board& board, const std::array<uint8_t, 256>& isLand);

    void reset(const model::Map& map) override;
    int count() const override { return count_; }
    bool reads(model::TerrainId t, model::TerrainId u) const override { return isLand_[t] != isLand_[u]; }
    int delta(const model::Map& map, const model::Swap& s) override;
    int lowerBound(const model::Map& map, const model::Swap& s) const override;
    void moved(const model::Map& map, const model::Swap& s) override;
    std::span<const model::CellIndex> cells() const override { return small_.cells(); }

private:
    bool land(const model::Map& map, model::CellIndex c) const { return isLand_[map.terrain(c)] != 0; }
    bool flips(const model::Map& map, const model::Swap& s) const
    {
        return s.layer != model::Layer::Token && land(map, s.a) != land(map, s.b);
    }
    // The hex turning water and the one turning land.
    std::pair<model::CellIndex, model::CellIndex> ends(const model::Map& map, const model::Swap& s) const
    {
        return land(map, s.a) ? std::pair{s.a, s.b} : std::pair{s.b, s.a};
    }
    // The small regions around the swap before and after it; with `update`, their hexes leave
    // (before) or join (after) the set.
    int smallBefore(const model::Map& map, model::CellIndex gone, model::CellIndex come, bool update);
    int smallAfter(const model::Map& map, model::CellIndex gone, model::CellIndex come, bool update);

    const rules::MinIslandRequirement& requirement_;
    const model::Board& board_;
    const std::array<uint8_t, 256>& isLand_;
    const int size_;
    rules::PieceSearch search_;
    int count_ = 0;
    CellSet small_; // the hexes of the small regions
};

} // namespace hexloom::core::search
