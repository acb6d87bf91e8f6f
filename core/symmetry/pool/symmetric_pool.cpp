#include "core/symmetry/pool/symmetric_pool.h"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <utility>

#include "core/symmetry/map_symmetry.h"
#include "core/symmetry/pool/orbit_division.h"

namespace hexloom::core::symmetry {

using model::CellIndex;
using model::TerrainId;

namespace {

// The unlocked orbits by swap zone (the zone of their cells' starting terrains).
struct FreeOrbits {
    std::vector<std::vector<int>> byZone; // orbit ids
};

std::string modeText(const BoardSymmetry& s) { return std::string(modeName(s.mode())); }

FreeOrbits freeOrbits(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules)
{
    if (const auto cells = asymmetricLocks(symmetry, start); !cells.empty())
        throw std::invalid_argument("the locks are not " + modeText(symmetry) + " symmetric: lock every cell of an orbit with one kind, or none (" +
                                    std::to_string(cells.size()) + " cells: " + describeCells(board, cells) + ")");
    FreeOrbits free;
    free.byZone.resize(static_cast<size_t>(std::max(1, rules.zoneCount())));
    for (int o = 0; o < symmetry.orbitCount(); ++o) {
        const auto cells = symmetry.orbit(o);
        if (start.locked(cells[0]))
            continue;
        const int zone = rules.zone(start.terrain(cells[0]));
        for (const CellIndex c : cells)
            if (rules.zone(start.terrain(c)) != zone)
                throw std::invalid_argument("an orbit of the " + modeText(symmetry) + " symmetry spans the swap zones \"" + rules.zoneName(zone) +
                                            "\" and \"" + rules.zoneName(rules.zone(start.terrain(c))) + "\" (" +
                                            describeCells(board, cells) + "): make the zones' positions symmetric");
        free.byZone[static_cast<size_t>(zone)].push_back(o);
    }
    return free;
}

std::vector<int> sizesOf(const BoardSymmetry& symmetry, const std::vector<int>& orbits)
{
    std::vector<int> sizes;
    for (const int o : orbits)
        sizes.push_back(symmetry.orbitSize(o));
    return sizes;
}

// The terrain counts of `zone` (other kinds at 0).
std::vector<int> zoneCounts(const rules::TilePool& free, const rules::RuleSet& rules, int zone)
{
    std::vector<int> counts(free.terrains.size(), 0);
    for (size_t t = 0; t < counts.size(); ++t)
        if (rules.zone(static_cast<TerrainId>(t)) == zone)
            counts[t] = free.terrains[t];
    return counts;
}

std::string orbitsText(int n, int size) { return std::to_string(n) + (size == 1 ? (n == 1 ? " fixed cell" : " fixed cells") : " orbits of " + std::to_string(size) + " cells"); }

// The numbers of a check that did not fit, with the values named by `name`.
PoolMisfit misfitOf(const BoardSymmetry& symmetry, const DivisionCheck& check, const std::vector<int>& counts, bool tokens,
                    const std::function<std::string(int)>& name)
{
    PoolMisfit m{symmetry.mode(), tokens, {}, check.nextSize, check.size, check.needed, check.available};
    for (const int v : check.misfits)
        m.values.push_back({name(v), counts[static_cast<size_t>(v)]});
    return m;
}

// One line: which values do not divide, in numbers.
std::string englishOf(const PoolMisfit& m)
{
    std::string list;
    for (const PoolMisfit::Value& v : m.values)
        list += std::string(list.empty() ? "" : ", ") + (m.tokens ? "token " : "") + v.name + " (" + std::to_string(v.count) + ")";
    const bool one = m.values.size() == 1;
    const std::string noun = m.tokens ? "number" : "kind";
    return "the " + std::string(m.tokens ? "number tokens" : "pool") + " cannot be " + std::string(modeName(m.mode)) + " symmetric: " +
           std::to_string(m.values.size()) + " " + noun + (one ? " has a count that is" : "s have counts that are") + " not a multiple of " +
           std::to_string(m.nextSize) + " (" + list + ") and need " + orbitsText(m.needed, m.size) + ", but the board has " +
           (m.available == 0 ? "none" : std::to_string(m.available)) + " free (use --symmetry-pool fit, or the soft symmetry requirement)";
}

std::string kindName(const rules::RuleSet& rules, int t) { return rules.terrains[static_cast<size_t>(t)].name; }

void requireTerrainsDivide(const BoardSymmetry& symmetry, const FreeOrbits& free, const rules::RuleSet& rules, const rules::TilePool& pool)
{
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int> counts = zoneCounts(pool, rules, static_cast<int>(z));
        const DivisionCheck check = checkDivision(counts, sizesOf(symmetry, free.byZone[z]));
        if (!check.fits)
            throw PoolRefusal(misfitOf(symmetry, check, counts, false, [&](int t) { return kindName(rules, t); }));
    }
}

// Fills the terrains of the free orbits; returns the orbits that take a token.
std::vector<int> fillTerrains(const BoardSymmetry& symmetry, const FreeOrbits& free, const rules::RuleSet& rules, const rules::TilePool& pool,
                              model::Map& map, run::Random& random)
{
    std::vector<int> bearers;
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int>& orbits = free.byZone[z];
        const std::vector<int> kinds = assignValues(zoneCounts(pool, rules, static_cast<int>(z)), sizesOf(symmetry, orbits), random);
        for (size_t i = 0; i < orbits.size(); ++i) {
            const auto t = static_cast<TerrainId>(kinds[i]);
            for (const CellIndex c : symmetry.orbit(orbits[i])) {
                map.setTerrain(c, t);
                map.setToken(c, model::kNoToken);
            }
            if (rules.takesToken(t))
                bearers.push_back(orbits[i]);
        }
    }
    std::sort(bearers.begin(), bearers.end());
    return bearers;
}

// The orbits of the token-bearing kinds when they take the coarsest orbits a filling can give
// them (assignCoarse with those kinds first): the sizes the tokens must divide over in any filling.
std::vector<int> coarseBearerSizes(const BoardSymmetry& symmetry, const FreeOrbits& free, const rules::RuleSet& rules, const rules::TilePool& pool)
{
    std::vector<int> sizes;
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int> counts = zoneCounts(pool, rules, static_cast<int>(z));
        std::vector<int> order; // kinds, the token-bearing ones first
        for (const bool bearing : {true, false})
            for (size_t t = 0; t < counts.size(); ++t)
                if (rules.takesToken(static_cast<TerrainId>(t)) == bearing)
                    order.push_back(static_cast<int>(t));
        std::vector<int> ordered;
        for (const int t : order)
            ordered.push_back(counts[static_cast<size_t>(t)]);
        const std::vector<int>& orbits = free.byZone[z];
        const std::vector<int> kinds = assignCoarse(ordered, sizesOf(symmetry, orbits));
        for (size_t i = 0; i < orbits.size(); ++i)
            if (rules.takesToken(static_cast<TerrainId>(order[static_cast<size_t>(kinds[i])])))
                sizes.push_back(symmetry.orbitSize(orbits[i]));
    }
    return sizes;
}

void requireTokenCount(const rules::TilePool& pool, const std::vector<int>& sizes)
{
    int cells = 0;
    for (const int s : sizes)
        cells += s;
    if (cells != pool.tokenTotal())
        throw std::invalid_argument("the free pool has " + std::to_string(pool.tokenTotal()) + " number tokens for " + std::to_string(cells) +
                                    " unlocked token-bearing hexes");
}

void fillTokens(const BoardSymmetry& symmetry, const std::vector<int>& bearers, const rules::TilePool& pool, model::Map& map, run::Random& random)
{
    if (pool.tokenTotal() == 0)
        return;
    const std::vector<int> sizes = sizesOf(symmetry, bearers);
    requireTokenCount(pool, sizes);
    const DivisionCheck check = checkDivision(pool.tokens, sizes);
    if (!check.fits)
        throw PoolRefusal(misfitOf(symmetry, check, pool.tokens, true, [](int n) { return std::to_string(n); }));
    const std::vector<int> numbers = assignValues(pool.tokens, sizes, random);
    for (size_t i = 0; i < bearers.size(); ++i)
        for (const CellIndex c : symmetry.orbit(bearers[i]))
            map.setToken(c, static_cast<model::Token>(numbers[i]));
}

// Moves tokens between the numbers of `fitted`'s pool until its free tokens divide over the
// coarsest orbits of the token-bearing kinds (its terrains already fit).
void fitTokens(const BoardSymmetry& symmetry, const FreeOrbits& free, const model::Map& start, const rules::RuleSet& rules, FittedPool& fitted)
{
    const rules::TilePool freeNow = rules::freePool(start, rules, fitted.pool);
    if (freeNow.tokenTotal() == 0)
        return;
    const std::vector<int> sizes = coarseBearerSizes(symmetry, free, rules, freeNow);
    requireTokenCount(freeNow, sizes);
    if (checkDivision(freeNow.tokens, sizes).fits)
        return;
    const std::vector<int> near = nearestDivisible(freeNow.tokens, sizes, [](int number) { return number > 0; });
    if (near.empty())
        throw std::invalid_argument("no token pool near the rule set's divides over the " + modeText(symmetry) + " orbits of the token-bearing kinds");
    for (size_t n = 0; n < near.size(); ++n)
        fitted.pool.tokens[n] += near[n] - freeNow.tokens[n];
}

} // namespace

void requireSymmetricPool(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool)
{
    run::Random random(1);
    symmetricFill(board, symmetry, start, rules, rules::freePool(start, rules, pool), random);
}

model::Map symmetricFill(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& freePool,
                         run::Random& random)
{
    const FreeOrbits free = freeOrbits(board, symmetry, start, rules);
    requireTerrainsDivide(symmetry, free, rules, freePool);
    model::Map map = start;
    const std::vector<int> bearers = fillTerrains(symmetry, free, rules, freePool, map, random);
    fillTokens(symmetry, bearers, freePool, map, random);
    return map;
}

FittedPool fitPoolToSymmetry(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool)
{
    const FreeOrbits free = freeOrbits(board, symmetry, start, rules);
    const rules::TilePool freePool = rules::freePool(start, rules, pool);
    FittedPool fitted{pool, {}, {}};
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int> counts = zoneCounts(freePool, rules, static_cast<int>(z));
        const std::vector<int> sizes = sizesOf(symmetry, free.byZone[z]);
        if (checkDivision(counts, sizes).fits)
            continue;
        const auto inZone = [&](int t) { return rules.zone(static_cast<TerrainId>(t)) == static_cast<int>(z); };
        std::vector<int> near;
        // With tokens, tiles move between token-bearing kinds first: the bearers stay as many as
        // the tokens.
        if (freePool.tokenTotal() > 0)
            near = nearestDivisible(counts, sizes, [&](int t) { return inZone(t) && rules.takesToken(static_cast<TerrainId>(t)); });
        if (near.empty())
            near = nearestDivisible(counts, sizes, inZone);
        if (near.empty())
            throw std::invalid_argument("no pool near the rule set's divides over the " + modeText(symmetry) + " orbits of zone \"" +
                                        rules.zoneName(static_cast<int>(z)) + "\"");
        for (size_t t = 0; t < near.size(); ++t)
            fitted.pool.terrains[t] += near[t] - counts[t];
    }
    for (size_t t = 0; t < pool.terrains.size(); ++t)
        if (fitted.pool.terrains[t] != pool.terrains[t])
            fitted.changes.push_back({static_cast<TerrainId>(t), fitted.pool.terrains[t] - pool.terrains[t]});
    fitTokens(symmetry, free, start, rules, fitted);
    for (size_t n = 0; n < pool.tokens.size(); ++n)
        if (fitted.pool.tokens[n] != pool.tokens[n])
            fitted.tokenChanges.push_back({static_cast<model::Token>(n), fitted.pool.tokens[n] - pool.tokens[n]});
    return fitted;
}

std::string describeChanges(const std::vector<PoolChange>& changes, const rules::RuleSet& rules)
{
    std::string text;
    for (const PoolChange& c : changes)
        text += (text.empty() ? "" : ", ") + rules.terrains[c.kind].name + " " + (c.delta > 0 ? "+" : "") + std::to_string(c.delta);
    return text.empty() ? "none" : text;
}

std::string describeChanges(const FittedPool& fitted, const rules::RuleSet& rules)
{
    std::string tokens;
    for (const TokenChange& c : fitted.tokenChanges)
        tokens += (tokens.empty() ? "token " : ", token ") + std::to_string(c.number) + " " + (c.delta > 0 ? "+" : "") + std::to_string(c.delta);
    if (tokens.empty())
        return describeChanges(fitted.changes, rules);
    return fitted.changes.empty() ? tokens : describeChanges(fitted.changes, rules) + "; " + tokens;
}

void adoptPool(rules::RuleSet& rules, const FittedPool& fitted)
{
    rules.pool = fitted.pool.terrains;
    if (fitted.tokenChanges.empty())
        return; // the rule set's own token pool (or the map's tokens) fits as it is
    rules.tokenPool.clear();
    for (size_t n = 0; n < fitted.pool.tokens.size(); ++n)
        rules.tokenPool.insert(rules.tokenPool.end(), static_cast<size_t>(fitted.pool.tokens[n]), static_cast<int>(n));
}

PoolRefusal::PoolRefusal(PoolMisfit misfit) : std::invalid_argument(englishOf(misfit)), misfit_(std::move(misfit)) {}

} // namespace hexloom::core::symmetry
