#pragma once
// The set-up every exact-engine test repeats, in one place beside brute_force.h: a tiny problem
// (board, kinds, a pool taken from the map, random locks), proven by the engine; the loop that
// holds a token problem's answers against brute force; and a built-in map with its hexes
// shuffled, for the tests that lock every hex and expect the map's own score.
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "brute_force.h"
#include "core/exact/exact_engine.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

// A hexagon of 7 hexes or a 3 x 2 rectangle (chosen by `rng`), a rule set named `name` with one
// kind per id ("Kind <id>", letters from `firstLetter`), the ids in `water` water; no pool, map
// or requirement yet.
TinyTrial tinyTrial(std::mt19937& rng, const std::string& name, const std::vector<std::string>& ids, char firstLetter = 'A',
                    const std::vector<std::string>& water = {});
// Finalizes the rules, fills the map with the kinds `pick` draws, one per hex, and makes the pool
// their counts.
void fillPool(TinyTrial& t, std::mt19937& rng, const std::function<TerrainId(std::mt19937&)>& pick);
// Up to maxLocks - 1 random hexes locked to random kinds (which may break the pool: a core to find).
void lockSome(TinyTrial& t, std::mt19937& rng, int maxLocks);
// The engine's answer on the trial (10 s limit).
core::exact::ProofAnswer proveTrial(const TinyTrial& t, std::optional<int> target);

struct TokenTally {
    int infeasible = 0, optimal = 0, nonZero = 0, cores = 0;
    int holding = 0; // trials whose rules hold the requirement asked for
};
// `rounds` token trials (randomTokenTrial with `candidates`, then `adjust`), each proven with no
// target or a target of 0 or 1: expects every requirement covered and the status, lower bound
// and best score of brute force (bruteForceTokens), a core minimal, and the best map's tokens
// exactly on the hexes whose kinds take one. Counts the trials holding requirement `id`.
TokenTally expectTokenTrialsAgree(std::mt19937& rng, int rounds, const std::string& id,
                                  const std::function<std::vector<RequirementSpec>(std::mt19937&)>& candidates,
                                  const std::function<void(TinyTrial&, std::mt19937&)>& adjust = {});

// A built-in rule set and map whose requirement `id` has type `type` (a test failure otherwise).
struct BuiltinCase {
    std::shared_ptr<RuleSet> rules;
    std::shared_ptr<const Board> board;
    Map map;
};
BuiltinCase builtinCase(const std::string& rules, const std::string& map, const std::string& id, const std::string& type);

// `map` with its hexes' kinds and tokens moved together to a random permutation of the hexes.
Map shuffledHexes(const Map& map, std::mt19937& rng);

} // namespace hexloom::test
