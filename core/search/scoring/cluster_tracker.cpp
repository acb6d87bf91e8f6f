#include "core/search/scoring/cluster_tracker.h"

#include <algorithm>

namespace hexloom::core::search {

ClusterTracker::ClusterTracker(rules::ClusterSizeRequirement& requirement, const model::Board& board)
    : requirement_(requirement), board_(board), max_(requirement.max()), group_(static_cast<size_t>(board.size()), model::kNoCell),
      size_(static_cast<size_t>(board.size()), 0), over_(board.size())
{
}

void ClusterTracker::reset(const model::Map& map)
{
    std::fill(group_.begin(), group_.end(), model::kNoCell);
    over_.clear();
    count_ = 0;
    search_.begin(board_);
    for (model::CellIndex c = 0; c < board_.size(); ++c) {
        const model::TerrainId t = map.terrain(c);
        if (!requirement_.listed(t) || search_.reached(c))
            continue;
        // Whole groups (no limit): searches of one round never meet.
        count_ += std::max(0, search_.grow(c, rules::PieceSearch::kWhole, [&](model::CellIndex n) { return map.terrain(n) == t; }) - max_);
        label(search_.cells());
    }
}

// Per swapped kind t: the group of the hex holding t and those of the hexes of kind t around the
// other one, each counted once (the representatives seen are few: at most seven per kind).
int ClusterTracker::excessBefore(const model::Map& map, const model::Swap& s) const
{
    if (!changes(map, s))
        return 0;
    int over = 0;
    for (const auto& [holder, other] : {std::pair{s.a, s.b}, std::pair{s.b, s.a}}) {
        const model::TerrainId t = map.terrain(holder);
        if (!requirement_.listed(t))
            continue;
        std::array<model::CellIndex, 7> seen{};
        int distinct = 0;
        const auto from = [&](model::CellIndex c) {
            const model::CellIndex g = group_[static_cast<size_t>(c)];
            if (std::find(seen.begin(), seen.begin() + distinct, g) != seen.begin() + distinct)
                return;
            seen[static_cast<size_t>(distinct++)] = g;
            over += std::max(0, size_[static_cast<size_t>(g)] - max_);
        };
        from(holder);
        for (const model::CellIndex n : board_.neighbours(other))
            if (n != holder && map.terrain(n) == t)
                from(n);
    }
    return over;
}

template <class Found>
int ClusterTracker::excessAfter(const model::Map& map, const model::Swap& s, Found found)
{
    const model::TerrainId ta = map.terrain(s.a), tb = map.terrain(s.b);
    const auto after = [&](model::CellIndex c) { return c == s.a ? tb : c == s.b ? ta : map.terrain(c); };
    int over = 0;
    if (requirement_.listed(ta))
        over += requirement_.excessAround(s.b, s.a, ta, after, found);
    if (requirement_.listed(tb))
        over += requirement_.excessAround(s.a, s.b, tb, after, found);
    return over;
}

int ClusterTracker::delta(const model::Map& map, const model::Swap& s)
{
    if (!changes(map, s))
        return 0;
    return excessAfter(map, s, [](std::span<const model::CellIndex>) {}) - excessBefore(map, s);
}

// Every hex of a group around the swap before it, but the two swapped, lies in a group around it
// after (the groups a swap changes are those of its seeds on either side), so relabelling the
// groups after it, and the swapped hexes when they leave every group, keeps the state exact.
void ClusterTracker::moved(const model::Map& map, const model::Swap& s)
{
    if (!changes(map, s))
        return;
    count_ -= excessBefore(map, s);
    for (const model::CellIndex c : {s.a, s.b}) {
        group_[static_cast<size_t>(c)] = model::kNoCell;
        over_.erase(c);
    }
    count_ += excessAfter(map, s, [&](std::span<const model::CellIndex> cells) { label(cells); });
}

void ClusterTracker::label(std::span<const model::CellIndex> cells)
{
    const model::CellIndex representative = cells.front();
    size_[static_cast<size_t>(representative)] = static_cast<int>(cells.size());
    const bool over = static_cast<int>(cells.size()) > max_;
    for (const model::CellIndex c : cells) {
        group_[static_cast<size_t>(c)] = representative;
        if (over)
            over_.insert(c);
        else
            over_.erase(c);
    }
}

} // namespace hexloom::core::search
