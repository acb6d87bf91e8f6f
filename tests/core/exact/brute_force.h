#pragma once
// The independent oracle of the exact engine's tests: every map of a board of up to 7 hexes,
// scored by the Evaluator, under any subset of the designer's items (locks, pool counts,
// homes, requirements). It shares nothing with the encoding but the rule of what a cell may hold.
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/exact/exact_item.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

// The names every exact-engine test uses.
using core::model::Board;
using core::model::CellIndex;
using core::model::Map;
using core::model::TerrainId;
using core::rules::RequirementSpec;
using core::rules::RuleSet;

struct BruteItems {
    std::vector<core::model::CellIndex> locks;          // locked cells that hold
    std::set<std::string> homes;                         // players whose home cells hold their home tile
    std::set<core::model::TerrainId> countedKinds;       // kinds whose pool count holds
    std::set<std::string> requirements;                  // requirement ids counted
};

struct BruteResult {
    double best = std::numeric_limits<double>::infinity(); // infinity: no map at all
    std::optional<core::model::Map> map;
    // Fewest hexes changed from the start map among the maps scoring `best`.
    int fewestChanges = std::numeric_limits<int>::max();
};

// A tiny board's problem: the board, its rule set and the start map.
struct TinyTrial {
    core::model::Board board;
    std::shared_ptr<core::rules::RuleSet> rules;
    core::model::Map map;
};

// A kind of a tiny rule set: id, letter, and the name "Kind <id>".
core::rules::Terrain tinyKind(const std::string& id, char letter);

// Every item of the problem held (what ExactEngine assumes).
BruteItems allItems(const core::model::Map& map, const core::rules::RuleSet& rules);
// Only the items of `core`.
BruteItems itemsOf(const std::vector<core::exact::ExactItem>& core);
BruteResult bruteForce(const core::model::Board& board, const core::rules::RuleSet& rules, const core::model::Map& map, const BruteItems& items);

// A tiny Catan: kinds f and g take tokens, d (the desert) none, the pool's numbers three of 2, 3,
// 5, 6, 8, 11; each requirement `candidates` gives (asked at once, with the same generator) is
// required with chance 2/3; up to two locks of a kind and its token, which may break the pool.
TinyTrial randomTokenTrial(std::mt19937& rng, const std::function<std::vector<core::rules::RequirementSpec>(std::mt19937&)>& candidates);
// The best score over every map of kinds and tokens (a token on every hex whose kind takes one,
// none elsewhere, the pool's counts, the locks' kinds and tokens); infinity: none.
double bruteForceTokens(const TinyTrial& t);

struct BruteTally {
    int cores = 0;   // trials with no map reaching the target
    int nonZero = 0; // trials whose optimum is above 0
};
// `rounds` trials made by `make` from one generator seeded with `seed`, each proven with no target
// or a target of 0 or 1: expects every requirement covered, the status, lower bound and best score
// of brute force, and each core a real conflict (by brute force over the core's items alone) and
// minimal (without any one item, a map reaches the target).
BruteTally expectAgreesWithBruteForce(const std::function<TinyTrial(std::mt19937&)>& make, unsigned seed, int rounds);

// Proves `map` with every hex locked (a minute at most): expects the whole rule set covered and
// the proven optimum equal to the Evaluator's score of the map, which it returns.
double expectLockedMapProvenAtItsScore(const std::shared_ptr<const core::model::Board>& board, const std::shared_ptr<const core::rules::RuleSet>& rules,
                                       core::model::Map map);

} // namespace hexloom::test
