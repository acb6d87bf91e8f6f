#pragma once
// IncrementalScore's partner scan, inline where the search's step calls it: after beginScan(a),
// scanDelta(s, cutoff) of a swap of a with a partner more than two hexes away whose terrains
// move (no token) reads the step's table by the partner's terrain, a's half (computed once per
// scan), the lower bounds of the water pieces and the piece requirements (island and cluster
// size) and b's ring sums, and returns the bound when it reaches the cutoff; b's half and the
// water and piece deltas are computed out of line (scanRest, scanPieces), and a partner
// within two hexes takes the fused kernel directly (scanNear). Everything else takes
// delta(s, cutoff). The arithmetic is delta(s, cutoff)'s, in the same order.
#include <cstdlib>

#include "core/search/scoring/incremental_score.h"

namespace hexloom::core::search {

inline double IncrementalScore::ringValues(model::CellIndex c, unsigned mask) const
{
    // The sum of c's and its ring's value bytes, kept up to date by valuesChanged(); the bytes of
    // all six types (at most 6 * 42) fit one.
    const uint64_t sum = ringValues_[static_cast<size_t>(c)] & plan_->maskBytes[mask];
    if (sum == 0)
        return 0;
    if (const double f = plan_->maskFactor[mask]; f >= 0)
        return f * static_cast<double>((sum * 0x0101010101010101ULL) >> 56);
    double d = 0;
    for (int k = 0; k < kLocalTypes; ++k)
        d += factor_[static_cast<size_t>(k)] * static_cast<double>((sum >> (8 * k)) & 0xff);
    return d;
}

double IncrementalScore::scanDelta(const model::Swap& s, double cutoff)
{
    if (!scan_.fast || s.a != scan_.a || s.layer != model::Layer::Terrain)
        return delta(s, cutoff);
    const auto bi = static_cast<size_t>(s.b);
    const model::TerrainId tb = map_.terrain(s.b);
    if (tb >= scan_.count || scan_.mask[tb] == 0)
        return delta(s, cutoff);
    if (const model::Hex off = hexes_[bi] - scan_.hex; std::abs(off.q) + std::abs(off.r) + std::abs(off.q + off.r) <= 4) // within two hexes
        return scanNear(s, tb, cutoff);
    ++evaluations_;
    const bool wet = ((scan_.wet >> tb) & 1) != 0;
    const double weight = wet ? scan_.weight : 0.0;
    double waterLow = 0.0;
    if (wet)
        waterLow = weight * water_->apartLowerBound(scan_.aWet ? s.a : s.b, scan_.aWet ? s.b : s.a);
    if (((scan_.filled >> tb) & 1) == 0)
        scanHalfA(tb);
    const double withA = 0.0 + scan_.halfA[tb];
    if (((scan_.pieces >> tb) & 1) != 0)
        return scanPieces(s, tb, withA, waterLow, cutoff);
    if (halfCache_[bi * terrainSlots_ + scan_.ta].version != version_[bi]) {
        if (const double low = withA - ringValues(s.b, scan_.mask[tb]) + waterLow; low >= cutoff)
            return low;
    }
    return scanRest(s, tb, withA, waterLow, cutoff);
}

} // namespace hexloom::core::search
