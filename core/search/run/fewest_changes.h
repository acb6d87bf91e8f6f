#pragma once
// A change budget for suggestions: from a search's result, take back as many of its changes to
// the designer's map as can go without making the score worse. The result keeps the tile pool
// (only swaps among the result's unlocked cells), never touches a locked cell, and scores at most
// what the search's result scored. Greedy and exact in its bookkeeping, not optimal: it stops
// when no swap of two changed hexes brings one of them back to the designer's contents at no cost
// in score (docs/benchmarks.md measures how far it gets). With a symmetry (OrbitMoves) it swaps
// whole orbits, so a symmetric result stays symmetric; a hex counts as changed as before, so an
// orbit taken back restores up to as many hexes as it has cells.
#include <chrono>

#include "core/model/map.h"
#include "core/rules/evaluator.h"
#include "core/search/run/orbit_moves.h"

namespace hexloom::core::search {

// Hexes where `a` and `b` differ in terrain or token.
int changedHexes(const model::Map& a, const model::Map& b);

// Returns `result` with as many hexes as the greedy revert finds back to `base`'s contents;
// score(returned) <= score(result) under `evaluator`. `base` and `result` are maps of the
// evaluator's board; `result`'s locks say which cells may move. Each pass restores at least one
// hex or ends the revert, and tries at most 64 partners per hex. At `deadline` the revert stops
// where it is (checked every 64 changed hexes): what it took back so far is kept, the score
// bound still holds. On 250,000 hexes a full revert takes over a minute, so callers bound it.
// With `orbits`, every swap is the trade of the two hexes' whole orbits (`result` symmetric).
model::Map fewestChanges(rules::Evaluator& evaluator, const model::Map& base, const model::Map& result,
                         std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
                         const OrbitMoves* orbits = nullptr);

} // namespace hexloom::core::search
