// IncrementalScore's moves: one swap (the fused refresh of a, b and their rings) or several at
// once (a tabu rotation: each touched cell's values recomputed once).
#include <algorithm>

#include "core/search/scoring/incremental_score_inline.h"

namespace hexloom::core::search {

using namespace incremental_detail;

// Applies `s` to the map and the neighbour state only.
void IncrementalScore::applyRaw(const model::Swap& s, const View& v)
{
    if (v.terrain) {
        const uint64_t change = unit_[v.tb] - unit_[v.ta];
        const int water = isWater_[v.tb] - isWater_[v.ta];
        for (CellIndex n : board_.neighbours(s.a)) {
            cells_[static_cast<size_t>(n)].around += change;
            cells_[static_cast<size_t>(n)].waterBorder = static_cast<uint8_t>(cells_[static_cast<size_t>(n)].waterBorder + water * border_[static_cast<size_t>(s.a)]);
        }
        for (CellIndex n : board_.neighbours(s.b)) {
            cells_[static_cast<size_t>(n)].around -= change;
            cells_[static_cast<size_t>(n)].waterBorder = static_cast<uint8_t>(cells_[static_cast<size_t>(n)].waterBorder - water * border_[static_cast<size_t>(s.b)]);
        }
    }
    if (v.token) {
        const int change = (hot(v.kb) ? 1 : 0) - (hot(v.ka) ? 1 : 0);
        for (CellIndex n : board_.neighbours(s.a))
            cells_[static_cast<size_t>(n)].hot = static_cast<uint8_t>(cells_[static_cast<size_t>(n)].hot + change);
        for (CellIndex n : board_.neighbours(s.b))
            cells_[static_cast<size_t>(n)].hot = static_cast<uint8_t>(cells_[static_cast<size_t>(n)].hot - change);
    }
    map_.apply(s);
    cells_[static_cast<size_t>(s.a)].terrain = map_.terrain(s.a);
    cells_[static_cast<size_t>(s.b)].terrain = map_.terrain(s.b);
    cells_[static_cast<size_t>(s.a)].token = map_.token(s.a);
    cells_[static_cast<size_t>(s.b)].token = map_.token(s.b);
}

void IncrementalScore::apply(const model::Swap& s)
{
    const View v = view(s);
    if (v.changed == 0)
        return;
    ++moves_;
    if (pip_) {
        pip_->apply(s.layer, v.ta, v.tb, v.ka, v.kb);
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
    }
    for (Tracked& p : pieces_) {
        p.tracker->moved(map_, s);
        counts_[static_cast<size_t>(p.entry)] = p.tracker->count();
    }
    if (players_) {
        players_->apply(map_, s);
        counts_[static_cast<size_t>(playerEntry_)] = players_->count();
    }
    for (int r : fallbackEntries_)
        if (v.terrain || eval_.requirement(r).readsTokens())
            counts_[static_cast<size_t>(r)] += eval_.requirement(r).swapDelta(map_, s);
    applyLocal(s);
    if (water_) {
        water_->applied(map_, s, (v.changed & kWater) != 0);
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    }
    total_ = eval_.total(counts_);
}

// Each swap's raw changes (neighbour counts, the map, water pieces, pip sums, player values,
// fallback deltas) swap by swap, then the local values once per touched cell: a rotation of six
// cells touches at most 42 cells once instead of 14 per swap.
void IncrementalScore::undoMany(std::span<const model::Swap> swaps)
{
    undo_.assign(swaps.rbegin(), swaps.rend());
    applyMany(undo_);
    if (!water_)
        return;
    int moves = 0;
    for (const model::Swap& s : swaps)
        moves += s.layer != model::Layer::Token && isWater_[map_.terrain(s.a)] != isWater_[map_.terrain(s.b)] ? 1 : 0;
    water_->undone(moves);
}

void IncrementalScore::beginTouch()
{
    if (++touchStamp_ == 0) { // wrapped: no stamp may survive from 2^32 calls ago
        std::fill(touchedAt_.begin(), touchedAt_.end(), 0);
        touchStamp_ = 1;
    }
    touched_.clear();
}

void IncrementalScore::applyMany(std::span<const model::Swap> swaps)
{
    if (swaps.size() < 2) {
        for (const model::Swap& s : swaps)
            apply(s);
        return;
    }
    beginTouch();
    unsigned mask = 0;
    for (const model::Swap& s : swaps) {
        const View v = view(s);
        if (v.changed == 0)
            continue;
        ++moves_;
        if (pip_)
            pip_->apply(s.layer, v.ta, v.tb, v.ka, v.kb);
        for (Tracked& p : pieces_)
            p.tracker->moved(map_, s);
        if (players_)
            players_->apply(map_, s);
        for (int r : fallbackEntries_)
            if (v.terrain || eval_.requirement(r).readsTokens())
                counts_[static_cast<size_t>(r)] += eval_.requirement(r).swapDelta(map_, s);
        applyRaw(s, v);
        mask |= activeFor_[v.changed];
        for (const CellIndex c : {s.a, s.b}) {
            touch(c);
            for (const CellIndex n : board_.neighbours(c))
                touch(n);
            for (int k = within2Start_[static_cast<size_t>(c)]; halvesCached_ && k < within2Start_[static_cast<size_t>(c) + 1]; ++k)
                ++version_[static_cast<size_t>(within2_[static_cast<size_t>(k)])];
        }
        if (water_)
            water_->applied(map_, s, (v.changed & kWater) != 0);
    }
    Sums sums{};
    for (const CellIndex c : touched_) {
        auto& old = cells_[static_cast<size_t>(c)].values;
        const uint64_t before = packedValues(c);
        for (int k = 0; k < kLocalTypes; ++k)
            if ((mask & (1u << k)) != 0) {
                const int now = value(static_cast<Local>(k), c);
                sums[static_cast<size_t>(k)] += now - old[static_cast<size_t>(k)];
                old[static_cast<size_t>(k)] = static_cast<int8_t>(now);
            }
        updateConflict(c);
        valuesChanged(c, before);
    }
    for (int k = 0; k < kLocalTypes; ++k)
        if ((mask & (1u << k)) != 0)
            counts_[static_cast<size_t>(localEntry_[static_cast<size_t>(k)])] += sums[static_cast<size_t>(k)] / divisor_[static_cast<size_t>(k)];
    if (pip_)
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
    for (const Tracked& p : pieces_)
        counts_[static_cast<size_t>(p.entry)] = p.tracker->count();
    if (players_)
        counts_[static_cast<size_t>(playerEntry_)] = players_->count();
    if (water_)
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    total_ = eval_.total(counts_);
}

// After applyRaw: recomputes the values of the types in M at a, b and their rings, adds the
// changes to the counts and refreshes the conflict list.
template <unsigned M>
void IncrementalScore::refresh(const View& v)
{
    const auto n = static_cast<CellIndex>(board_.size());
    const model::Hex offset = hexes_[static_cast<size_t>(v.b)] - hexes_[static_cast<size_t>(v.a)];
    const Overlap o = model::distance(offset, {}) > 2 ? Overlap{} : kOverlaps[static_cast<size_t>((offset.q + 2) * kOffsetSpan + offset.r + 2)];
    Sums sums{};
    const auto at = [&](CellIndex c) {
        const auto i = static_cast<size_t>(c);
        auto& old = cells_[i].values;
        const model::TerrainId t = cells_[i].terrain;
        const model::Token tok = cells_[i].token;
        const uint64_t before = packedValues(c);
        forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
            constexpr auto K = static_cast<Local>(decltype(type)::value);
            const int now = valueOf<K>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
            sums[K] += now - old[K];
            old[K] = static_cast<int8_t>(now);
        });
        if (c != n) {
            updateConflict(c);
            valuesChanged(c, before);
        }
    };
    at(v.a);
    at(v.b);
    const CellIndex* ringA = ring_.data() + 6 * static_cast<size_t>(v.a);
    const CellIndex* ringB = ring_.data() + 6 * static_cast<size_t>(v.b);
    for (int k = 0; k < 6; ++k)
        if (((o.isB >> k) & 1) == 0)
            at(ringA[k]);
    for (int k = 0; k < 6; ++k)
        if (((o.seenFromA >> k) & 1) == 0)
            at(ringB[k]);
    for (int k = 0; k < kLocalTypes; ++k)
        if ((M & (1u << k)) != 0)
            counts_[static_cast<size_t>(localEntry_[static_cast<size_t>(k)])] += sums[static_cast<size_t>(k)] / divisor_[static_cast<size_t>(k)];
}

template <size_t... I>
constexpr std::array<IncrementalScore::Refresh, sizeof...(I)> IncrementalScore::refreshers(std::index_sequence<I...>)
{
    return {&IncrementalScore::refresh<static_cast<unsigned>(I)>...};
}

// Applies `s` to the map, the neighbour state and the specialised local requirements' values and
// counts (only those that read what the swap changes can move).
void IncrementalScore::applyLocal(const model::Swap& s)
{
    static constexpr std::array<Refresh, kLocalMasks> kRefresh = refreshers(std::make_index_sequence<kLocalMasks>{});
    const View v = view(s);
    if (v.changed == 0)
        return;
    applyRaw(s, v);
    if (const unsigned mask = activeFor_[v.changed]; mask != 0)
        (this->*kRefresh[mask])(v);
    for (const CellIndex c : {s.a, s.b})
        for (int k = within2Start_[static_cast<size_t>(c)]; k < within2Start_[static_cast<size_t>(c) + 1]; ++k)
            ++version_[static_cast<size_t>(within2_[static_cast<size_t>(k)])];
}

} // namespace hexloom::core::search
