#include "core/rules/tile_pool.h"

#include <array>
#include <numeric>
#include <stdexcept>

namespace hexloom::core::rules {

namespace {
std::vector<int> tokensOf(const model::Map& map)
{
    std::vector<int> tokens(128, 0);
    for (const model::Token t : map.tokens())
        if (t > 0)
            ++tokens[static_cast<size_t>(t)];
    return tokens;
}
} // namespace

TilePool TilePool::ofMap(const model::Map& map, const RuleSet& rules)
{
    TilePool p;
    p.terrains.assign(rules.terrains.size(), 0);
    for (const model::TerrainId t : map.terrains())
        if (t != model::kNoTerrain && t < p.terrains.size())
            ++p.terrains[t];
    p.tokens = tokensOf(map);
    return p;
}

TilePool TilePool::forMap(const model::Map& map, const RuleSet& rules)
{
    if (!rules.hasPool())
        return ofMap(map, rules);
    TilePool p;
    p.terrains = rules.pool;
    p.terrains.resize(rules.terrains.size(), 0);
    if (rules.tokenPool.empty()) {
        p.tokens = tokensOf(map);
    } else {
        p.tokens.assign(128, 0);
        for (int t : rules.tokenPool)
            ++p.tokens[static_cast<size_t>(t)];
    }
    return p;
}

int TilePool::terrainTotal() const { return std::accumulate(terrains.begin(), terrains.end(), 0); }
int TilePool::tokenTotal() const { return std::accumulate(tokens.begin(), tokens.end(), 0); }

void requireZonesFit(const model::Map& map, const RuleSet& rules, const TilePool& pool)
{
    if (!rules.hasZones())
        return; // only the main zone, which takes every hex
    std::array<int, 256> hexes{}, tiles{}; // per zone (a zone is a byte)
    for (const model::TerrainId t : map.terrains())
        ++hexes[static_cast<size_t>(rules.zone(t))];
    for (size_t t = 0; t < pool.terrains.size() && t < rules.terrains.size(); ++t)
        tiles[static_cast<size_t>(rules.zone(static_cast<TerrainId>(t)))] += pool.terrains[t];
    for (int z = 1; z < rules.zoneCount(); ++z) {
        const int h = hexes[static_cast<size_t>(z)], n = tiles[static_cast<size_t>(z)];
        if (h == n)
            continue;
        throw std::invalid_argument("zone \"" + rules.zoneName(z) + "\" (" + rules.zoneKinds(z) + "): " + std::to_string(h) + " hexes hold its kinds but the pool has " +
                                    std::to_string(n) + " of them; searches move these kinds only among the hexes that hold them, so " +
                                    (h > n ? "paint " + std::to_string(h - n) + " of those hexes back to a kind of another zone (a kind painted onto a hex of another zone?)"
                                           : "paint a kind of the zone onto " + std::to_string(n - h) + " more hexes"));
    }
}

TilePool freePool(const model::Map& map, const RuleSet& rules, const TilePool& pool) { return freePool(map, rules, TilePool(pool)); }

namespace {
// How many locked cells of `map` hold terrain t (token number n): for the messages.
int lockedHolding(const model::Map& map, int t, int n)
{
    int held = 0;
    for (model::CellIndex c = 0; c < map.size(); ++c)
        held += map.locked(c) && (t >= 0 ? map.terrain(c) == t : map.token(c) == n) ? 1 : 0;
    return held;
}
} // namespace

TilePool freePool(const model::Map& map, const RuleSet& rules, TilePool&& pool)
{
    const int total = pool.terrainTotal();
    if (total != map.size())
        throw std::invalid_argument("the tile pool holds " + std::to_string(total) + " tiles but the board has " + std::to_string(map.size()) +
                                    " cells");
    requireZonesFit(map, rules, pool);
    TilePool free = std::move(pool);
    for (model::CellIndex c = 0; c < map.size(); ++c) {
        if (!map.locked(c))
            continue;
        const auto t = map.terrain(c);
        if (t == model::kNoTerrain)
            throw std::invalid_argument("a locked cell is empty; lock only cells with a terrain");
        --free.terrains[t];
        if (map.token(c) > 0)
            --free.tokens[static_cast<size_t>(map.token(c))];
    }
    for (size_t t = 0; t < free.terrains.size(); ++t)
        if (free.terrains[t] < 0) {
            const int held = lockedHolding(map, static_cast<int>(t), 0);
            throw std::invalid_argument("locked cells hold " + std::to_string(held) + " " + rules.terrains[t].name + " but the pool has only " +
                                        std::to_string(held + free.terrains[t]) + " (" + std::to_string(-free.terrains[t]) + " too many)");
        }
    for (size_t n = 0; n < free.tokens.size(); ++n)
        if (free.tokens[n] < 0) {
            const int held = lockedHolding(map, -1, static_cast<int>(n));
            throw std::invalid_argument("locked cells hold " + std::to_string(held) + " tokens " + std::to_string(n) + " but the pool has only " +
                                        std::to_string(held + free.tokens[n]) + " (" + std::to_string(-free.tokens[n]) + " too many)");
        }
    return free;
}

} // namespace hexloom::core::rules
