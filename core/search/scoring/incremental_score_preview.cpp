// IncrementalScore::totalAfter: the total a multi-cell move (a tabu rotation) would give, without
// applying it where possible.
#include <algorithm>

#include "core/search/scoring/incremental_score_inline.h"

namespace hexloom::core::search {

double IncrementalScore::totalAfter(std::span<const model::Swap> swaps)
{
    double total = 0;
    if (preview(swaps, total))
        return total;
    applyMany(swaps);
    total = total_;
    undo_.assign(swaps.rbegin(), swaps.rend()); // a swap undoes itself; the last one first
    applyMany(undo_);
    return total;
}

void IncrementalScore::shiftRing(CellIndex c, model::TerrainId from, model::TerrainId to)
{
    const uint64_t change = unit_[to] - unit_[from];
    const int water = (isWater_[to] - isWater_[from]) * border_[static_cast<size_t>(c)];
    for (const CellIndex n : board_.neighbours(c)) {
        Cell& cell = cells_[static_cast<size_t>(n)];
        cell.around += change;
        cell.waterBorder = static_cast<uint8_t>(cell.waterBorder + water);
    }
}

bool IncrementalScore::preview(std::span<const model::Swap> swaps, double& total)
{
    if (!packed_ || pip_ || !pieces_.empty() || players_ || !fallbackEntries_.empty())
        return false;
    // The moved cells' final contents: the swaps played on the few cells they name.
    moved_.clear();
    const auto slot = [&](CellIndex c) {
        for (size_t i = 0; i < moved_.size(); ++i)
            if (moved_[i].cell == c)
                return i;
        const Cell& cell = cells_[static_cast<size_t>(c)];
        moved_.push_back({c, cell.terrain, cell.terrain, cell.token, cell.token});
        return moved_.size() - 1;
    };
    for (const model::Swap& s : swaps) {
        const size_t a = slot(s.a), b = slot(s.b);
        if (s.layer != model::Layer::Token)
            std::swap(moved_[a].after, moved_[b].after);
        if (s.layer != model::Layer::Terrain)
            std::swap(moved_[a].tokenAfter, moved_[b].tokenAfter);
    }
    flipped_.clear();
    for (const Moved& m : moved_) {
        if (m.tokenAfter != m.tokenBefore)
            return false; // hot-token counts: the apply path
        if (isWater_[m.before] != isWater_[m.after])
            flipped_.push_back(m.cell);
    }
    int water = 0;
    if (water_ && !flipped_.empty() && (water = water_->countFlipped(flipped_)) < 0) {
        // A board of 128 hexes or more has no bit flood. Two flips (a move permutes the contents,
        // so one river hex turns land and one land hex river) leave the water as a swap of those
        // two would: the tracker's own swap delta. More flips: the apply path.
        if (flipped_.size() != 2)
            return false;
        water = water_->count() + water_->delta({flipped_[0], flipped_[1], model::Layer::Terrain});
    }
    // Shift the rings, recount the values of every touched cell against the stored ones, put back.
    beginTouch();
    unsigned mask = 0;
    for (const Moved& m : moved_) {
        if (m.before == m.after)
            continue;
        mask |= activeFor_[kTerrain | (isWater_[m.before] != isWater_[m.after] ? kWater : 0)];
        shiftRing(m.cell, m.before, m.after);
        cells_[static_cast<size_t>(m.cell)].terrain = m.after;
        touch(m.cell);
        for (const CellIndex n : board_.neighbours(m.cell))
            touch(n);
    }
    Sums sums{};
    for (const CellIndex c : touched_) {
        const auto& old = cells_[static_cast<size_t>(c)].values;
        for (int k = 0; k < kLocalTypes; ++k)
            if ((mask & (1u << k)) != 0)
                sums[static_cast<size_t>(k)] += value(static_cast<Local>(k), c) - old[static_cast<size_t>(k)];
    }
    for (const Moved& m : moved_)
        if (m.before != m.after) {
            shiftRing(m.cell, m.after, m.before);
            cells_[static_cast<size_t>(m.cell)].terrain = m.before;
        }
    previewCounts_.assign(counts_.begin(), counts_.end());
    for (int k = 0; k < kLocalTypes; ++k)
        if ((mask & (1u << k)) != 0)
            previewCounts_[static_cast<size_t>(localEntry_[static_cast<size_t>(k)])] += sums[static_cast<size_t>(k)] / divisor_[static_cast<size_t>(k)];
    if (water_ && !flipped_.empty())
        previewCounts_[static_cast<size_t>(waterEntry_)] = water;
    total = eval_.total(previewCounts_);
    return true;
}

} // namespace hexloom::core::search
