#include "core/symmetry/pool/symmetric_pool.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

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

// One line: which values do not divide, in numbers. `what` is "pool" or "number tokens", `noun`
// what a value is ("kind", "number").
std::string shortMessage(const BoardSymmetry& symmetry, const DivisionCheck& check, const std::vector<int>& counts, const std::string& what,
                         const std::string& noun, const std::function<std::string(int)>& name)
{
    std::string list;
    for (const int v : check.misfits)
        list += (list.empty() ? "" : ", ") + name(v) + " (" + std::to_string(counts[static_cast<size_t>(v)]) + ")";
    const bool one = check.misfits.size() == 1;
    return "the " + what + " cannot be " + modeText(symmetry) + " symmetric: " + std::to_string(check.misfits.size()) + " " + noun +
           (one ? " has a count that is" : "s have counts that are") + " not a multiple of " + std::to_string(check.nextSize) + " (" + list +
           ") and need " + orbitsText(check.needed, check.size) + ", but the board has " +
           (check.available == 0 ? "none" : std::to_string(check.available)) + " free (use --symmetry-pool fit, or the soft symmetry requirement)";
}

void requireTerrainsDivide(const BoardSymmetry& symmetry, const FreeOrbits& free, const rules::RuleSet& rules, const rules::TilePool& pool)
{
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int> counts = zoneCounts(pool, rules, static_cast<int>(z));
        const DivisionCheck check = checkDivision(counts, sizesOf(symmetry, free.byZone[z]));
        if (!check.fits)
            throw std::invalid_argument(shortMessage(symmetry, check, counts, "pool", "kind", [&](int t) { return rules.terrains[static_cast<size_t>(t)].name; }));
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

void fillTokens(const BoardSymmetry& symmetry, const std::vector<int>& bearers, const rules::TilePool& pool, model::Map& map, run::Random& random)
{
    if (pool.tokenTotal() == 0)
        return;
    const std::vector<int> sizes = sizesOf(symmetry, bearers);
    int cells = 0;
    for (const int s : sizes)
        cells += s;
    if (cells != pool.tokenTotal())
        throw std::invalid_argument("the free pool has " + std::to_string(pool.tokenTotal()) + " number tokens for " + std::to_string(cells) +
                                    " unlocked token-bearing hexes");
    const DivisionCheck check = checkDivision(pool.tokens, sizes);
    if (!check.fits)
        throw std::invalid_argument(shortMessage(symmetry, check, pool.tokens, "number tokens", "number",
                                                 [](int n) { return "token " + std::to_string(n); }));
    const std::vector<int> numbers = assignValues(pool.tokens, sizes, random);
    for (size_t i = 0; i < bearers.size(); ++i)
        for (const CellIndex c : symmetry.orbit(bearers[i]))
            map.setToken(c, static_cast<model::Token>(numbers[i]));
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
    FittedPool fitted{pool, {}};
    for (size_t z = 0; z < free.byZone.size(); ++z) {
        const std::vector<int> counts = zoneCounts(freePool, rules, static_cast<int>(z));
        const std::vector<int> sizes = sizesOf(symmetry, free.byZone[z]);
        if (checkDivision(counts, sizes).fits)
            continue;
        const std::vector<int> near = nearestDivisible(counts, sizes, [&](int t) { return rules.zone(static_cast<TerrainId>(t)) == static_cast<int>(z); });
        if (near.empty())
            throw std::invalid_argument("no pool near the rule set's divides over the " + modeText(symmetry) + " orbits of zone \"" +
                                        rules.zoneName(static_cast<int>(z)) + "\"");
        for (size_t t = 0; t < near.size(); ++t)
            fitted.pool.terrains[t] += near[t] - counts[t];
    }
    for (size_t t = 0; t < pool.terrains.size(); ++t)
        if (fitted.pool.terrains[t] != pool.terrains[t])
            fitted.changes.push_back({static_cast<TerrainId>(t), fitted.pool.terrains[t] - pool.terrains[t]});
    return fitted;
}

std::string describeChanges(const std::vector<PoolChange>& changes, const rules::RuleSet& rules)
{
    std::string text;
    for (const PoolChange& c : changes)
        text += (text.empty() ? "" : ", ") + rules.terrains[c.kind].name + " " + (c.delta > 0 ? "+" : "") + std::to_string(c.delta);
    return text.empty() ? "none" : text;
}

} // namespace hexloom::core::symmetry
