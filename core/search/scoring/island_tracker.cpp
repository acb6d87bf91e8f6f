#include "core/search/scoring/island_tracker.h"

namespace hexloom::core::search {

IslandTracker::IslandTracker(const rules::MinIslandRequirement& requirement, const model::Board& board, const std::array<uint8_t, 256>& isLand)
    : requirement_(requirement), board_(board), isLand_(isLand), size_(requirement.size()), small_(board.size())
{
}

void IslandTracker::reset(const model::Map& map)
{
    small_.clear();
    count_ = 0;
    search_.begin(board_);
    for (model::CellIndex c = 0; c < board_.size(); ++c) {
        if (!land(map, c) || search_.reached(c))
            continue;
        // Whole regions (no limit): searches of one round never meet.
        if (search_.grow(c, rules::PieceSearch::kWhole, [&](model::CellIndex n) { return land(map, n); }) < size_) {
            ++count_;
            for (const model::CellIndex m : search_.cells())
                small_.insert(m);
        }
    }
}

int IslandTracker::delta(const model::Map& map, const model::Swap& s)
{
    if (!flips(map, s))
        return 0;
    const auto [gone, come] = ends(map, s);
    return smallAfter(map, gone, come, false) - smallBefore(map, gone, come, false);
}

// The set says which seeds lie in small regions; each such region is walked once (to learn its
// hexes and so not to count it twice), the large ones not at all.
int IslandTracker::smallBefore(const model::Map& map, model::CellIndex gone, model::CellIndex come, bool update)
{
    const auto isLand = [&](model::CellIndex c) { return land(map, c); };
    search_.begin(board_);
    int small = 0;
    requirement_.forEachSeed(gone, come, isLand, [&](model::CellIndex c) {
        if (!small_.contains(c) || search_.reached(c))
            return;
        ++small;
        search_.grow(c, rules::PieceSearch::kWhole, isLand);
        if (update)
            for (const model::CellIndex m : search_.cells())
                small_.erase(m);
    });
    return small;
}

int IslandTracker::smallAfter(const model::Map& map, model::CellIndex gone, model::CellIndex come, bool update)
{
    const auto isLand = [&](model::CellIndex c) { return c != gone && (c == come || land(map, c)); };
    return requirement_.smallAround(search_, come, gone, isLand, [&](std::span<const model::CellIndex> cells) {
        if (!update)
            return;
        for (const model::CellIndex m : cells)
            small_.insert(m);
    });
}

int IslandTracker::lowerBound(const model::Map& map, const model::Swap& s) const
{
    if (count_ == 0 || !flips(map, s))
        return 0;
    const auto [gone, come] = ends(map, s);
    int seeds = 0;
    requirement_.forEachSeed(gone, come, [&](model::CellIndex c) { return land(map, c); },
                             [&](model::CellIndex c) { seeds += small_.contains(c) ? 1 : 0; });
    return -seeds;
}

void IslandTracker::moved(const model::Map& map, const model::Swap& s)
{
    if (!flips(map, s))
        return;
    const auto [gone, come] = ends(map, s);
    // Leave first: a hex of a small region before may be in a small region after as well.
    count_ -= smallBefore(map, gone, come, true);
    count_ += smallAfter(map, gone, come, true);
}

} // namespace hexloom::core::search
