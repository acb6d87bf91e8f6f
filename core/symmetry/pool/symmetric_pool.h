#pragma once
// Whether a rule set's pool can fill a board symmetrically, why not in numbers, the nearest pool
// that can, and a random symmetric filling: what `generate --symmetry` and every search with a
// symmetry mode start from (docs/algorithms.md, "Symmetric maps").
//
// The unlocked orbits take the free pool (the pool minus what locked cells hold), each orbit one
// kind; the kinds of a swap zone only the orbits of that zone (the zone of an orbit's starting
// terrains). Tokens follow: the orbits whose kind takes a token take the free token pool, each
// orbit one number.
#include <string>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/rules/tile_pool.h"
#include "core/run/random.h"
#include "core/symmetry/board_symmetry.h"

namespace hexloom::core::symmetry {

// Throws std::invalid_argument, with one line that names cells (asymmetric locks, an orbit across
// swap zones) or kinds and their counts against the orbit sizes, when `pool` cannot fill the
// unlocked orbits of `start` symmetrically. The token check divides the tokens over the orbits a
// random symmetric filling gives the token-bearing kinds.
void requireSymmetricPool(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool);

struct PoolChange {
    model::TerrainId kind = 0;
    int delta = 0; // tiles added (> 0) or taken away (< 0)
};

struct FittedPool {
    rules::TilePool pool;            // the whole pool (locked cells' tiles included)
    std::vector<PoolChange> changes; // by kind, ascending; empty when `pool` already fitted
};

// The pool nearest to `pool` (tiles moved between kinds of one swap zone, one orbit's worth at a
// time) whose terrains divide over the unlocked orbits. Throws std::invalid_argument as
// requireSymmetricPool does for what moving tiles cannot mend (locks, zones, tokens) or when no
// pool was found.
FittedPool fitPoolToSymmetry(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool);

// "Plains -1, Swamp +1" (the kinds' names), or "none".
std::string describeChanges(const std::vector<PoolChange>& changes, const rules::RuleSet& rules);

// `start` with its unlocked orbits filled at random from `freePool` (rules::freePool of the pool),
// each orbit one terrain and, on token-bearing kinds, one token; locked cells unchanged. Throws as
// requireSymmetricPool does.
model::Map symmetricFill(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& freePool,
                         run::Random& random);

} // namespace hexloom::core::symmetry
