#include "brute_force.h"

#include "core/rules/evaluator.h"
#include "core/rules/homes.h"
#include "core/rules/tile_pool.h"

namespace hexloom::test {

using core::model::CellIndex;
using core::model::TerrainId;

core::rules::Terrain tinyKind(const std::string& id, char letter)
{
    core::rules::Terrain k;
    k.id = id;
    k.letter = letter;
    k.name = "Kind " + id;
    return k;
}

BruteItems allItems(const core::model::Map& map, const core::rules::RuleSet& rules)
{
    BruteItems items;
    for (CellIndex c = 0; c < map.size(); ++c)
        if (map.locked(c))
            items.locks.push_back(c);
    for (int t = 0; t < rules.terrainCount(); ++t)
        items.countedKinds.insert(static_cast<TerrainId>(t));
    for (const auto& p : rules.players.players)
        items.homes.insert(p.id);
    for (const auto& r : rules.requirements)
        items.requirements.insert(r.id);
    return items;
}

BruteItems itemsOf(const std::vector<core::exact::ExactItem>& core)
{
    BruteItems items;
    for (const auto& i : core) {
        if (i.kind == core::exact::ExactItem::Kind::Lock)
            items.locks.push_back(i.cell);
        else if (i.kind == core::exact::ExactItem::Kind::Pool)
            items.countedKinds.insert(i.terrain);
        else if (i.kind == core::exact::ExactItem::Kind::Requirement)
            items.requirements.insert(i.id);
        else if (i.kind == core::exact::ExactItem::Kind::Home)
            items.homes.insert(i.id);
    }
    return items;
}

BruteResult bruteForce(const core::model::Board& board, const core::rules::RuleSet& rules, const core::model::Map& map, const BruteItems& items)
{
    auto scored = std::make_shared<core::rules::RuleSet>(rules);
    for (auto& r : scored->requirements)
        r.enabled = r.enabled && items.requirements.count(r.id) > 0;
    core::rules::Evaluator evaluator(std::make_shared<const core::model::Board>(board), scored);
    const auto pool = core::rules::TilePool::forMap(map, rules).terrains;
    // What a cell may hold: the pool's kinds, and a locked cell's own kind.
    std::vector<std::vector<TerrainId>> domain(static_cast<size_t>(board.size()));
    for (CellIndex c = 0; c < board.size(); ++c)
        for (int t = 0; t < rules.terrainCount(); ++t)
            if (pool[static_cast<size_t>(t)] > 0 || (map.locked(c) && map.terrain(c) == t))
                domain[static_cast<size_t>(c)].push_back(static_cast<TerrainId>(t));
    BruteResult result;
    core::model::Map m = map;
    std::vector<size_t> digit(static_cast<size_t>(board.size()), 0);
    std::vector<int> used(pool.size());
    std::vector<core::rules::HomeCell> homes;
    for (const auto& h : core::rules::homeCells(rules, board))
        if (items.homes.count(rules.players.players[static_cast<size_t>(h.player)].id) > 0)
            homes.push_back(h);
    for (;;) {
        for (CellIndex c = 0; c < board.size(); ++c)
            m.setTerrain(c, domain[static_cast<size_t>(c)][digit[static_cast<size_t>(c)]]);
        bool valid = true;
        for (CellIndex c : items.locks)
            valid = valid && m.terrain(c) == map.terrain(c);
        for (const auto& h : homes)
            valid = valid && m.terrain(h.cell) == h.kind;
        std::fill(used.begin(), used.end(), 0);
        for (CellIndex c = 0; c < board.size(); ++c)
            ++used[m.terrain(c)];
        for (TerrainId t : items.countedKinds)
            valid = valid && used[t] <= pool[t];
        if (valid) {
            const double s = evaluator.score(m);
            int changes = 0;
            for (CellIndex c = 0; c < board.size(); ++c)
                changes += m.terrain(c) != map.terrain(c) ? 1 : 0;
            if (s < result.best) {
                result.best = s;
                result.map = m;
                result.fewestChanges = changes;
            } else if (s == result.best) {
                result.fewestChanges = std::min(result.fewestChanges, changes);
            }
        }
        size_t i = 0;
        while (i < digit.size() && ++digit[i] == domain[i].size())
            digit[i++] = 0;
        if (i == digit.size())
            return result;
    }
}

} // namespace hexloom::test
