#include "core/algorithms/incremental_score.h"

#include <sstream>
#include <string>

namespace hexloom::core::algorithms {

using model::CellIndex;

IncrementalScore::IncrementalScore(rules::Evaluator& evaluator)
    : eval_(evaluator), board_(evaluator.board()), rules_(evaluator.rules()), terrainCount_(evaluator.rules().terrainCount()), stride_(static_cast<size_t>(terrainCount_) + 1)
{
    for (int t = 0; t < terrainCount_; ++t) {
        const auto id = static_cast<model::TerrainId>(t);
        isWater_.push_back(rules_.isWater(id) ? 1 : 0);
        isLand_.push_back(rules_.isLand(id) ? 1 : 0);
        // Terrains off the cycle point at slot terrainCount_ of the counters, which stays 0.
        std::array<model::TerrainId, 2> near{static_cast<model::TerrainId>(terrainCount_), static_cast<model::TerrainId>(terrainCount_)};
        int found = 0;
        for (int u = 0; u < terrainCount_ && found < 2; ++u)
            if (rules_.isLand(static_cast<model::TerrainId>(u)) && rules_.spadeDistance(id, static_cast<model::TerrainId>(u)) == 1)
                near[static_cast<size_t>(found++)] = static_cast<model::TerrainId>(u);
        oneSpade_.push_back(near);
    }
    for (CellIndex c = 0; c < board_.size(); ++c)
        border_.push_back(board_.isBorder(c) ? 1 : 0);
    entries_.resize(static_cast<size_t>(eval_.requirementCount()));
    for (int i = 0; i < eval_.requirementCount(); ++i)
        classify(i);
    const auto n = static_cast<size_t>(board_.size());
    counts_.assign(entries_.size(), 0);
    scratch_.assign(entries_.size(), 0);
    values_.assign(entries_.size() * n, 0);
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
    if (spec.type == "same-terrain-hexes") {
        e.kind = Kind::SameHexes;
    } else if (spec.type == "same-terrain-pairs") {
        e.kind = Kind::SamePairs;
        e.divisor = spec.number("count_twice", 1) != 0 ? 1 : 2;
    } else if (spec.type == "water-degree") {
        e.kind = Kind::WaterDegree;
        e.low = static_cast<int>(spec.number("min", 1));
        e.high = static_cast<int>(spec.number("max", 3));
    } else if (spec.type == "one-spade") {
        e.kind = Kind::OneSpade;
        e.low = static_cast<int>(spec.number("min_land_neighbours", 0));
    } else if (spec.type == "river-shape-published") {
        e.kind = Kind::RiverShape;
    } else if (spec.type == "token-pairs" && hot_.none()) {
        e.kind = Kind::TokenPairs;
        e.divisor = 2;
        std::istringstream in(spec.text("numbers", "6,8"));
        for (std::string item; std::getline(in, item, ',');)
            if (const int v = std::stoi(item); v > 0 && v < 128)
                hot_.set(static_cast<size_t>(v));
    } else if (spec.type == "water-components" && !water_) {
        e.kind = Kind::WaterComponents;
        water_ = std::make_unique<WaterComponentsTracker>(board_, rules_, static_cast<int>(spec.number("allowed_components", 1)));
    }
    if (e.kind != Kind::Fallback && e.kind != Kind::WaterComponents)
        localEntries_.push_back(index);
}

template <IncrementalScore::Kind K>
int IncrementalScore::valueOf(const Entry& e, CellIndex c, uint8_t flags, const View& v) const
{
    const auto i = static_cast<size_t>(c);
    const uint8_t* around = nbrTerrain_.data() + i * stride_;
    model::TerrainId t = map_.terrain(c);
    int water = nbrWater_[i], waterBorder = nbrWaterBorder_[i], land = nbrLand_[i], shift = 0;
    const int na = flags & 1, nb = (flags >> 1) & 1;
    if (v.terrain) {
        t = c == v.a ? v.tb : c == v.b ? v.ta : t;
        // A neighbour of a sees ta turn into tb; a neighbour of b the reverse.
        shift = na - nb;
        const int dw = isWater_[v.tb] - isWater_[v.ta];
        water += shift * dw;
        land += shift * (isLand_[v.tb] - isLand_[v.ta]);
        waterBorder += (na * border_[static_cast<size_t>(v.a)] - nb * border_[static_cast<size_t>(v.b)]) * dw;
    }
    auto count = [&](model::TerrainId u) { return around[u] + (u == v.tb ? shift : 0) - (u == v.ta ? shift : 0); };
    if constexpr (K == Kind::SameHexes) {
        return isLand_[t] && count(t) > 0 ? 1 : 0;
    } else if constexpr (K == Kind::SamePairs) {
        return isLand_[t] ? count(t) : 0;
    } else if constexpr (K == Kind::WaterDegree) {
        return isWater_[t] && (water < e.low || water > e.high) ? 1 : 0;
    } else if constexpr (K == Kind::OneSpade) {
        if (!isLand_[t] || land < e.low)
            return 0;
        return count(oneSpade_[t][0]) + count(oneSpade_[t][1]) == 0 ? 1 : 0;
    } else if constexpr (K == Kind::RiverShape) {
        if (isLand_[t])
            return water > 0 && water == board_.degree(c) ? 1 : 0;
        if (!isWater_[t])
            return 0;
        return (water == 0 || (water == 1 && !border_[i]) || (water == 2 && waterBorder == 2) || water > 3) ? 1 : 0;
    } else {
        model::Token k = map_.token(c);
        int hotAround = nbrHot_[i];
        if (v.token) {
            k = c == v.a ? v.kb : c == v.b ? v.ka : k;
            hotAround += (na - nb) * ((hot(v.kb) ? 1 : 0) - (hot(v.ka) ? 1 : 0));
        }
        return hot(k) ? hotAround : 0;
    }
}

int IncrementalScore::value(const Entry& e, CellIndex c) const
{
    const View none;
    switch (e.kind) {
    case Kind::SameHexes: return valueOf<Kind::SameHexes>(e, c, 0, none);
    case Kind::SamePairs: return valueOf<Kind::SamePairs>(e, c, 0, none);
    case Kind::WaterDegree: return valueOf<Kind::WaterDegree>(e, c, 0, none);
    case Kind::OneSpade: return valueOf<Kind::OneSpade>(e, c, 0, none);
    case Kind::RiverShape: return valueOf<Kind::RiverShape>(e, c, 0, none);
    case Kind::TokenPairs: return valueOf<Kind::TokenPairs>(e, c, 0, none);
    default: return 0;
    }
}

template <IncrementalScore::Kind K>
int IncrementalScore::sumChange(const Entry& e, const int* old, int affected, const View& v) const
{
    int d = 0;
    for (int k = 0; k < affected; ++k) {
        const CellIndex c = affected_[static_cast<size_t>(k)];
        d += valueOf<K>(e, c, affectedFlags_[static_cast<size_t>(k)], v) - old[c];
    }
    return d;
}

// Applies `s` to the map and the neighbour counters only (self-inverse).
void IncrementalScore::applyRaw(const model::Swap& s)
{
    if (s.layer != model::Layer::Token) {
        const model::TerrainId ta = map_.terrain(s.a), tb = map_.terrain(s.b);
        if (ta != tb && isWater_[ta] == isWater_[tb] && isLand_[ta] == isLand_[tb]) {
            // Same class (land-land, the common case): only the per-terrain counters move.
            for (CellIndex n : board_.neighbours(s.a)) {
                uint8_t* around = nbrTerrain_.data() + static_cast<size_t>(n) * stride_;
                --around[ta];
                ++around[tb];
            }
            for (CellIndex n : board_.neighbours(s.b)) {
                uint8_t* around = nbrTerrain_.data() + static_cast<size_t>(n) * stride_;
                --around[tb];
                ++around[ta];
            }
        } else if (ta != tb) {
            for (CellIndex n : board_.neighbours(s.a)) {
                bump(n, s.a, ta, -1);
                bump(n, s.a, tb, +1);
            }
            for (CellIndex n : board_.neighbours(s.b)) {
                bump(n, s.b, tb, -1);
                bump(n, s.b, ta, +1);
            }
        }
    }
    if (s.layer != model::Layer::Terrain) {
        const int change = (hot(map_.token(s.b)) ? 1 : 0) - (hot(map_.token(s.a)) ? 1 : 0);
        if (change != 0) {
            for (CellIndex n : board_.neighbours(s.a))
                nbrHot_[static_cast<size_t>(n)] = static_cast<uint8_t>(nbrHot_[static_cast<size_t>(n)] + change);
            for (CellIndex n : board_.neighbours(s.b))
                nbrHot_[static_cast<size_t>(n)] = static_cast<uint8_t>(nbrHot_[static_cast<size_t>(n)] - change);
        }
    }
    map_.apply(s);
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

// Per-requirement change over the affected cells under the viewed (not applied) swap.
void IncrementalScore::localDeltas(int affected, const View& v, std::span<int> out)
{
    const auto cells = static_cast<size_t>(board_.size());
    for (int r : localEntries_) {
        const Entry& e = entries_[static_cast<size_t>(r)];
        const int* old = values_.data() + static_cast<size_t>(r) * cells;
        int d = 0;
        switch (e.kind) {
        case Kind::SameHexes: d = sumChange<Kind::SameHexes>(e, old, affected, v); break;
        case Kind::SamePairs: d = sumChange<Kind::SamePairs>(e, old, affected, v); break;
        case Kind::WaterDegree: d = sumChange<Kind::WaterDegree>(e, old, affected, v); break;
        case Kind::OneSpade: d = sumChange<Kind::OneSpade>(e, old, affected, v); break;
        case Kind::RiverShape: d = sumChange<Kind::RiverShape>(e, old, affected, v); break;
        default: d = sumChange<Kind::TokenPairs>(e, old, affected, v); break;
        }
        out[static_cast<size_t>(r)] = d / e.divisor;
    }
}

bool IncrementalScore::changes(const model::Swap& s) const
{
    const bool terrain = s.layer != model::Layer::Token && map_.terrain(s.a) != map_.terrain(s.b);
    const bool token = s.layer != model::Layer::Terrain && map_.token(s.a) != map_.token(s.b);
    return s.a != s.b && (terrain || token);
}

double IncrementalScore::delta(const model::Swap& s)
{
    ++evaluations_;
    if (!changes(s))
        return 0;
    double d = 0;
    for (size_t r = 0; r < entries_.size(); ++r) {
        const Entry& e = entries_[r];
        if (e.kind == Kind::WaterComponents)
            d += e.weight * water_->delta(map_, s);
        else if (e.kind == Kind::Fallback && (s.layer != model::Layer::Token || eval_.requirement(static_cast<int>(r)).readsTokens()))
            d += e.weight * eval_.requirement(static_cast<int>(r)).swapDelta(map_, s);
    }
    if (localEntries_.empty())
        return d;
    View v;
    v.a = s.a;
    v.b = s.b;
    v.ta = map_.terrain(s.a);
    v.tb = map_.terrain(s.b);
    v.ka = map_.token(s.a);
    v.kb = map_.token(s.b);
    v.terrain = s.layer != model::Layer::Token && v.ta != v.tb;
    v.token = s.layer != model::Layer::Terrain && v.ka != v.kb;
    localDeltas(collectAffected(s), v, scratch_);
    for (int r : localEntries_)
        d += entries_[static_cast<size_t>(r)].weight * scratch_[static_cast<size_t>(r)];
    return d;
}

void IncrementalScore::apply(const model::Swap& s)
{
    if (!changes(s))
        return;
    const bool waterChanged = isWater_[map_.terrain(s.a)] != isWater_[map_.terrain(s.b)];
    for (size_t r = 0; r < entries_.size(); ++r) {
        const Entry& e = entries_[r];
        if (e.kind == Kind::WaterComponents)
            counts_[r] += water_->delta(map_, s);
        else if (e.kind == Kind::Fallback && (s.layer != model::Layer::Token || eval_.requirement(static_cast<int>(r)).readsTokens()))
            counts_[r] += eval_.requirement(static_cast<int>(r)).swapDelta(map_, s);
    }
    applyLocal(s);
    if (water_)
        water_->applied(map_, s, waterChanged);
    total_ = eval_.total(counts_);
}

void IncrementalScore::applyMany(std::span<const model::Swap> swaps)
{
    bool waterChanged = false;
    for (const model::Swap& s : swaps) {
        if (!changes(s))
            continue;
        waterChanged = waterChanged || (s.layer != model::Layer::Token && isWater_[map_.terrain(s.a)] != isWater_[map_.terrain(s.b)]);
        applyLocal(s);
    }
    for (size_t r = 0; r < entries_.size(); ++r) {
        if (entries_[r].kind == Kind::WaterComponents) {
            if (waterChanged)
                water_->reset(map_);
            counts_[r] = water_->count();
        } else if (entries_[r].kind == Kind::Fallback) {
            counts_[r] = eval_.requirement(static_cast<int>(r)).count(map_);
        }
    }
    total_ = eval_.total(counts_);
}

// Applies `s` to the map, the counters and the specialised local requirements' values and counts.
void IncrementalScore::applyLocal(const model::Swap& s)
{
    const int affected = collectAffected(s);
    applyRaw(s);
    const auto cells = static_cast<size_t>(board_.size());
    for (int r : localEntries_) {
        const Entry& e = entries_[static_cast<size_t>(r)];
        int* vals = values_.data() + static_cast<size_t>(r) * cells;
        int d = 0;
        for (int k = 0; k < affected; ++k) {
            const CellIndex c = affected_[static_cast<size_t>(k)];
            const int v = value(e, c);
            d += v - vals[c];
            vals[c] = v;
        }
        counts_[static_cast<size_t>(r)] += d / e.divisor;
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
    const auto cells = static_cast<size_t>(board_.size());
    bool bad = false;
    for (int r : localEntries_)
        bad = bad || values_[static_cast<size_t>(r) * cells + static_cast<size_t>(c)] > 0;
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
    nbrTerrain_.assign(cells * stride_, 0);
    nbrWater_.assign(cells, 0);
    nbrWaterBorder_.assign(cells, 0);
    nbrLand_.assign(cells, 0);
    nbrHot_.assign(cells, 0);
    for (CellIndex c = 0; c < board_.size(); ++c)
        for (CellIndex n : board_.neighbours(c)) {
            if (map_.terrain(n) < terrainCount_)
                bump(c, n, map_.terrain(n), +1);
            nbrHot_[static_cast<size_t>(c)] = static_cast<uint8_t>(nbrHot_[static_cast<size_t>(c)] + (hot(map_.token(n)) ? 1 : 0));
        }
    std::fill(counts_.begin(), counts_.end(), 0);
    if (water_)
        water_->reset(map_);
    for (size_t r = 0; r < entries_.size(); ++r) {
        const Entry& e = entries_[r];
        if (e.kind == Kind::WaterComponents)
            counts_[r] = water_->count();
        else if (e.kind == Kind::Fallback)
            counts_[r] = eval_.requirement(static_cast<int>(r)).count(map_);
    }
    conflictPos_.assign(cells, -1);
    conflictList_.clear();
    for (int r : localEntries_) {
        const Entry& e = entries_[static_cast<size_t>(r)];
        int sum = 0;
        for (CellIndex c = 0; c < board_.size(); ++c)
            sum += values_[static_cast<size_t>(r) * cells + static_cast<size_t>(c)] = value(e, c);
        counts_[static_cast<size_t>(r)] = sum / e.divisor;
    }
    total_ = eval_.total(counts_);
    for (CellIndex c = 0; c < board_.size(); ++c)
        updateConflict(c);
}

} // namespace hexloom::core::algorithms
