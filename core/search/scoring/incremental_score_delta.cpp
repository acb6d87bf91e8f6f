// IncrementalScore's deltas: the fused kernels of swaps within two hexes and the cached halves
// of swaps further apart.
#include <algorithm>

#include "core/search/scoring/incremental_score_inline.h"

namespace hexloom::core::search {

using namespace incremental_detail;

IncrementalScore::Shift IncrementalScore::shiftOf(const View& v) const
{
    const uint64_t around = v.terrain ? unit_[v.tb] - unit_[v.ta] : 0;
    const int water = (v.changed & kWater) ? isWater_[v.tb] - isWater_[v.ta] : 0;
    const int nearA = water * border_[static_cast<size_t>(v.a)], nearB = water * border_[static_cast<size_t>(v.b)];
    const int hotChange = v.token ? (hot(v.kb) ? 1 : 0) - (hot(v.ka) ? 1 : 0) : 0;
    // A neighbour of a sees ta turn into tb, a neighbour of b the reverse, one of both sees the
    // terrain counts unchanged but the border-water count can still move.
    return {{0, around, uint64_t{0} - around, 0}, {0, nearA, -nearB, nearA - nearB}, {0, hotChange, -hotChange, 0}};
}

template <unsigned M>
double IncrementalScore::kernel(const View& v) const
{
    const auto ai = static_cast<size_t>(v.a), bi = static_cast<size_t>(v.b);
    const CellIndex* ringA = ring_.data() + 6 * ai;
    const CellIndex* ringB = ring_.data() + 6 * bi;
    const model::Hex offset = hexes_[bi] - hexes_[ai];
    if (model::distance(offset, {}) > 2) {
        // No cell touches both a and b: each side changes on its own.
        return half<M>(v.a, v.ta2, v.ka2) + half<M>(v.b, v.tb2, v.kb2);
    }
    // Within two hexes: a's ring holds b or the cells touching both; b's ring skips them.
    Sums sums{};
    double d = 0;
    const Overlap& o = kOverlaps[static_cast<size_t>((offset.q + 2) * kOffsetSpan + offset.r + 2)];
    const Shift shift = shiftOf(v);
    const auto at = [&](CellIndex c, model::TerrainId t, model::Token k, unsigned f) {
        const auto i = static_cast<size_t>(c);
        cellChange<M>(c, t, k, cells_[i].around + shift.around[f], cells_[i].waterBorder + shift.waterBorder[f], cells_[i].hot + shift.hot[f], sums);
    };
    at(v.a, v.ta2, v.ka2, o.adjacent ? 2 : 0);
    at(v.b, v.tb2, v.kb2, o.adjacent ? 1 : 0);
    for (int k = 0; k < 6; ++k) {
        const auto i = static_cast<size_t>(ringA[k]);
        if (((o.isB >> k) & 1) == 0)
            at(ringA[k], cells_[i].terrain, cells_[i].token, 1 | (((o.touchesB >> k) & 1) << 1));
    }
    for (int k = 0; k < 6; ++k) {
        const auto i = static_cast<size_t>(ringB[k]);
        if (((o.seenFromA >> k) & 1) == 0)
            at(ringB[k], cells_[i].terrain, cells_[i].token, 2);
    }
    [&]<size_t... K>(std::index_sequence<K...>) {
        ((d += (M & (1u << K)) != 0 ? factor_[K] * sums[K] : 0.0), ...);
    }(std::make_index_sequence<kLocalTypes>{});
    return d;
}

template <unsigned M>
double IncrementalScore::half(CellIndex c, model::TerrainId t, model::Token k) const
{
    const auto ci = static_cast<size_t>(c);
    const Cell& cell = cells_[ci];
    const model::TerrainId was = cell.terrain;
    double d = 0;
    // Pair counts in closed form: every pair through c counts from both ends, and c's neighbours
    // of terrain u number the nibble u of its packed counts (hot tokens: its hot count).
    if constexpr ((M & bit(SamePairs)) != 0) {
        const auto pairs = [&](model::TerrainId u) { return isLand_[u] * static_cast<int>((cell.around >> ((4 * u) & 63)) & 15); };
        d += factor_[SamePairs] * (2 * (pairs(t) - pairs(was)));
    }
    const int hotChange = (hot(k) ? 1 : 0) - (hot(cell.token) ? 1 : 0);
    if constexpr ((M & bit(TokenPairs)) != 0)
        d += factor_[TokenPairs] * (2 * hotChange * cell.hot);
    constexpr unsigned C = M & ~(bit(SamePairs) | bit(TokenPairs));
    if constexpr (C != 0) {
        Sums sums{};
        const uint64_t around = unit_[t] - unit_[was];
        const int nearC = (isWater_[t] - isWater_[was]) * border_[ci];
        cellChange<C>(c, t, k, cell.around, cell.waterBorder, cell.hot, sums);
        const CellIndex* ring = ring_.data() + 6 * ci;
#pragma GCC unroll 1
        for (int r = 0; r < 6; ++r) {
            const auto i = static_cast<size_t>(ring[r]);
            cellChange<C>(ring[r], cells_[i].terrain, cells_[i].token, cells_[i].around + around, cells_[i].waterBorder + nearC, cells_[i].hot + hotChange, sums);
        }
        [&]<size_t... K>(std::index_sequence<K...>) {
            ((d += (C & (1u << K)) != 0 ? factor_[K] * sums[K] : 0.0), ...);
        }(std::make_index_sequence<kLocalTypes>{});
    }
    return d;
}

template <size_t... I>
constexpr std::array<IncrementalScore::Half, sizeof...(I)> IncrementalScore::halves(std::index_sequence<I...>)
{
    return {&IncrementalScore::half<static_cast<unsigned>(I)>...};
}

inline double IncrementalScore::cachedHalf(CellIndex c, model::TerrainId t)
{
    static constexpr std::array<Half, kLocalMasks> kHalves = halves(std::make_index_sequence<kLocalMasks>{});
    CachedHalf& h = halfCache_[static_cast<size_t>(c) * terrainSlots_ + t];
    if (h.version != version_[static_cast<size_t>(c)]) {
        const model::TerrainId was = cells_[static_cast<size_t>(c)].terrain;
        const unsigned mask = activeFor_[kTerrain | (isWater_[t] != isWater_[was] ? kWater : 0)];
        h.value = (this->*kHalves[mask])(c, t, cells_[static_cast<size_t>(c)].token);
        h.version = version_[static_cast<size_t>(c)];
        halvesCached_ = true;
    }
    return h.value;
}

template <size_t... I>
constexpr std::array<IncrementalScore::Kernel, sizeof...(I)> IncrementalScore::kernels(std::index_sequence<I...>)
{
    return {&IncrementalScore::kernel<static_cast<unsigned>(I)>...};
}

double IncrementalScore::delta(const model::Swap& s)
{
    ++evaluations_;
    const View v = view(s);
    if (v.changed == 0)
        return 0;
    const double water = water_ && (v.changed & kWater) ? entries_[static_cast<size_t>(waterEntry_)].weight * water_->delta(s) : 0.0;
    return water + otherDelta(s, v);
}

double IncrementalScore::delta(const model::Swap& s, double cutoff)
{
    ++evaluations_;
    const View v = view(s);
    if (v.changed == 0)
        return 0;
    const unsigned mask = activeFor_[v.changed];
    if (boundable_ && mask != 0 && !v.token && model::distance(hexes_[static_cast<size_t>(s.a)], hexes_[static_cast<size_t>(s.b)]) > 2)
        return farDelta(s, v, mask, cutoff);
    const double rest = otherDelta(s, v);
    if (!water_ || (v.changed & kWater) == 0)
        return rest;
    // The water pieces' lower bound (no split) first: a split search can cover a whole river.
    const double weight = entries_[static_cast<size_t>(waterEntry_)].weight;
    if (const double low = rest + weight * water_->deltaLowerBound(s); weight > 0 && low >= cutoff)
        return low;
    return weight * water_->delta(s) + rest;
}

// Most partners of a step's cell are far from it, and their sides of the swap are not cached
// (every move invalidates the halves of a third of the Original board): b's half is computed
// only when the bound "every value around b falls to 0" leaves the move a chance, and the water
// delta only when its own lower bound does. a's half (the step's cell, one per terrain) is exact.
double IncrementalScore::farDelta(const model::Swap& s, const View& v, unsigned mask, double cutoff)
{
    const auto bi = static_cast<size_t>(v.b);
    const CachedHalf& hb = halfCache_[bi * terrainSlots_ + v.ta];
    const bool wet = water_ && (v.changed & kWater) != 0;
    const double weight = wet ? entries_[static_cast<size_t>(waterEntry_)].weight : 0.0;
    const double waterLow = wet ? weight * water_->deltaLowerBound(s) : 0.0;
    // b's side bounded on top of `withA` (the tracked part and a's half) by "every value around b
    // falls to 0" while b's half is not cached: true when that reaches the cutoff.
    double low = 0;
    const auto ringBound = [&](double withA) { return hb.version != version_[bi] && (low = withA - ringValues(v.b, mask) + waterLow) >= cutoff; };
    const double halfA = cachedHalf(v.a, v.tb);
    // Player values' delta reads the distances around the swap, a fallback's whatever it reads:
    // the dearest parts here. Each can take away at most its whole count, so the bounds come
    // first with those floors in their place.
    if (floorFirst_) {
        const double floor = trackedDelta(s, v, true) + halfA;
        if (ringBound(floor) || (low = floor + cachedHalf(v.b, v.ta) + waterLow) >= cutoff)
            return low;
    }
    const double withA = trackedDelta(s, v) + halfA;
    if (ringBound(withA))
        return low;
    const double rest = withA + cachedHalf(v.b, v.ta);
    if (!wet)
        return rest;
    if (low = rest + waterLow; weight > 0 && low >= cutoff)
        return low;
    return weight * water_->delta(s) + rest;
}

double IncrementalScore::trackedDelta(const model::Swap& s, const View& v, bool floors)
{
    double d = 0;
    if (pip_)
        d += entries_[static_cast<size_t>(pipEntry_)].weight * pip_->delta(s.layer, v.ta, v.tb, v.ka, v.kb);
    if (v.terrain && !pieces_.empty())
        d += piecesDelta(s);
    if (players_)
        d += entries_[static_cast<size_t>(playerEntry_)].weight * (floors ? -players_->count() : players_->delta(map_, s));
    for (int r : fallbackEntries_)
        if (v.terrain || eval_.requirement(r).readsTokens())
            d += entries_[static_cast<size_t>(r)].weight * (floors ? -counts_[static_cast<size_t>(r)] : eval_.requirement(r).swapDelta(map_, s));
    return d;
}

double IncrementalScore::piecesDelta(const model::Swap& s)
{
    double d = 0;
    for (const Tracked& p : pieces_)
        d += p.weight * p.tracker->delta(map_, s);
    return d;
}

double IncrementalScore::piecesLowerBound(const model::Swap& s) const
{
    double d = 0;
    for (const Tracked& p : pieces_)
        d += p.weight * p.tracker->lowerBound(map_, s);
    return d;
}

double IncrementalScore::otherDelta(const model::Swap& s, const View& v)
{
    static constexpr std::array<Kernel, kLocalMasks> kKernels = kernels(std::make_index_sequence<kLocalMasks>{});
    const double d = trackedDelta(s, v);
    const unsigned mask = activeFor_[v.changed];
    if (mask == 0)
        return d;
    // Far apart and the tokens stay: a's side and b's side are independent halves, each cached
    // until a swap lands within two hexes of its cell.
    if (!v.token && model::distance(hexes_[static_cast<size_t>(s.a)], hexes_[static_cast<size_t>(s.b)]) > 2)
        return d + cachedHalf(v.a, v.tb) + cachedHalf(v.b, v.ta);
    return d + (this->*kKernels[mask])(v);
}

// The partner scan (incremental_score_scan.h): the step's table by partner terrain.
void IncrementalScore::beginScan(CellIndex a)
{
    scan_.a = a;
    scan_.ta = map_.terrain(a);
    scan_.hex = hexes_[static_cast<size_t>(a)];
    scan_.fast = boundable_ && !pip_ && !players_ && fallbackEntries_.empty();
    if (!scan_.fast) { // every partner takes delta(s, cutoff): no table
        scan_.count = 0;
        return;
    }
    scan_.aWet = isWater_[scan_.ta] != 0;
    scan_.weight = water_ ? entries_[static_cast<size_t>(waterEntry_)].weight : 0.0;
    scan_.count = std::min(static_cast<int>(terrainSlots_), kScanTerrains);
    scan_.wet = scan_.pieces = scan_.filled = 0;
    for (int u = 0; u < scan_.count; ++u) {
        const auto tu = static_cast<model::TerrainId>(u);
        const bool water = isWater_[tu] != isWater_[scan_.ta];
        scan_.mask[static_cast<size_t>(u)] = tu == scan_.ta ? 0 : static_cast<uint8_t>(activeFor_[kTerrain | (water ? kWater : 0)]);
        scan_.wet |= water && water_ ? 1u << u : 0u;
    }
    for (int u = 0; !pieces_.empty() && u < scan_.count; ++u)
        for (const Tracked& p : pieces_)
            scan_.pieces |= p.tracker->reads(scan_.ta, static_cast<model::TerrainId>(u)) ? 1u << u : 0u;
}

void IncrementalScore::scanHalfA(model::TerrainId u)
{
    scan_.halfA[u] = cachedHalf(scan_.a, u);
    scan_.filled |= 1u << u;
}

// delta(s, cutoff) of a terrain swap of a with a partner within two hexes (the scan's table
// says the kernel mask is not 0, the rule set has no pip balance, player values or fallback): the kernel
// and the water pieces, without a View built from the map or the tracked requirements' loop.
double IncrementalScore::scanNear(const model::Swap& s, model::TerrainId tb, double cutoff)
{
    static constexpr std::array<Kernel, kLocalMasks> kKernels = kernels(std::make_index_sequence<kLocalMasks>{});
    ++evaluations_;
    View v;
    v.a = s.a;
    v.b = s.b;
    v.ta = v.tb2 = scan_.ta;
    v.tb = v.ta2 = tb;
    v.ka = v.ka2 = map_.token(s.a); // tokens stay
    v.kb = v.kb2 = map_.token(s.b);
    v.terrain = true;
    const bool wet = ((scan_.wet >> tb) & 1) != 0;
    v.changed = static_cast<uint8_t>(isWater_[v.ta] != isWater_[v.tb] ? kTerrain | kWater : kTerrain);
    const double pieces = ((scan_.pieces >> tb) & 1) != 0 ? piecesDelta(s) : 0.0;
    const double rest = pieces + (this->*kKernels[scan_.mask[tb]])(v);
    if (!wet)
        return rest;
    const double weight = scan_.weight;
    if (const double low = rest + weight * water_->deltaLowerBound(s); weight > 0 && low >= cutoff)
        return low;
    return weight * water_->delta(s) + rest;
}

// A far partner's delta when a piece requirement reads the swap: the bounds of scanDelta() and
// then with b's half, each with the pieces' lower bound, before their searches. The sums run in
// delta(s, cutoff)'s order (trackedDelta, then a's half).
double IncrementalScore::scanPieces(const model::Swap& s, model::TerrainId tb, double withA, double waterLow, double cutoff)
{
    const auto bi = static_cast<size_t>(s.b);
    const double piecesLow = piecesLowerBound(s);
    if (halfCache_[bi * terrainSlots_ + scan_.ta].version != version_[bi]) {
        if (const double low = withA - ringValues(s.b, scan_.mask[tb]) + waterLow + piecesLow; low >= cutoff)
            return low;
    }
    if (const double low = withA + cachedHalf(s.b, scan_.ta) + waterLow + piecesLow; low >= cutoff)
        return low;
    return scanRest(s, tb, piecesDelta(s) + scan_.halfA[tb], waterLow, cutoff);
}

// farDelta()'s last part: b's half, then the water delta when its bound leaves a chance.
double IncrementalScore::scanRest(const model::Swap& s, model::TerrainId tb, double withA, double waterLow, double cutoff)
{
    const double rest = withA + cachedHalf(s.b, scan_.ta);
    if (((scan_.wet >> tb) & 1) == 0)
        return rest;
    if (const double low = rest + waterLow; scan_.weight > 0 && low >= cutoff)
        return low;
    return scan_.weight * water_->delta(s) + rest;
}

} // namespace hexloom::core::search
