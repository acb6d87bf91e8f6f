#pragma once
// The board being filled: which placed tile covers each hex, the edge codes of placed tiles, and
// how many of each kind are down. Placing and removing are O(tile area); fits() is the RMA fit
// test (hexes free, every edge shared with a placed tile compatible, kind below its max).
#include <cstdint>
#include <vector>

#include "core/assembly/placement_table.h"

namespace hexloom::core::assembly {

class AssemblyState {
public:
    AssemblyState(const model::Board& board, const PlacementTable& table, const TileSet& set);

    bool fits(PlacementId p) const;
    // True when p's hexes are free and its edges fit (counts not considered).
    bool fitsShape(PlacementId p) const;
    void place(PlacementId p);
    PlacementId removeLast();

    bool isEmpty(model::CellIndex c) const { return owner_[static_cast<size_t>(c)] < 0; }
    // Index into placed() of the tile covering c, -1 when empty.
    int owner(model::CellIndex c) const { return owner_[static_cast<size_t>(c)]; }
    // Edge code of the placed tile at c facing direction d (kInteriorEdge inside a tile or when c is empty).
    EdgeCode edge(model::CellIndex c, int d) const { return edge_[static_cast<size_t>(6 * c + d)]; }
    int emptyCount() const { return empty_; }
    int count(int kind) const { return count_[static_cast<size_t>(kind)]; }
    int max(int kind) const { return max_[static_cast<size_t>(kind)]; }
    bool available(int kind) const { return count(kind) < max(kind); }
    const std::vector<PlacementId>& placed() const { return placed_; }
    // An empty hex that a placed tile's line code points into (RMA: "the gap requires a line tile").
    bool needsLine(model::CellIndex c) const;
    // Whether the placed tiles carrying line codes are joined into one group by line crossings.
    bool linesJoined() const;

private:
    const model::Board& board_;
    const PlacementTable& table_;
    const ConnectionTable& codes_;
    std::vector<int32_t> owner_;
    std::vector<EdgeCode> edge_;
    std::vector<int> count_;
    std::vector<int> max_;
    std::vector<PlacementId> placed_;
    int empty_ = 0;
};

} // namespace hexloom::core::assembly
