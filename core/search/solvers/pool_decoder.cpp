#include "core/search/solvers/pool_decoder.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace hexloom::core::search {

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
    nextTerrain_.resize(terrains_.size());
    tokens_.resize(1);
    for (size_t k = 0; k < freePool.tokens.size(); ++k)
        tokens_[0].insert(tokens_[0].end(), static_cast<size_t>(std::max(0, freePool.tokens[k])), static_cast<model::Token>(k));
    tokenTotal_ = static_cast<int>(tokens_[0].size());
    nextToken_.resize(1);
}

PoolDecoder::PoolDecoder(const OrbitPool& pool) : unlocked_(pool.cells())
{
    for (size_t i = 0; i < unlocked_.size(); ++i) {
        zones_.push_back(pool.groupOf(i));
        tokenGroups_.push_back(pool.tokenGroupOf(i));
    }
    terrains_.resize(static_cast<size_t>(pool.groupCount()));
    for (size_t g = 0; g < terrains_.size(); ++g) {
        const std::vector<int>& counts = pool.terrains(static_cast<int>(g));
        for (size_t t = 0; t < counts.size(); ++t)
            terrains_[g].insert(terrains_[g].end(), static_cast<size_t>(std::max(0, counts[t])), static_cast<model::TerrainId>(t));
    }
    tokens_.resize(static_cast<size_t>(pool.tokenGroupCount()));
    for (size_t g = 0; g < tokens_.size(); ++g) {
        const std::vector<int>& counts = pool.tokens(static_cast<int>(g));
        for (size_t k = 0; k < counts.size(); ++k)
            tokens_[g].insert(tokens_[g].end(), static_cast<size_t>(std::max(0, counts[k])), static_cast<model::Token>(k));
        tokenTotal_ += static_cast<int>(tokens_[g].size());
    }
    nextTerrain_.resize(terrains_.size());
    nextToken_.resize(tokens_.size());
}

void PoolDecoder::shuffle(run::Random& random)
{
    for (auto& gamma : terrains_)
        random.shuffle(gamma);
    for (auto& gamma : tokens_)
        random.shuffle(gamma);
}

int PoolDecoder::nextFree(std::vector<int>& next, int i)
{
    while (next[static_cast<size_t>(i)] != i) {
        next[static_cast<size_t>(i)] = next[static_cast<size_t>(next[static_cast<size_t>(i)])];
        i = next[static_cast<size_t>(i)];
    }
    return i;
}

template <class T>
T PoolDecoder::take(std::vector<T>& gamma, std::vector<int>& next, double x)
{
    const auto n = static_cast<int>(gamma.size());
    const auto index = static_cast<int>(std::clamp(std::floor(x), 0.0, static_cast<double>(n - 1)));
    int free = nextFree(next, index);
    if (free == n) // nothing free after index: wrap
        free = nextFree(next, 0);
    next[static_cast<size_t>(free)] = free + 1;
    return gamma[static_cast<size_t>(free)];
}

void PoolDecoder::freeAll(std::vector<int>& next, size_t n)
{
    next.resize(n + 1);
    std::iota(next.begin(), next.end(), 0); // index n: the end, always "free"
}

void PoolDecoder::decode(std::span<const double> position, const rules::RuleSet& rules, model::Map& map)
{
    for (size_t z = 0; z < terrains_.size(); ++z)
        freeAll(nextTerrain_[z], terrains_[z].size());
    for (size_t g = 0; g < tokens_.size(); ++g)
        freeAll(nextToken_[g], tokens_[g].size());
    for (size_t i = 0; i < unlocked_.size(); ++i) {
        const size_t z = zoneOf(i);
        map.setTerrain(unlocked_[i], take(terrains_[z], nextTerrain_[z], position[i]));
    }
    size_t next = unlocked_.size();
    for (size_t i = 0; i < unlocked_.size(); ++i) {
        const model::CellIndex c = unlocked_[i];
        const size_t g = tokenGroupOf(i);
        const bool bears = rules.takesToken(map.terrain(c)) && next < position.size() && !tokens_[g].empty();
        // One Γ (no symmetry) is as long as the range: the component indexes it as it is.
        const auto length = static_cast<int>(tokens_[g].size());
        const double x = bears && length != tokenTotal_ ? position[next] * length / tokenTotal_ : bears ? position[next] : 0;
        map.setToken(c, bears ? take(tokens_[g], nextToken_[g], x) : model::kNoToken);
        next += bears ? 1 : 0;
    }
}

} // namespace hexloom::core::search
