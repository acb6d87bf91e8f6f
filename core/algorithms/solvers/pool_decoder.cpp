#include "core/algorithms/solvers/pool_decoder.h"

#include <algorithm>
#include <cmath>

namespace hexloom::core::algorithms {

PoolDecoder::PoolDecoder(const rules::TilePool& freePool, std::vector<model::CellIndex> unlocked) : unlocked_(std::move(unlocked))
{
    for (size_t t = 0; t < freePool.terrains.size(); ++t)
        terrains_.insert(terrains_.end(), static_cast<size_t>(std::max(0, freePool.terrains[t])), static_cast<model::TerrainId>(t));
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
    takenTerrain_.assign(terrains_.size(), 0);
    takenToken_.assign(tokens_.size(), 0);
    for (size_t i = 0; i < unlocked_.size(); ++i)
        map.setTerrain(unlocked_[i], take(terrains_, takenTerrain_, position[i]));
    size_t next = unlocked_.size();
    for (model::CellIndex c : unlocked_) {
        const bool bears = rules.takesToken(map.terrain(c)) && next < position.size();
        map.setToken(c, bears ? take(tokens_, takenToken_, position[next++]) : model::kNoToken);
    }
}

} // namespace hexloom::core::algorithms
