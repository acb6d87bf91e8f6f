#include "core/rules/tile_pool.h"

#include <array>
#include <numeric>
#include <stdexcept>
#include <string>

#include "core/text/text_error.h"

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
        // One whole sentence per case, so a translator can reorder it.
        throw text::TextError({h > n ? QT_TRANSLATE_NOOP("hexloom::core", "zone \"%1\" (%2): %3 hexes hold its kinds but the pool has %4 of them; searches "
                                                                         "move these kinds only among the hexes that hold them, so paint %5 of those hexes "
                                                                         "back to a kind of another zone (a kind painted onto a hex of another zone?)")
                                     : QT_TRANSLATE_NOOP("hexloom::core", "zone \"%1\" (%2): %3 hexes hold its kinds but the pool has %4 of them; searches "
                                                                         "move these kinds only among the hexes that hold them, so paint a kind of the zone "
                                                                         "onto %5 more hexes"),
                               {{rules.zoneName(z)}, {rules.zoneKinds(z)}, {std::to_string(h)}, {std::to_string(n)}, {std::to_string(h > n ? h - n : n - h)}}});
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
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "the tile pool holds %1 tiles but the board has %2 cells"),
                               {{std::to_string(total)}, {std::to_string(map.size())}}});
    requireZonesFit(map, rules, pool);
    TilePool free = std::move(pool);
    for (model::CellIndex c = 0; c < map.size(); ++c) {
        if (!map.locked(c))
            continue;
        const auto t = map.terrain(c);
        if (t == model::kNoTerrain)
            throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "a locked cell is empty; lock only cells with a terrain")});
        --free.terrains[t];
        if (map.token(c) > 0)
            --free.tokens[static_cast<size_t>(map.token(c))];
    }
    for (size_t t = 0; t < free.terrains.size(); ++t)
        if (free.terrains[t] < 0) {
            const int held = lockedHolding(map, static_cast<int>(t), 0);
            throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "locked cells hold %1 %2 but the pool has only %3 (%4 too many)"),
                                   {{std::to_string(held)}, {rules.terrains[t].name}, {std::to_string(held + free.terrains[t])}, {std::to_string(-free.terrains[t])}}});
        }
    for (size_t n = 0; n < free.tokens.size(); ++n)
        if (free.tokens[n] < 0) {
            const int held = lockedHolding(map, -1, static_cast<int>(n));
            throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "locked cells hold %1 tokens %2 but the pool has only %3 (%4 too many)"),
                                   {{std::to_string(held)}, {std::to_string(n)}, {std::to_string(held + free.tokens[n])}, {std::to_string(-free.tokens[n])}}});
        }
    return free;
}

} // namespace hexloom::core::rules
