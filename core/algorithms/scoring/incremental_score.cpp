#include "core/algorithms/scoring/incremental_score.h"

#include <algorithm>
#include <sstream>
#include <string>

#include "core/algorithms/scoring/incremental_score_inline.h"

namespace hexloom::core::algorithms {

namespace {
constexpr int kPackedTerrains = 16; // 4-bit counts in one 64-bit word
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
