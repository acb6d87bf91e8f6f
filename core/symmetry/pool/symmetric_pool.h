#pragma once
// Whether a rule set's pool can fill a board symmetrically, why not in numbers, the nearest pool
// that can, and a random symmetric filling: what `generate --symmetry` and every search with a
// symmetry mode start from (docs/algorithms.md, "Symmetric maps").
//
// The unlocked orbits take the free pool (the pool minus what locked cells hold), each orbit one
// kind; the kinds of a swap zone only the orbits of that zone (the zone of an orbit's starting
// terrains). Tokens follow: the orbits whose kind takes a token take the free token pool, each
// orbit one number.
#include <stdexcept>
#include <string>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/rules/tile_pool.h"
#include "core/run/random.h"
#include "core/symmetry/board_symmetry.h"
#include "core/symmetry/symmetry_mode.h"

namespace hexloom::core::symmetry {

// The numbers of a pool that cannot divide over the orbits (DivisionCheck, worded): what the
// editor words again, translated (PoolRefusal). English in what().
struct PoolMisfit {
    SymmetryMode mode = SymmetryMode::None;
    bool tokens = false; // number tokens (names are numbers) rather than the pool's kinds
    struct Value {
        std::string name; // the kind's name, or the token's number
        int count = 0;
    };
    std::vector<Value> values; // the values whose counts are not a multiple of nextSize
    int nextSize = 0;
    int size = 0;      // the orbits they need: `needed` of `size` cells (1: fixed cells)
    int needed = 0;
    int available = 0; // and how many of those the board has free
};

class PoolRefusal : public std::invalid_argument {
public:
    explicit PoolRefusal(PoolMisfit misfit);
    const PoolMisfit& misfit() const { return misfit_; }

private:
    PoolMisfit misfit_;
};

// Throws std::invalid_argument, with one line that names cells (asymmetric locks, an orbit across
// swap zones) or kinds and their counts against the orbit sizes, when `pool` cannot fill the
// unlocked orbits of `start` symmetrically (PoolRefusal when counts do not divide). The token check divides the tokens over the orbits a
// random symmetric filling gives the token-bearing kinds.
void requireSymmetricPool(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool);

struct PoolChange {
    model::TerrainId kind = 0;
    int delta = 0; // tiles added (> 0) or taken away (< 0)
};

struct TokenChange {
    model::Token number = 0;
    int delta = 0; // tokens of this number added (> 0) or taken away (< 0)
};

struct FittedPool {
    rules::TilePool pool;                   // the whole pool (locked cells' tiles and tokens included)
    std::vector<PoolChange> changes;        // by kind, ascending; empty when the kinds already fitted
    std::vector<TokenChange> tokenChanges;  // by number, ascending; empty when the tokens already fitted
};

// The pool nearest to `pool` whose terrains divide over the unlocked orbits (tiles moved between
// kinds of one swap zone, one orbit's worth at a time) and whose number tokens divide over the
// orbits of the token-bearing kinds (tokens moved between numbers the pool has, likewise). The
// tokens are fitted to the coarsest orbits a symmetric filling can give those kinds
// (assignCoarse), so every filling takes them. Throws std::invalid_argument as
// requireSymmetricPool does for what moving tiles cannot mend (locks, zones, a token count that is
// not the bearers' count) or when no pool was found.
FittedPool fitPoolToSymmetry(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& pool);

// "Plains -1, Swamp +1" (the kinds' names), or "none".
std::string describeChanges(const std::vector<PoolChange>& changes, const rules::RuleSet& rules);
// The kinds' changes, then the tokens' ("Desert -1, Wheat +1; token 2 -1, token 12 +1"), or "none".
std::string describeChanges(const FittedPool& fitted, const rules::RuleSet& rules);

// `rules` taking the fitted pool: its tile pool and, when the game has tokens, its token pool.
void adoptPool(rules::RuleSet& rules, const FittedPool& fitted);

// `start` with its unlocked orbits filled at random from `freePool` (rules::freePool of the pool),
// each orbit one terrain and, on token-bearing kinds, one token; locked cells unchanged. Throws as
// requireSymmetricPool does.
model::Map symmetricFill(const model::Board& board, const BoardSymmetry& symmetry, const model::Map& start, const rules::RuleSet& rules, const rules::TilePool& freePool,
                         run::Random& random);

} // namespace hexloom::core::symmetry
