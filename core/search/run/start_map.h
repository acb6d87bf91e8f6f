#pragma once
// Where a run starts: the problem's map made consistent with the tile pool (the rule set's pool,
// or the map's own tiles), and random starts that keep locked cells.
#include <vector>

#include "core/run/random.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/rules/tile_pool.h"

namespace hexloom::core::search {

struct FittedStart {
    model::Map map;                          // every cell holds a tile of the pool; locks as given
    rules::TilePool freePool;                // what the unlocked cells hold between them
    std::vector<model::CellIndex> unlocked;  // ascending
    // When the rule set has swap zones: the unlocked cells by zone (RuleSet::zone), ascending;
    // moves never change a cell's zone. Empty without zones (every unlocked cell is a partner).
    std::vector<std::vector<model::CellIndex>> unlockedByZone;
};

// Keeps every unlocked tile (and token) the free pool still has, fills the other unlocked cells
// with the rest of their zone's tiles in random order (empty cells are in the main zone), and
// puts tokens only on token-bearing terrains; a start that already holds the free pool is taken
// as it is after one counting pass, drawing nothing from `random`. Throws
// std::invalid_argument (the tile_pool message) when the locks are impossible, or when the tokens
// left do not match the unlocked token-bearing hexes.
FittedStart fitToPool(const model::Map& start, const rules::RuleSet& rules, run::Random& random);

// Throws std::invalid_argument ("nothing to search: ...") when the unlocked cells of `start` can
// hold the free pool in only one way: every hex locked, or every unlocked hex bound to the same
// tile and token, or every swap zone's unlocked hexes bound to one kind (tiles move only within
// their zone). A run would otherwise spin until its time limit and report success. Assumes the
// locks fit the pool (rules::freePool's check comes first).
void requireSomethingToSearch(const model::Map& start, const rules::RuleSet& rules);
// The same for a start fitToPool() has fitted (its unlocked cells and free pool, not counted again).
void requireSomethingToSearch(const FittedStart& fitted, const rules::RuleSet& rules);

// Randomises the unlocked cells' terrains among themselves, each zone's among its own cells (see
// RuleSet::zone: harbour kinds stay on harbour positions), then their tokens among the unlocked
// token-bearing hexes; locked cells and the pool are untouched.
void shuffleUnlocked(model::Map& map, const std::vector<model::CellIndex>& unlocked, const rules::RuleSet& rules, run::Random& random);

// Whether any cell of the pool carries a number token (then swaps work by layer, see swap.h).
bool poolHasTokens(const rules::TilePool& pool);

} // namespace hexloom::core::search
