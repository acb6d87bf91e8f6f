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
    affected_.resize(14);
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
int IncrementalScore::valueOf(const Entry& e, CellIndex c) const
{
    const auto i = static_cast<size_t>(c);
    const model::TerrainId t = map_.terrain(c);
    const uint8_t* around = nbrTerrain_.data() + i * stride_;
    if constexpr (K == Kind::SameHexes) {
        return isLand_[t] && around[t] > 0 ? 1 : 0;
    } else if constexpr (K == Kind::SamePairs) {
        return isLand_[t] ? around[t] : 0;
    } else if constexpr (K == Kind::WaterDegree) {
        return isWater_[t] && (nbrWater_[i] < e.low || nbrWater_[i] > e.high) ? 1 : 0;
    } else if constexpr (K == Kind::OneSpade) {
        if (!isLand_[t] || nbrLand_[i] < e.low)
            return 0;
        return around[oneSpade_[t][0]] + around[oneSpade_[t][1]] == 0 ? 1 : 0;
    } else if constexpr (K == Kind::RiverShape) {
        const int w = nbrWater_[i];
        if (isLand_[t])
            return w > 0 && w == board_.degree(c) ? 1 : 0;
        if (!isWater_[t])
            return 0;
        return (w == 0 || (w == 1 && !border_[i]) || (w == 2 && nbrWaterBorder_[i] == 2) || w > 3) ? 1 : 0;
    } else {
        return hot(map_.token(c)) ? nbrHot_[i] : 0;
    }
}

int IncrementalScore::value(const Entry& e, CellIndex c) const
{
    switch (e.kind) {
    case Kind::SameHexes: return valueOf<Kind::SameHexes>(e, c);
    case Kind::SamePairs: return valueOf<Kind::SamePairs>(e, c);
    case Kind::WaterDegree: return valueOf<Kind::WaterDegree>(e, c);
    case Kind::OneSpade: return valueOf<Kind::OneSpade>(e, c);
    case Kind::RiverShape: return valueOf<Kind::RiverShape>(e, c);
    case Kind::TokenPairs: return valueOf<Kind::TokenPairs>(e, c);
    default: return 0;
    }
}

template <IncrementalScore::Kind K>
int IncrementalScore::sumChange(const Entry& e, const int* old, int affected) const
{
    int d = 0;
    for (int k = 0; k < affected; ++k) {
        const CellIndex c = affected_[static_cast<size_t>(k)];
        d += valueOf<K>(e, c) - old[c];
    }
    return d;
}

// Applies `s` to the map and the neighbour counters only (self-inverse).
void IncrementalScore::applyRaw(const model::Swap& s)
{
    if (s.layer != model::Layer::Token) {
        const model::TerrainId ta = map_.terrain(s.a), tb = map_.terrain(s.b);
        if (ta != tb) {
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
    auto add = [&](CellIndex c) {
        if (stamp_[static_cast<size_t>(c)] != stampNow_) {
            stamp_[static_cast<size_t>(c)] = stampNow_;
            affected_[static_cast<size_t>(n++)] = c;
        }
    };
    add(s.a);
    add(s.b);
    for (CellIndex c : board_.neighbours(s.a))
        add(c);
    for (CellIndex c : board_.neighbours(s.b))
        add(c);
    return n;
}

// Per-requirement change over the affected cells; the swap must already be applied.
void IncrementalScore::localDeltas(int affected, std::span<int> out)
{
    const auto cells = static_cast<size_t>(board_.size());
    for (int r : localEntries_) {
        const Entry& e = entries_[static_cast<size_t>(r)];
        const int* old = values_.data() + static_cast<size_t>(r) * cells;
        int d = 0;
        switch (e.kind) {
        case Kind::SameHexes: d = sumChange<Kind::SameHexes>(e, old, affected); break;
        case Kind::SamePairs: d = sumChange<Kind::SamePairs>(e, old, affected); break;
        case Kind::WaterDegree: d = sumChange<Kind::WaterDegree>(e, old, affected); break;
        case Kind::OneSpade: d = sumChange<Kind::OneSpade>(e, old, affected); break;
        case Kind::RiverShape: d = sumChange<Kind::RiverShape>(e, old, affected); break;
        default: d = sumChange<Kind::TokenPairs>(e, old, affected); break;
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
    const int affected = collectAffected(s);
    applyRaw(s);
    localDeltas(affected, scratch_);
    applyRaw(s);
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
        int d = 0;
        if (e.kind == Kind::WaterComponents)
            d = water_->delta(map_, s);
        else if (e.kind == Kind::Fallback && (s.layer != model::Layer::Token || eval_.requirement(static_cast<int>(r)).readsTokens()))
            d = eval_.requirement(static_cast<int>(r)).swapDelta(map_, s);
        counts_[r] += d;
    }
    const int affected = collectAffected(s);
    applyRaw(s);
    if (water_)
        water_->applied(map_, s, waterChanged);
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
    total_ = eval_.total(counts_);
    for (int k = 0; k < affected; ++k)
        updateConflict(affected_[static_cast<size_t>(k)]);
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
