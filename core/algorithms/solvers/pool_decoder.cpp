#include "core/algorithms/solvers/pool_decoder.h"

#include <algorithm>
#include <cmath>

namespace hexloom::core::algorithms {

PoolDecoder::PoolDecoder(const rules::TilePool& freePool, std::vector<model::CellIndex> unlocked, const rules::RuleSet* rules,
                         std::vector<int> cellZones)
    : unlocked_(std::move(unlocked)), zones_(std::move(cellZones))
{
    if (!rules || !rules->hasZones())
        zones_.clear();
    terrains_.resize(zones_.empty() ? 1 : static_cast<size_t>(rules->zoneCount()));
    for (size_t t = 0; t < freePool.terrains.size(); ++t) {
        const auto id = static_cast<model::TerrainId>(t);
        const size_t zone = terrains_.size() > 1 ? static_cast<size_t>(rules->zone(id)) : 0;
        terrains_[zone].insert(terrains_[zone].end(), static_cast<size_t>(std::max(0, freePool.terrains[t])), id);
    }
    takenTerrain_.resize(terrains_.size());
    for (size_t k = 0; k < freePool.tokens.size(); ++k)
        tokens_.insert(tokens_.end(), static_cast<size_t>(std::max(0, freePool.tokens[k])), static_cast<model::Token>(k));
}

template <class T>
T PoolDecoder::take(std::vector<T>& gamma, std::vector<uint8_t>& taken, double x)
{
    const auto n = gamma.size();
    auto index = static_cast<size_t>(std::clamp(std::floor(x), 0.0, static_cast<double>(n - 1)));
    while (taken[index])
        index = index + 1 == n ? 0 : index + 1;
    taken[index] = 1;
    return gamma[index];
}

void PoolDecoder::decode(std::span<const double> position, const rules::RuleSet& rules, model::Map& map)
{
    for (size_t z = 0; z < terrains_.size(); ++z)
        takenTerrain_[z].assign(terrains_[z].size(), 0);
    takenToken_.assign(tokens_.size(), 0);
    for (size_t i = 0; i < unlocked_.size(); ++i) {
        const size_t z = zoneOf(i);
        map.setTerrain(unlocked_[i], take(terrains_[z], takenTerrain_[z], position[i]));
    }
    size_t next = unlocked_.size();
    for (model::CellIndex c : unlocked_) {
        const bool bears = rules.takesToken(map.terrain(c)) && next < position.size();
        map.setToken(c, bears ? take(tokens_, takenToken_, position[next++]) : model::kNoToken);
    }
}

} // namespace hexloom::core::algorithms
