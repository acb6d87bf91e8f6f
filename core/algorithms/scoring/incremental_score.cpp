#include "core/algorithms/scoring/incremental_score.h"

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <utility>

namespace hexloom::core::algorithms {

using model::CellIndex;

namespace {
constexpr int kPackedTerrains = 16; // 4-bit counts in one 64-bit word

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
} // namespace

IncrementalScore::IncrementalScore(rules::Evaluator& evaluator, int localWaterFrom)
    : eval_(evaluator), board_(evaluator.board()), rules_(evaluator.rules()), packed_(evaluator.rules().terrainCount() <= kPackedTerrains),
      tables_(BoardTables::of(evaluator.board())), border_(tables_->border), ring_(tables_->ring), hexes_(evaluator.board().hexes()),
      within2Start_(tables_->within2Start), within2_(tables_->within2)
{
    localWaterFrom_ = localWaterFrom;
    const int terrains = std::min(rules_.terrainCount(), static_cast<int>(model::kNoTerrain));
    for (int t = 0; t < terrains; ++t) {
        const auto id = static_cast<model::TerrainId>(t);
        isWater_[id] = rules_.isWater(id) ? 1 : 0;
        isLand_[id] = rules_.isLand(id) ? 1 : 0;
        if (packed_) {
            unit_[id] = uint64_t{1} << (4 * t);
            (isWater_[id] ? waterMask_ : landMask_) |= unit_[id] * 15;
        }
    }
    for (int t = 0; t < terrains && packed_; ++t)
        for (int u = 0; u < terrains; ++u)
            if (rules_.isLand(static_cast<model::TerrainId>(u)) && rules_.spadeDistance(static_cast<model::TerrainId>(t), static_cast<model::TerrainId>(u)) == 1)
                oneSpade_[static_cast<size_t>(t)] |= unit_[static_cast<size_t>(u)] * 15;
    cells_.assign(static_cast<size_t>(board_.size()) + 1, Cell{}); // the last one is the sentinel
    for (size_t c = 0; c < static_cast<size_t>(board_.size()); ++c)
        cells_[c].riverClass = static_cast<uint8_t>(border_[c] * 8 + tables_->degree[c]);
    localEntry_.fill(-1);
    entries_.resize(static_cast<size_t>(eval_.requirementCount()));
    for (int i = 0; i < eval_.requirementCount(); ++i)
        classify(i);
    constexpr uint8_t reads[kLocalTypes] = {kTerrain, kTerrain, kWater, kTerrain, kWater, kToken};
    for (unsigned changed = 0; changed < activeFor_.size(); ++changed)
        for (int k = 0; k < kLocalTypes; ++k)
            if ((localMask_ & bit(static_cast<Local>(k))) && (reads[k] & changed))
                activeFor_[changed] |= bit(static_cast<Local>(k));
    const auto n = static_cast<size_t>(board_.size());
    version_.assign(n, 1);
    terrainSlots_ = static_cast<size_t>(std::max(1, rules_.terrainCount()));
    halfCache_.assign(packed_ ? n * terrainSlots_ : 0, CachedHalf{});
    touchedAt_.assign(n, 0);
    counts_.assign(entries_.size(), 0);
}

void IncrementalScore::classify(int index)
{
    Entry& e = entries_[static_cast<size_t>(index)];
    if (!eval_.enabled(index))
        return;
    rules::Requirement& requirement = eval_.requirement(index);
    const rules::RequirementSpec& spec = requirement.spec();
    e.weight = eval_.weight(index);
    e.kind = Kind::Fallback;
    if (spec.type == "water-components" && !water_) {
        e.kind = Kind::WaterComponents;
        waterEntry_ = index;
        water_ = std::make_unique<WaterComponentsTracker>(board_, rules_, static_cast<int>(spec.number("allowed_components", 1)), localWaterFrom_);
        return;
    }
    if (const auto* pip = dynamic_cast<const rules::PipBalanceRequirement*>(&requirement); pip && !pip_ && PipBalanceTracker::supports(*pip)) {
        e.kind = Kind::PipBalance;
        pipEntry_ = index;
        pip_ = std::make_unique<PipBalanceTracker>(*pip);
        return;
    }
    // More than 16 terrains: no packed counts. A second requirement of a specialised type (other
    // parameters) scores itself.
    static const std::pair<const char*, Local> kTypes[] = {{"same-terrain-hexes", SameHexes}, {"same-terrain-pairs", SamePairs},
                                                           {"water-degree", WaterDegree},     {"one-spade", OneSpade},
                                                           {"river-shape-published", RiverShape}, {"token-pairs", TokenPairs}};
    const auto type = std::find_if(std::begin(kTypes), std::end(kTypes), [&](const auto& t) { return spec.type == t.first; });
    if (!packed_ || type == std::end(kTypes) || localEntry_[type->second] >= 0) {
        fallbackEntries_.push_back(index);
        return;
    }
    const Local k = type->second;
    int divisor = 1;
    if (k == SamePairs) {
        divisor = spec.number("count_twice", 1) != 0 ? 1 : 2;
    } else if (k == WaterDegree) {
        waterLow_ = static_cast<int>(spec.number("min", 1));
        waterHigh_ = static_cast<int>(spec.number("max", 3));
    } else if (k == OneSpade) {
        spadeLow_ = static_cast<int>(spec.number("min_land_neighbours", 0));
    } else if (k == TokenPairs) {
        divisor = 2;
        std::istringstream in(spec.text("numbers", "6,8"));
        for (std::string item; std::getline(in, item, ',');)
            if (const int v = std::stoi(item); v > 0 && v < 128)
                hot_[static_cast<size_t>(v)] = 1;
    }
    e.kind = Kind::Local;
    localEntry_[k] = index;
    factor_[k] = e.weight / divisor;
    divisor_[k] = divisor;
    localMask_ |= bit(k);
}

IncrementalScore::View IncrementalScore::view(const model::Swap& s) const
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

template <IncrementalScore::Local K>
int IncrementalScore::valueOf(CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder, int hotAround) const
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
        return kRiverShape[static_cast<size_t>(cells_[i].riverClass) * 256 + key];
    } else {
        return static_cast<int>(hot_[static_cast<uint8_t>(k)]) * hotAround;
    }
}

int IncrementalScore::value(Local k, CellIndex c) const
{
    const auto i = static_cast<size_t>(c);
    const model::TerrainId t = map_.terrain(c);
    const model::Token tok = map_.token(c);
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
void IncrementalScore::cellChange(CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder, int hotAround, Sums& sums) const
{
    const auto& old = cells_[static_cast<size_t>(c)].values;
    forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
        constexpr auto K = static_cast<Local>(decltype(type)::value);
        sums[K] += valueOf<K>(c, t, k, around, waterBorder, hotAround) - old[K];
    });
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
    static constexpr std::array<Kernel, kLocalMasks> kKernels = kernels(std::make_index_sequence<kLocalMasks>{});
    ++evaluations_;
    const View v = view(s);
    if (v.changed == 0)
        return 0;
    double d = 0;
    if (water_ && (v.changed & kWater))
        d += entries_[static_cast<size_t>(waterEntry_)].weight * water_->delta(s);
    if (pip_)
        d += entries_[static_cast<size_t>(pipEntry_)].weight * pip_->delta(s.layer, v.ta, v.tb, v.ka, v.kb);
    for (int r : fallbackEntries_)
        if (v.terrain || eval_.requirement(r).readsTokens())
            d += entries_[static_cast<size_t>(r)].weight * eval_.requirement(r).swapDelta(map_, s);
    const unsigned mask = activeFor_[v.changed];
    if (mask == 0)
        return d;
    // Far apart and the tokens stay: a's side and b's side are independent halves, each cached
    // until a swap lands within two hexes of its cell.
    if (!v.token && model::distance(hexes_[static_cast<size_t>(s.a)], hexes_[static_cast<size_t>(s.b)]) > 2)
        return d + cachedHalf(v.a, v.tb) + cachedHalf(v.b, v.ta);
    return d + (this->*kKernels[mask])(v);
}

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
    if (pip_) {
        pip_->apply(s.layer, v.ta, v.tb, v.ka, v.kb);
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
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

// Each swap's raw changes (neighbour counts, the map, water pieces, pip sums, fallback deltas)
// swap by swap, then the local values once per touched cell: a rotation of six cells touches at
// most 42 cells once instead of 14 per swap.
void IncrementalScore::applyMany(std::span<const model::Swap> swaps)
{
    if (swaps.size() < 2) {
        for (const model::Swap& s : swaps)
            apply(s);
        return;
    }
    if (++touchStamp_ == 0) {
        std::fill(touchedAt_.begin(), touchedAt_.end(), 0);
        touchStamp_ = 1;
    }
    touched_.clear();
    const auto touch = [&](CellIndex c) {
        if (touchedAt_[static_cast<size_t>(c)] != touchStamp_) {
            touchedAt_[static_cast<size_t>(c)] = touchStamp_;
            touched_.push_back(c);
        }
    };
    unsigned mask = 0;
    for (const model::Swap& s : swaps) {
        const View v = view(s);
        if (v.changed == 0)
            continue;
        if (pip_)
            pip_->apply(s.layer, v.ta, v.tb, v.ka, v.kb);
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
        for (int k = 0; k < kLocalTypes; ++k)
            if ((mask & (1u << k)) != 0) {
                const int now = value(static_cast<Local>(k), c);
                sums[static_cast<size_t>(k)] += now - old[static_cast<size_t>(k)];
                old[static_cast<size_t>(k)] = static_cast<int8_t>(now);
            }
        updateConflict(c);
    }
    for (int k = 0; k < kLocalTypes; ++k)
        if ((mask & (1u << k)) != 0)
            counts_[static_cast<size_t>(localEntry_[static_cast<size_t>(k)])] += sums[static_cast<size_t>(k)] / divisor_[static_cast<size_t>(k)];
    if (pip_)
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
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
        forEachBit<M, kLocalTypes>([&](auto type) __attribute__((always_inline)) {
            constexpr auto K = static_cast<Local>(decltype(type)::value);
            const int now = valueOf<K>(c, t, tok, cells_[i].around, cells_[i].waterBorder, cells_[i].hot);
            sums[K] += now - old[K];
            old[K] = static_cast<int8_t>(now);
        });
        if (c != n)
            updateConflict(c);
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

int IncrementalScore::globalViolations() const
{
    int v = 0;
    for (size_t r = 0; r < entries_.size(); ++r)
        if (entries_[r].kind != Kind::Off && entries_[r].kind != Kind::Local)
            v += counts_[r];
    return v;
}

std::span<const CellIndex> IncrementalScore::globalConflictCells(std::vector<CellIndex>& out)
{
    out.clear();
    int violated = 0;
    for (size_t r = 0; r < entries_.size(); ++r)
        violated += entries_[r].kind != Kind::Off && entries_[r].kind != Kind::Local && counts_[r] != 0 ? 1 : 0;
    if (violated == 1 && water_ && entries_[static_cast<size_t>(waterEntry_)].kind == Kind::WaterComponents &&
        counts_[static_cast<size_t>(waterEntry_)] != 0)
        return water_->recentCells();
    for (size_t r = 0; r < entries_.size(); ++r) {
        if (entries_[r].kind == Kind::Off || entries_[r].kind == Kind::Local || counts_[r] == 0)
            continue;
        if (entries_[r].kind == Kind::WaterComponents) {
            const auto cells = water_->recentCells();
            out.insert(out.end(), cells.begin(), cells.end());
        } else {
            eval_.requirement(static_cast<int>(r)).cells(map_, cellScratch_);
            out.insert(out.end(), cellScratch_.begin(), cellScratch_.end());
        }
    }
    return out;
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

void IncrementalScore::reset(const model::Map& map)
{
    map_ = map;
    const auto cells = static_cast<size_t>(board_.size());
    for (uint32_t& v : version_)
        ++v;
    halvesCached_ = false;
    for (size_t c = 0; c <= cells; ++c) {
        Cell& cell = cells_[c];
        cell.around = 0;
        cell.values.fill(0);
        cell.terrain = c < cells ? map_.terrains()[c] : model::kNoTerrain;
        cell.token = c < cells ? map_.tokens()[c] : model::Token{0};
        cell.waterBorder = cell.hot = 0;
    }
    for (CellIndex c = 0; c < board_.size(); ++c)
        for (CellIndex n : board_.neighbours(c)) {
            const model::TerrainId t = map_.terrain(n);
            cells_[static_cast<size_t>(c)].around += unit_[t];
            cells_[static_cast<size_t>(c)].waterBorder = static_cast<uint8_t>(cells_[static_cast<size_t>(c)].waterBorder + isWater_[t] * border_[static_cast<size_t>(n)]);
            cells_[static_cast<size_t>(c)].hot = static_cast<uint8_t>(cells_[static_cast<size_t>(c)].hot + (hot(map_.token(n)) ? 1 : 0));
        }
    std::fill(counts_.begin(), counts_.end(), 0);
    if (water_) {
        water_->reset(map_);
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    }
    if (pip_) {
        pip_->reset(map_);
        counts_[static_cast<size_t>(pipEntry_)] = pip_->count();
    }
    for (int r : fallbackEntries_)
        counts_[static_cast<size_t>(r)] = eval_.requirement(r).count(map_);
    for (int k = 0; k < kLocalTypes; ++k) {
        if ((localMask_ & bit(static_cast<Local>(k))) == 0)
            continue;
        int sum = 0;
        for (CellIndex c = 0; c < board_.size(); ++c)
            sum += cells_[static_cast<size_t>(c)].values[static_cast<size_t>(k)] = static_cast<int8_t>(value(static_cast<Local>(k), c));
        counts_[static_cast<size_t>(localEntry_[static_cast<size_t>(k)])] = sum / divisor_[static_cast<size_t>(k)];
    }
    conflictPos_.assign(cells, -1);
    conflictList_.clear();
    total_ = eval_.total(counts_);
    for (CellIndex c = 0; c < board_.size(); ++c)
        updateConflict(c);
}

} // namespace hexloom::core::algorithms
