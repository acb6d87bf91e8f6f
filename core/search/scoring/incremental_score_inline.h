#pragma once
// IncrementalScore's private parts shared by its three sources (incremental_score.cpp: set-up,
// reset and the global requirements; incremental_score_delta.cpp: the deltas;
// incremental_score_apply.cpp: applying swaps): the ring-overlap and river-shape tables and the
// small inline members every hot path calls. Include from those sources only.
#include <array>
#include <cstring>
#include <utility>

#include "core/search/scoring/incremental_score.h"
#include "core/search/scoring/incremental_score_scan.h"

namespace hexloom::core::search {

using model::CellIndex;

namespace incremental_detail {
// How the rings of two cells at most two hexes apart overlap, by b's offset from a: bit d of
// `isB` marks a's neighbour in direction d that is b, of `touchesB` one that is also b's
// neighbour, of `seenFromA` b's neighbour in direction d that is a or a's neighbour.
struct Overlap {
    uint8_t isB = 0, touchesB = 0, seenFromA = 0;
    bool adjacent = false;
};
constexpr int kOffsetSpan = 5; // offsets -2..2 per axis
constexpr std::array<Overlap, kOffsetSpan * kOffsetSpan> kOverlaps = [] {
    std::array<Overlap, kOffsetSpan * kOffsetSpan> table{};
    const model::Hex a{0, 0};
    for (int dq = -2; dq <= 2; ++dq)
        for (int dr = -2; dr <= 2; ++dr) {
            const model::Hex b{dq, dr};
            Overlap& o = table[static_cast<size_t>((dq + 2) * kOffsetSpan + dr + 2)];
            o.adjacent = model::distance(a, b) == 1;
            for (int d = 0; d < model::kDirectionCount; ++d) {
                const model::Hex na = model::neighbour(a, d), nb = model::neighbour(b, d);
                o.isB |= static_cast<uint8_t>((na == b ? 1 : 0) << d);
                o.touchesB |= static_cast<uint8_t>((model::distance(na, b) == 1 ? 1 : 0) << d);
                o.seenFromA |= static_cast<uint8_t>((model::distance(nb, a) <= 1 ? 1 : 0) << d);
            }
        }
    return table;
}();
// The published river-shape rule by cell class (border * 8 + degree) * 256 and state (water
// neighbours | those on the border << 3 | water << 6 | land << 7): a land hex with only water
// around, or a river hex with no river neighbour, one off the border, two both on the border, or
// more than three.
constexpr std::array<uint8_t, 16 * 256> kRiverShape = [] {
    std::array<uint8_t, 16 * 256> table{};
    for (int border = 0; border < 2; ++border)
        for (int degree = 0; degree <= 6; ++degree)
            for (int key = 0; key < 256; ++key) {
                const int water = key & 7, waterBorder = (key >> 3) & 7, wet = (key >> 6) & 1, land = key >> 7;
                const bool flooded = land && water > 0 && water == degree;
                const bool bad = wet && (water == 0 || (water == 1 && !border) || (water == 2 && waterBorder == 2) || water > 3);
                table[static_cast<size_t>((border * 8 + degree) * 256 + key)] = flooded || bad ? 1 : 0;
            }
    return table;
}();
// Calls f(std::integral_constant<unsigned, K>) for every bit K < N set in M, lowest first: the
// per-type code of a kernel compiled for the set of local types M.
template <unsigned M, unsigned N, class F>
[[gnu::always_inline]] inline void forEachBit(F&& f)
{
    [&]<unsigned... K>(std::integer_sequence<unsigned, K...>) __attribute__((always_inline)) {
        (
            [&]() __attribute__((always_inline)) {
                if constexpr (((M >> K) & 1) != 0)
                    f(std::integral_constant<unsigned, K>{});
            }(),
            ...);
    }(std::make_integer_sequence<unsigned, N>{});
}
} // namespace incremental_detail

inline IncrementalScore::View IncrementalScore::view(const model::Swap& s) const
{
    View v;
    v.a = s.a;
    v.b = s.b;
    v.ta = map_.terrain(s.a);
    v.tb = map_.terrain(s.b);
    v.ka = map_.token(s.a);
    v.kb = map_.token(s.b);
    v.terrain = s.a != s.b && s.layer != model::Layer::Token && v.ta != v.tb;
    v.token = s.a != s.b && s.layer != model::Layer::Terrain && v.ka != v.kb;
    v.changed = static_cast<uint8_t>((v.terrain ? kTerrain : 0) | (v.terrain && isWater_[v.ta] != isWater_[v.tb] ? kWater : 0) |
                                     (v.token ? kToken : 0));
    v.ta2 = v.terrain ? v.tb : v.ta;
    v.tb2 = v.terrain ? v.ta : v.tb;
    v.ka2 = v.token ? v.kb : v.ka;
    v.kb2 = v.token ? v.ka : v.kb;
    return v;
}

template <IncrementalScore::Local K>
inline int IncrementalScore::valueOf(CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder, int hotAround) const
{
    // Branch-free: the cells around a random swap make every condition a coin toss.
    const int land = isLand_[t], wet = isWater_[t];
    if constexpr (K == SameHexes) {
        return land & static_cast<int>((around & (unit_[t] * 15)) != 0);
    } else if constexpr (K == SamePairs) {
        return land * static_cast<int>((around >> ((4 * t) & 63)) & 15);
    } else if constexpr (K == WaterDegree) {
        const int water = nibbleSum(around & waterMask_);
        return wet & (static_cast<int>(water < waterLow_) | static_cast<int>(water > waterHigh_));
    } else if constexpr (K == OneSpade) {
        // The land-count test only when the rule asks for one (strict: min 0); the branch goes the
        // same way for the whole run.
        const int enough = spadeLow_ == 0 || nibbleSum(around & landMask_) >= spadeLow_;
        return land & enough & static_cast<int>((around & oneSpade_[t]) == 0);
    } else if constexpr (K == RiverShape) {
        const auto i = static_cast<size_t>(c);
        // The mask keeps the sentinel, whose shifted counts may go below 0, inside its all-zero row.
        const auto key = static_cast<size_t>((static_cast<unsigned>(nibbleSum(around & waterMask_) | (waterBorder << 3)) & 63) | (wet << 6) | (land << 7));
        return incremental_detail::kRiverShape[static_cast<size_t>(cells_[i].riverClass) * 256 + key];
    } else {
        return static_cast<int>(hot_[static_cast<uint8_t>(k)]) * hotAround;
    }
}

inline int IncrementalScore::value(Local k, CellIndex c) const
{
    const auto i = static_cast<size_t>(c);
    // From the cell record, which equals map_ but during a preview (IncrementalScore::preview).
    const model::TerrainId t = cells_[i].terrain;
    const model::Token tok = cells_[i].token;
    switch (k) {
    case SameHexes: return valueOf<SameHexes>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    case SamePairs: return valueOf<SamePairs>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    case WaterDegree: return valueOf<WaterDegree>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    case OneSpade: return valueOf<OneSpade>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    case RiverShape: return valueOf<RiverShape>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    case TokenPairs: return valueOf<TokenPairs>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
    default: return 0;
    }
}

template <unsigned M>
inline void IncrementalScore::cellChange(CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder, int hotAround, Sums& sums) const
{
    const auto& old = cells_[static_cast<size_t>(c)].values;
    incremental_detail::forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
        constexpr auto K = static_cast<Local>(decltype(type)::value);
        sums[K] += valueOf<K>(c, t, k, around, waterBorder, hotAround) - old[K];
    });
}

inline uint64_t IncrementalScore::packedValues(CellIndex c) const
{
    uint64_t values = 0;
    std::memcpy(&values, cells_[static_cast<size_t>(c)].values.data(), sizeof values);
    return values;
}

inline void IncrementalScore::valuesChanged(CellIndex c, uint64_t before)
{
    // Every byte of every sum stays in 0..42, so adding the new word and taking the old one away
    // never borrows across bytes in the result.
    const uint64_t change = packedValues(c) - before;
    if (change == 0)
        return;
    ringValues_[static_cast<size_t>(c)] += change;
    const CellIndex* ring = ring_.data() + 6 * static_cast<size_t>(c);
    for (int k = 0; k < 6; ++k)
        ringValues_[static_cast<size_t>(ring[k])] += change; // the sentinel's entry absorbs missing neighbours
}

inline void IncrementalScore::updateConflict(CellIndex c)
{
    uint64_t values = 0;
    std::memcpy(&values, cells_[static_cast<size_t>(c)].values.data(), sizeof values);
    const bool bad = values != 0;
    int& pos = conflictPos_[static_cast<size_t>(c)];
    if (bad && pos < 0) {
        pos = static_cast<int>(conflictList_.size());
        conflictList_.push_back(c);
    } else if (!bad && pos >= 0) {
        const CellIndex last = conflictList_.back();
        conflictList_[static_cast<size_t>(pos)] = last;
        conflictPos_[static_cast<size_t>(last)] = pos;
        conflictList_.pop_back();
        pos = -1;
    }
}

} // namespace hexloom::core::search
