#include "core/search/run/orbit_pool.h"

#include <algorithm>
#include <utility>

namespace hexloom::core::search {

namespace {

// The index of `key` in `keys`, appended (with a new row of `width` zeros in `rows`) when absent.
template <class Key>
int indexOf(std::vector<Key>& keys, const Key& key, std::vector<std::vector<int>>& rows, size_t width)
{
    const auto it = std::find(keys.begin(), keys.end(), key);
    if (it != keys.end())
        return static_cast<int>(it - keys.begin());
    keys.push_back(key);
    rows.emplace_back(width, 0);
    return static_cast<int>(keys.size()) - 1;
}

} // namespace

OrbitPool::OrbitPool(const RunContext& ctx) : symmetry_(ctx.orbitMoves() ? &ctx.orbitMoves()->symmetry() : nullptr)
{
    const rules::RuleSet& rules = ctx.rules();
    const model::Map& start = ctx.start();
    const rules::TilePool& free = ctx.freePool();
    const size_t kinds = free.terrains.size();
    if (!symmetry_) {
        cells_ = ctx.unlocked();
        const bool zones = rules.hasZones();
        terrains_.assign(zones ? static_cast<size_t>(rules.zoneCount()) : 1, std::vector<int>(kinds, 0));
        for (size_t t = 0; t < kinds; ++t)
            terrains_[zones ? static_cast<size_t>(rules.zone(static_cast<model::TerrainId>(t))) : 0][t] = free.terrains[t];
        tokens_.assign(1, free.tokens);
        for (const model::CellIndex c : cells_)
            group_.push_back(zones ? rules.zone(start.terrain(c)) : 0);
        tokenGroup_.assign(cells_.size(), 0);
        return;
    }
    std::vector<std::pair<int, int>> groups; // (zone, size)
    std::vector<int> sizes;                  // token groups
    for (int o = 0; o < symmetry_->orbitCount(); ++o) {
        const model::CellIndex c = symmetry_->orbit(o)[0];
        if (start.locked(c))
            continue; // locks are symmetric (RunContext): the whole orbit is locked
        const int size = symmetry_->orbitSize(o);
        const model::TerrainId t = start.terrain(c);
        const int g = indexOf(groups, std::pair{rules.zone(t), size}, terrains_, kinds);
        const int tg = indexOf(sizes, size, tokens_, free.tokens.size());
        cells_.push_back(c);
        group_.push_back(g);
        tokenGroup_.push_back(tg);
        ++terrains_[static_cast<size_t>(g)][t];
        if (rules.takesToken(t) && start.token(c) != model::kNoToken && static_cast<size_t>(start.token(c)) < free.tokens.size())
            ++tokens_[static_cast<size_t>(tg)][static_cast<size_t>(start.token(c))];
    }
}

std::span<const model::CellIndex> OrbitPool::orbit(size_t i) const
{
    if (!symmetry_)
        return {&cells_[i], 1};
    return symmetry_->orbit(symmetry_->orbitOf(cells_[i]));
}

void OrbitPool::spread(model::Map& map) const
{
    if (!symmetry_)
        return;
    for (size_t i = 0; i < cells_.size(); ++i)
        for (const model::CellIndex c : orbit(i)) {
            map.setTerrain(c, map.terrain(cells_[i]));
            map.setToken(c, map.token(cells_[i]));
        }
}

} // namespace hexloom::core::search
