#include "core/algorithms/incremental_score.h"

#include <algorithm>
#include <sstream>
#include <string>

namespace hexloom::core::algorithms {

using model::CellIndex;

namespace {
constexpr int kPackedTerrains = 16; // 4-bit counts in one 64-bit word
} // namespace

IncrementalScore::IncrementalScore(rules::Evaluator& evaluator)
    : eval_(evaluator), board_(evaluator.board()), rules_(evaluator.rules()), packed_(evaluator.rules().terrainCount() <= kPackedTerrains),
      hexes_(evaluator.board().hexes())
{
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
    for (CellIndex c = 0; c < board_.size(); ++c) {
        border_.push_back(board_.isBorder(c) ? 1 : 0);
        degree_.push_back(static_cast<uint8_t>(board_.degree(c)));
    }
    entries_.resize(static_cast<size_t>(eval_.requirementCount()));
    for (int i = 0; i < eval_.requirementCount(); ++i)
        classify(i);
    const auto n = static_cast<size_t>(board_.size());
    counts_.assign(entries_.size(), 0);
    values_.assign(localEntries_.size() * n, 0);
    active_.assign(localEntries_.size(), 0);
        stamp_.assign(n, 0);
    position_.assign(n, 0);
    affected_.resize(14);
    affectedFlags_.resize(14);
}

void IncrementalScore::classify(int index)
{
    Entry& e = entries_[static_cast<size_t>(index)];
    if (!eval_.enabled(index))
        return;
    const rules::RequirementSpec& spec = eval_.requirement(index).spec();
    e.weight = eval_.weight(index);
    e.kind = Kind::Fallback;
    if (spec.type == "water-components" && !water_) {
        e.kind = Kind::WaterComponents;
        e.reads = kWater;
        waterEntry_ = index;
        water_ = std::make_unique<WaterComponentsTracker>(board_, rules_, static_cast<int>(spec.number("allowed_components", 1)));
        return;
    }
    if (!packed_) {
        fallbackEntries_.push_back(index);
        return;
    }
    if (spec.type == "same-terrain-hexes") {
        e.kind = Kind::SameHexes;
        e.reads = kTerrain;
    } else if (spec.type == "same-terrain-pairs") {
        e.kind = Kind::SamePairs;
        e.reads = kTerrain;
        e.divisor = spec.number("count_twice", 1) != 0 ? 1 : 2;
    } else if (spec.type == "water-degree") {
        e.kind = Kind::WaterDegree;
        e.reads = kWater;
        e.low = static_cast<int>(spec.number("min", 1));
        e.high = static_cast<int>(spec.number("max", 3));
    } else if (spec.type == "one-spade") {
        e.kind = Kind::OneSpade;
        e.reads = kTerrain;
        e.low = static_cast<int>(spec.number("min_land_neighbours", 0));
    } else if (spec.type == "river-shape-published") {
        e.kind = Kind::RiverShape;
        e.reads = kWater;
    } else if (spec.type == "token-pairs" && hot_.none()) {
        e.kind = Kind::TokenPairs;
        e.reads = kToken;
        e.divisor = 2;
        std::istringstream in(spec.text("numbers", "6,8"));
        for (std::string item; std::getline(in, item, ',');)
            if (const int v = std::stoi(item); v > 0 && v < 128)
                hot_.set(static_cast<size_t>(v));
    }
    (e.kind == Kind::Fallback ? fallbackEntries_ : localEntries_).push_back(index);
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

IncrementalScore::CellState IncrementalScore::stateOf(CellIndex c) const
{
    const auto i = static_cast<size_t>(c);
    return {map_.terrain(c), map_.token(c), around_[i], waterBorder_[i], hotAround_[i]};
}

template <IncrementalScore::Kind K>
int IncrementalScore::valueOf(const Entry& e, CellIndex c, const CellState& s) const
{
    if constexpr (K == Kind::SameHexes) {
        return isLand_[s.t] && (s.around & (unit_[s.t] * 15)) != 0 ? 1 : 0;
    } else if constexpr (K == Kind::SamePairs) {
        return isLand_[s.t] ? static_cast<int>((s.around / unit_[s.t]) & 15) : 0;
    } else if constexpr (K == Kind::WaterDegree) {
        const int water = nibbleSum(s.around & waterMask_);
        return isWater_[s.t] && (water < e.low || water > e.high) ? 1 : 0;
    } else if constexpr (K == Kind::OneSpade) {
        return isLand_[s.t] && nibbleSum(s.around & landMask_) >= e.low && (s.around & oneSpade_[s.t]) == 0 ? 1 : 0;
    } else if constexpr (K == Kind::RiverShape) {
        const int water = nibbleSum(s.around & waterMask_);
        if (isLand_[s.t])
            return water > 0 && water == degree_[static_cast<size_t>(c)] ? 1 : 0;
        if (!isWater_[s.t])
            return 0;
        return (water == 0 || (water == 1 && !border_[static_cast<size_t>(c)]) || (water == 2 && s.waterBorder == 2) || water > 3) ? 1 : 0;
    } else {
        return hot(s.k) ? s.hot : 0;
    }
}

int IncrementalScore::value(const Entry& e, CellIndex c, const CellState& s) const
{
    switch (e.kind) {
    case Kind::SameHexes: return valueOf<Kind::SameHexes>(e, c, s);
    case Kind::SamePairs: return valueOf<Kind::SamePairs>(e, c, s);
    case Kind::WaterDegree: return valueOf<Kind::WaterDegree>(e, c, s);
    case Kind::OneSpade: return valueOf<Kind::OneSpade>(e, c, s);
    case Kind::RiverShape: return valueOf<Kind::RiverShape>(e, c, s);
    case Kind::TokenPairs: return valueOf<Kind::TokenPairs>(e, c, s);
    default: return 0;
    }
}

template <IncrementalScore::Kind K>
int IncrementalScore::change(const Entry& e, const int* old, const View& v, const Shift& shift, int affected) const
{
    const auto at = [&](CellIndex c, model::TerrainId t, model::Token k, uint8_t f) {
        const auto i = static_cast<size_t>(c);
        const CellState s{t, k, around_[i] + shift.around[f], waterBorder_[i] + shift.waterBorder[f], hotAround_[i] + shift.hot[f]};
        return valueOf<K>(e, c, s) - old[i];
    };
    if (affected == 0) {
        // Pair counts of cells far apart in closed form: every pair through a or b counts from
        // both ends, and a's neighbours of terrain t number around_[a]'s nibble t.
        const auto ai = static_cast<size_t>(v.a), bi = static_cast<size_t>(v.b);
        if constexpr (K == Kind::SamePairs) {
            const auto pairs = [&](size_t c, model::TerrainId t) { return isLand_[t] ? static_cast<int>((around_[c] / unit_[t]) & 15) : 0; };
            return 2 * (pairs(ai, v.ta2) - pairs(ai, v.ta) + pairs(bi, v.tb2) - pairs(bi, v.tb));
        } else if constexpr (K == Kind::TokenPairs) {
            return 2 * ((hot(v.ka2) ? 1 : 0) - (hot(v.ka) ? 1 : 0)) * (hotAround_[ai] - hotAround_[bi]);
        }
        int d = at(v.a, v.ta2, v.ka2, 0) + at(v.b, v.tb2, v.kb2, 0);
        for (CellIndex n : board_.neighbours(v.a))
            d += at(n, map_.terrain(n), map_.token(n), 1);
        for (CellIndex n : board_.neighbours(v.b))
            d += at(n, map_.terrain(n), map_.token(n), 2);
        return d;
    }
    int d = at(v.a, v.ta2, v.ka2, affectedFlags_[0]) + at(v.b, v.tb2, v.kb2, affectedFlags_[1]);
    for (int k = 2; k < affected; ++k) {
        const CellIndex c = affected_[static_cast<size_t>(k)];
        d += at(c, map_.terrain(c), map_.token(c), affectedFlags_[static_cast<size_t>(k)]);
    }
    return d;
}

int IncrementalScore::changeOf(const Entry& e, const int* old, const View& v, const Shift& shift, int affected) const
{
    switch (e.kind) {
    case Kind::SameHexes: return change<Kind::SameHexes>(e, old, v, shift, affected);
    case Kind::SamePairs: return change<Kind::SamePairs>(e, old, v, shift, affected);
    case Kind::WaterDegree: return change<Kind::WaterDegree>(e, old, v, shift, affected);
    case Kind::OneSpade: return change<Kind::OneSpade>(e, old, v, shift, affected);
    case Kind::RiverShape: return change<Kind::RiverShape>(e, old, v, shift, affected);
    case Kind::TokenPairs: return change<Kind::TokenPairs>(e, old, v, shift, affected);
    default: return 0;
    }
}

int IncrementalScore::activeLocals(const View& v)
{
    int n = 0;
    for (size_t l = 0; l < localEntries_.size(); ++l)
        if (entries_[static_cast<size_t>(localEntries_[l])].reads & v.changed)
            active_[static_cast<size_t>(n++)] = static_cast<int>(l);
    return n;
}

int IncrementalScore::collectAffected(const model::Swap& s)
{
    if (++stampNow_ == 0) {
        std::fill(stamp_.begin(), stamp_.end(), 0);
        stampNow_ = 1;
    }
    int n = 0;
    auto add = [&](CellIndex c, uint8_t flag) {
        if (stamp_[static_cast<size_t>(c)] != stampNow_) {
            stamp_[static_cast<size_t>(c)] = stampNow_;
            position_[static_cast<size_t>(c)] = n;
            affectedFlags_[static_cast<size_t>(n)] = 0;
            affected_[static_cast<size_t>(n++)] = c;
        }
        affectedFlags_[static_cast<size_t>(position_[static_cast<size_t>(c)])] |= flag;
    };
    add(s.a, 0);
    add(s.b, 0);
    for (CellIndex c : board_.neighbours(s.a))
        add(c, 1);
    for (CellIndex c : board_.neighbours(s.b))
        add(c, 2);
    return n;
}

double IncrementalScore::delta(const model::Swap& s)
{
    ++evaluations_;
    const View v = view(s);
    if (v.changed == 0)
        return 0;
    double d = 0;
    if (water_ && (v.changed & kWater))
        d += entries_[static_cast<size_t>(waterEntry_)].weight * water_->delta(s);
    for (int r : fallbackEntries_)
        if (v.terrain || eval_.requirement(r).readsTokens())
            d += entries_[static_cast<size_t>(r)].weight * eval_.requirement(r).swapDelta(map_, s);
    const int active = activeLocals(v);
    if (active == 0)
        return d;
    // Cells two or more hexes apart share no neighbour: their cells are read straight from the board.
    const int affected = model::distance(hexes_[static_cast<size_t>(s.a)], hexes_[static_cast<size_t>(s.b)]) > 2 ? 0 : collectAffected(s);
    const Shift shift = shiftOf(v);
    for (int j = 0; j < active; ++j) {
        const auto l = static_cast<size_t>(active_[static_cast<size_t>(j)]);
        const Entry& e = entries_[static_cast<size_t>(localEntries_[l])];
        d += e.weight * (changeOf(e, valuesOf(l), v, shift, affected) / e.divisor);
    }
    return d;
}

// Applies `s` to the map and the neighbour state only.
void IncrementalScore::applyRaw(const model::Swap& s, const View& v)
{
    if (v.terrain) {
        const uint64_t change = unit_[v.tb] - unit_[v.ta];
        const int water = isWater_[v.tb] - isWater_[v.ta];
        for (CellIndex n : board_.neighbours(s.a)) {
            around_[static_cast<size_t>(n)] += change;
            waterBorder_[static_cast<size_t>(n)] = static_cast<uint8_t>(waterBorder_[static_cast<size_t>(n)] + water * border_[static_cast<size_t>(s.a)]);
        }
        for (CellIndex n : board_.neighbours(s.b)) {
            around_[static_cast<size_t>(n)] -= change;
            waterBorder_[static_cast<size_t>(n)] = static_cast<uint8_t>(waterBorder_[static_cast<size_t>(n)] - water * border_[static_cast<size_t>(s.b)]);
        }
    }
    if (v.token) {
        const int change = (hot(v.kb) ? 1 : 0) - (hot(v.ka) ? 1 : 0);
        for (CellIndex n : board_.neighbours(s.a))
            hotAround_[static_cast<size_t>(n)] = static_cast<uint8_t>(hotAround_[static_cast<size_t>(n)] + change);
        for (CellIndex n : board_.neighbours(s.b))
            hotAround_[static_cast<size_t>(n)] = static_cast<uint8_t>(hotAround_[static_cast<size_t>(n)] - change);
    }
    map_.apply(s);
}

void IncrementalScore::apply(const model::Swap& s)
{
    const View v = view(s);
    if (v.changed == 0)
        return;
    if (water_ && (v.changed & kWater))
        counts_[static_cast<size_t>(waterEntry_)] += water_->delta(s);
    for (int r : fallbackEntries_)
        if (v.terrain || eval_.requirement(r).readsTokens())
            counts_[static_cast<size_t>(r)] += eval_.requirement(r).swapDelta(map_, s);
    applyLocal(s);
    if (water_)
        water_->applied(map_, s, (v.changed & kWater) != 0);
    total_ = eval_.total(counts_);
}

void IncrementalScore::applyMany(std::span<const model::Swap> swaps)
{
    bool waterChanged = false;
    for (const model::Swap& s : swaps) {
        waterChanged = waterChanged || (view(s).changed & kWater) != 0;
        applyLocal(s);
    }
    if (water_) {
        if (waterChanged)
            water_->reset(map_);
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    }
    for (int r : fallbackEntries_)
        counts_[static_cast<size_t>(r)] = eval_.requirement(r).count(map_);
    total_ = eval_.total(counts_);
}

// Applies `s` to the map, the neighbour state and the specialised local requirements' values and
// counts (only those that read what the swap changes can move).
void IncrementalScore::applyLocal(const model::Swap& s)
{
    const View v = view(s);
    if (v.changed == 0)
        return;
    const int active = activeLocals(v);
    const int affected = active > 0 ? collectAffected(s) : 0;
    applyRaw(s, v);
    for (int j = 0; j < active; ++j) {
        const auto l = static_cast<size_t>(active_[static_cast<size_t>(j)]);
        const auto r = static_cast<size_t>(localEntries_[l]);
        int* vals = valuesOf(l);
        int sum = 0;
        for (int k = 0; k < affected; ++k) {
            const CellIndex c = affected_[static_cast<size_t>(k)];
            const int v = value(entries_[r], c, stateOf(c));
            sum += v - vals[c];
            vals[c] = v;
        }
        counts_[r] += sum / entries_[r].divisor;
    }
    for (int k = 0; k < affected; ++k)
        updateConflict(affected_[static_cast<size_t>(k)]);
}

int IncrementalScore::globalViolations() const
{
    int v = 0;
    for (size_t r = 0; r < entries_.size(); ++r)
        if (entries_[r].kind == Kind::WaterComponents || entries_[r].kind == Kind::Fallback)
            v += counts_[r];
    return v;
}

void IncrementalScore::globalConflictCells(std::vector<CellIndex>& out)
{
    out.clear();
    for (size_t r = 0; r < entries_.size(); ++r) {
        if ((entries_[r].kind != Kind::WaterComponents && entries_[r].kind != Kind::Fallback) || counts_[r] == 0)
            continue;
        eval_.requirement(static_cast<int>(r)).cells(map_, cellScratch_);
        out.insert(out.end(), cellScratch_.begin(), cellScratch_.end());
    }
}

void IncrementalScore::updateConflict(CellIndex c)
{
    bool bad = false;
    for (size_t l = 0; l < localEntries_.size() && !bad; ++l)
        bad = valuesOf(l)[c] > 0;
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
    around_.assign(cells, 0);
    waterBorder_.assign(cells, 0);
    hotAround_.assign(cells, 0);
    for (CellIndex c = 0; c < board_.size(); ++c)
        for (CellIndex n : board_.neighbours(c)) {
            const model::TerrainId t = map_.terrain(n);
            around_[static_cast<size_t>(c)] += unit_[t];
            waterBorder_[static_cast<size_t>(c)] = static_cast<uint8_t>(waterBorder_[static_cast<size_t>(c)] + isWater_[t] * border_[static_cast<size_t>(n)]);
            hotAround_[static_cast<size_t>(c)] = static_cast<uint8_t>(hotAround_[static_cast<size_t>(c)] + (hot(map_.token(n)) ? 1 : 0));
        }
    std::fill(counts_.begin(), counts_.end(), 0);
    if (water_) {
        water_->reset(map_);
        counts_[static_cast<size_t>(waterEntry_)] = water_->count();
    }
    for (int r : fallbackEntries_)
        counts_[static_cast<size_t>(r)] = eval_.requirement(r).count(map_);
    for (size_t l = 0; l < localEntries_.size(); ++l) {
        const auto r = static_cast<size_t>(localEntries_[l]);
        int* vals = valuesOf(l);
        for (CellIndex c = 0; c < board_.size(); ++c)
            counts_[r] += vals[c] = value(entries_[r], c, stateOf(c));
    }
    for (int r : localEntries_)
        counts_[static_cast<size_t>(r)] /= entries_[static_cast<size_t>(r)].divisor;
    conflictPos_.assign(cells, -1);
    conflictList_.clear();
    total_ = eval_.total(counts_);
    for (CellIndex c = 0; c < board_.size(); ++c)
        updateConflict(c);
}

} // namespace hexloom::core::algorithms
