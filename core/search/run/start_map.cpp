#include "core/search/run/start_map.h"

#include <algorithm>
#include <array>
#include <string>

#include "core/text/text_error.h"

namespace hexloom::core::search {

namespace {

// Unlocked cells keep what the pool still has; the rest get the remaining items, shuffled.
template <class Get, class Set>
void fillLayer(const std::vector<model::CellIndex>& cells, std::vector<int> remaining, Get get, Set set, run::Random& random)
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

// The cells of `cells` whose terrain is of zone z.
std::vector<model::CellIndex> inZone(const std::vector<model::CellIndex>& cells, const model::Map& map, const rules::RuleSet& rules, int z)
{
    std::vector<model::CellIndex> out;
    for (model::CellIndex c : cells)
        if (rules.zone(map.terrain(c)) == z)
            out.push_back(c);
    return out;
}

// The counts of zone z's terrains (the others 0).
std::vector<int> zonePart(std::vector<int> counts, const rules::RuleSet& rules, int z)
{
    for (size_t t = 0; t < counts.size(); ++t)
        if (rules.zone(static_cast<model::TerrainId>(t)) != z)
            counts[t] = 0;
    return counts;
}

// How many different items the cells share out: each kind with a count, plus "empty" when the
// pool leaves some of the cells without an item.
int kindsOver(const std::vector<int>& counts, int cells)
{
    int kinds = 0, total = 0;
    for (int n : counts) {
        kinds += n > 0 ? 1 : 0;
        total += n;
    }
    return kinds + (cells > total ? 1 : 0);
}

// Whether the free terrains can be arranged in two ways: two kinds (or a kind and empty cells) in
// one swap zone, since a tile only ever moves within its zone.
bool terrainsCanMove(const rules::TilePool& free, int unlocked, const rules::RuleSet& rules)
{
    if (!rules.hasZones())
        return kindsOver(free.terrains, unlocked) > 1;
    std::vector<int> kinds(static_cast<size_t>(rules.zoneCount()), 0);
    int total = 0;
    for (size_t t = 0; t < free.terrains.size(); ++t)
        if (free.terrains[t] > 0) {
            ++kinds[static_cast<size_t>(rules.zone(static_cast<model::TerrainId>(t)))];
            total += free.terrains[t];
        }
    kinds[0] += unlocked > total ? 1 : 0; // empty cells are in the main zone
    return std::any_of(kinds.begin(), kinds.end(), [](int n) { return n > 1; });
}
} // namespace

void requireSomethingToSearch(const model::Map& start, const rules::RuleSet& rules)
{
    FittedStart f;
    for (model::CellIndex c = 0; c < start.size(); ++c)
        if (!start.locked(c))
            f.unlocked.push_back(c);
    if (f.unlocked.empty()) // before the pool's checks, as fitToPool's callers see it
        requireSomethingToSearch(f, rules);
    f.freePool = rules::freePool(start, rules, rules::TilePool::forMap(start, rules));
    requireSomethingToSearch(f, rules);
}

void requireSomethingToSearch(const FittedStart& fitted, const rules::RuleSet& rules)
{
    const int unlocked = static_cast<int>(fitted.unlocked.size());
    if (unlocked == 0)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "nothing to search: every hex of the map is locked; unlock the hexes the search may change")});
    const rules::TilePool& free = fitted.freePool;
    if (terrainsCanMove(free, unlocked, rules) || kindsOver(free.tokens, free.tokenTotal()) > 1)
        return;
    if (rules.hasZones() && kindsOver(free.terrains, unlocked) > 1)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "nothing to search: the %1 unlocked hexes hold one kind of tile per swap zone, "
                                                                   "and tiles move only within their zone; unlock hexes of other terrains"),
                               {{std::to_string(unlocked)}}});
    // One pattern per number (not "hex(es)"): the CLI's English reads as before.
    throw text::TextError({unlocked == 1 ? QT_TRANSLATE_NOOP("hexloom::core", "nothing to search: the %1 unlocked hex can hold the free tiles in "
                                                                              "only one way; unlock hexes of other terrains")
                                         : QT_TRANSLATE_NOOP("hexloom::core", "nothing to search: the %1 unlocked hexes can hold the free tiles in "
                                                                              "only one way; unlock hexes of other terrains"),
                           {{std::to_string(unlocked)}}});
}

bool poolHasTokens(const rules::TilePool& pool) { return pool.tokenTotal() > 0; }

namespace {
// Whether the general fill below would keep every unlocked cell as it is: no unlocked hex empty,
// their terrains exactly the free pool's (then every zone's too, a zone being a set of terrains),
// and, when the pool has tokens, no token on an unlocked hex that takes none and the tokens of
// those that take one exactly the free pool's. The fill then changes nothing and draws nothing
// from the generator (it shuffles no items), so skipping it gives the same start and run. A
// counting pass without allocation.
bool keepsEveryCell(const model::Map& start, const rules::RuleSet& rules, const FittedStart& f, bool tokens)
{
    // Without a pool of its own the rule set's pool is the map's tiles, and freePool() accepted
    // them only if every hex holds a terrain of the rule set: the unlocked hexes hold exactly the
    // free tiles. Only tokens can then be out of place.
    if (!rules.hasPool() && !tokens)
        return true;
    std::array<int, 256> terrainsLeft{}, tokensLeft{};
    const rules::TilePool& free = f.freePool;
    if (free.terrains.size() > terrainsLeft.size() || free.tokens.size() > tokensLeft.size())
        return false;
    std::copy(free.terrains.begin(), free.terrains.end(), terrainsLeft.begin());
    std::copy(free.tokens.begin(), free.tokens.end(), tokensLeft.begin());
    const auto terrainKinds = static_cast<int>(free.terrains.size());
    bool fits = true;
    for (const model::CellIndex c : f.unlocked) {
        const model::TerrainId t = start.terrain(c);
        fits = fits && t < terrainKinds && --terrainsLeft[t] >= 0; // kNoTerrain (255) is never a kind here
        if (!tokens)
            continue;
        const model::Token k = start.token(c);
        fits = fits && (rules.takesToken(t) ? k > 0 && --tokensLeft[static_cast<size_t>(k)] >= 0 : k == model::kNoToken);
    }
    // Each count reached 0 without going below it: as many cells as tiles of each kind.
    for (size_t t = 0; fits && t < free.terrains.size(); ++t)
        fits = terrainsLeft[t] == 0;
    for (size_t k = 0; fits && tokens && k < free.tokens.size(); ++k)
        fits = tokensLeft[k] == 0;
    return fits;
}

void fillTerrains(FittedStart& f, const rules::RuleSet& rules, run::Random& random)
{
    model::Map& m = f.map;
    // Zone by zone (one pass when the rule set has none): a cell keeps its zone, see RuleSet::zone.
    for (int z = 0; z < rules.zoneCount(); ++z) {
        const auto cells = rules.hasZones() ? inZone(f.unlocked, m, rules, z) : f.unlocked;
        fillLayer(cells, zonePart(f.freePool.terrains, rules, z),
                  [&](model::CellIndex c) { return m.terrain(c) == model::kNoTerrain ? -1 : int(m.terrain(c)); },
                  [&](model::CellIndex c, int v) { m.setTerrain(c, static_cast<model::TerrainId>(v)); }, random);
    }
}

void fillTokens(FittedStart& f, const rules::RuleSet& rules, run::Random& random)
{
    model::Map& m = f.map;
    std::vector<model::CellIndex> bearers;
    for (model::CellIndex c : f.unlocked) {
        if (rules.takesToken(m.terrain(c)))
            bearers.push_back(c);
        else
            m.setToken(c, model::kNoToken);
    }
    if (static_cast<int>(bearers.size()) != f.freePool.tokenTotal())
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "the free pool has %1 number tokens for %2 unlocked hexes that take one"),
                               {{std::to_string(f.freePool.tokenTotal())}, {std::to_string(bearers.size())}}});
    fillLayer(bearers, f.freePool.tokens, [&](model::CellIndex c) { return m.token(c) > 0 ? int(m.token(c)) : -1; },
              [&](model::CellIndex c, int v) { m.setToken(c, static_cast<model::Token>(v)); }, random);
}
} // namespace

FittedStart fitToPool(const model::Map& start, const rules::RuleSet& rules, run::Random& random)
{
    FittedStart f;
    f.freePool = rules::freePool(start, rules, rules::TilePool::forMap(start, rules));
    f.map = start;
    f.unlocked.reserve(static_cast<size_t>(start.size()));
    const uint8_t* locks = start.locks().data();
    for (model::CellIndex c = 0; c < start.size(); ++c)
        if (!locks[c])
            f.unlocked.push_back(c);
    const bool tokens = poolHasTokens(f.freePool);
    if (!keepsEveryCell(start, rules, f, tokens)) {
        fillTerrains(f, rules, random);
        if (tokens)
            fillTokens(f, rules, random);
    }
    if (rules.hasZones()) {
        f.unlockedByZone.resize(static_cast<size_t>(rules.zoneCount()));
        for (model::CellIndex c : f.unlocked)
            f.unlockedByZone[static_cast<size_t>(rules.zone(f.map.terrain(c)))].push_back(c);
    }
    return f;
}

namespace {
// Shuffles the terrains of each zone among the places that zone's terrains hold in the list.
void shuffleWithinZones(std::vector<model::TerrainId>& terrains, const rules::RuleSet& rules, run::Random& random)
{
    for (int z = 0; z < rules.zoneCount(); ++z) {
        std::vector<size_t> places;
        std::vector<model::TerrainId> kinds;
        for (size_t i = 0; i < terrains.size(); ++i)
            if (rules.zone(terrains[i]) == z) {
                places.push_back(i);
                kinds.push_back(terrains[i]);
            }
        random.shuffle(kinds);
        for (size_t k = 0; k < places.size(); ++k)
            terrains[places[k]] = kinds[k];
    }
}
} // namespace

void shuffleUnlocked(model::Map& map, const std::vector<model::CellIndex>& unlocked, const rules::RuleSet& rules, run::Random& random)
{
    std::vector<model::TerrainId> terrains;
    std::vector<model::Token> tokens;
    for (model::CellIndex c : unlocked) {
        terrains.push_back(map.terrain(c));
        if (map.token(c) > 0)
            tokens.push_back(map.token(c));
    }
    if (rules.hasZones())
        shuffleWithinZones(terrains, rules, random);
    else
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

} // namespace hexloom::core::search
