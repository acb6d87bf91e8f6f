#include "core/algorithms/start_map.h"

#include <stdexcept>
#include <string>

namespace hexloom::core::algorithms {

namespace {

// Unlocked cells keep what the pool still has; the rest get the remaining items, shuffled.
template <class Get, class Set>
void fillLayer(const std::vector<model::CellIndex>& cells, std::vector<int> remaining, Get get, Set set, Random& random)
{
    std::vector<model::CellIndex> open;
    for (model::CellIndex c : cells) {
        const int v = get(c);
        if (v >= 0 && v < static_cast<int>(remaining.size()) && remaining[static_cast<size_t>(v)] > 0)
            --remaining[static_cast<size_t>(v)];
        else
            open.push_back(c);
    }
    std::vector<int> items;
    for (size_t v = 0; v < remaining.size(); ++v)
        items.insert(items.end(), static_cast<size_t>(remaining[v]), static_cast<int>(v));
    random.shuffle(items);
    for (size_t i = 0; i < open.size() && i < items.size(); ++i)
        set(open[i], items[i]);
}

} // namespace

bool poolHasTokens(const rules::TilePool& pool) { return pool.tokenTotal() > 0; }

FittedStart fitToPool(const model::Map& start, const rules::RuleSet& rules, Random& random)
{
    FittedStart f;
    f.freePool = rules::freePool(start, rules, rules::TilePool::forMap(start, rules));
    f.map = start;
    for (model::CellIndex c = 0; c < start.size(); ++c)
        if (!start.locked(c))
            f.unlocked.push_back(c);
    model::Map& m = f.map;
    fillLayer(f.unlocked, f.freePool.terrains, [&](model::CellIndex c) { return m.terrain(c) == model::kNoTerrain ? -1 : int(m.terrain(c)); },
              [&](model::CellIndex c, int v) { m.setTerrain(c, static_cast<model::TerrainId>(v)); }, random);
    if (!poolHasTokens(f.freePool))
        return f;
    std::vector<model::CellIndex> bearers;
    for (model::CellIndex c : f.unlocked) {
        if (rules.takesToken(m.terrain(c)))
            bearers.push_back(c);
        else
            m.setToken(c, model::kNoToken);
    }
    if (static_cast<int>(bearers.size()) != f.freePool.tokenTotal())
        throw std::invalid_argument("the free pool has " + std::to_string(f.freePool.tokenTotal()) + " number tokens for " +
                                    std::to_string(bearers.size()) + " unlocked hexes that take one");
    fillLayer(bearers, f.freePool.tokens, [&](model::CellIndex c) { return m.token(c) > 0 ? int(m.token(c)) : -1; },
              [&](model::CellIndex c, int v) { m.setToken(c, static_cast<model::Token>(v)); }, random);
    return f;
}

void shuffleUnlocked(model::Map& map, const std::vector<model::CellIndex>& unlocked, const rules::RuleSet& rules, Random& random)
{
    std::vector<model::TerrainId> terrains;
    std::vector<model::Token> tokens;
    for (model::CellIndex c : unlocked) {
        terrains.push_back(map.terrain(c));
        if (map.token(c) > 0)
            tokens.push_back(map.token(c));
    }
    random.shuffle(terrains);
    random.shuffle(tokens);
    size_t next = 0;
    for (size_t i = 0; i < unlocked.size(); ++i) {
        const model::CellIndex c = unlocked[i];
        map.setTerrain(c, terrains[i]);
        const bool bears = rules.takesToken(terrains[i]) && next < tokens.size();
        map.setToken(c, bears ? tokens[next++] : model::kNoToken);
    }
}

} // namespace hexloom::core::algorithms
