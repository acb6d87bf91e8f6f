#pragma once
// Per player-value requirement: every player's value, the parts it is made of (one per
// attribute) and the hexes that count for it with their weights. The Fairness dock, `score
// --fairness` and `render --highlight` read it.
#include <string>
#include <utility>
#include <vector>

#include "core/model/map.h"
#include "core/rules/evaluator.h"
#include "core/rules/homes.h"

namespace hexloom::core::rules {

struct PlayerFairness {
    std::string id;
    std::string name;
    double value = 0;
    std::vector<double> parts;                                   // by FairnessReport::attributes
    std::vector<std::pair<model::CellIndex, double>> counted;    // hexes within reach, weight > 0
    std::vector<double> countedValue;                            // per counted hex: weight x its attributes
    bool offender = false;                                       // at an extreme of a too wide spread, or below the minimum
    int rank = 1;                                                // 1 = the highest value; equal values share a rank
    double fromMean = 0;                                         // value - the mean of every player's value
    // Hexes within the weights' reach of its home (counted in steps, whatever they cost) that are
    // dearer than 1 to enter or impassable (players' path_cost): what shortens its reach. Nearest first.
    std::vector<model::CellIndex> obstacles;
    // The indices into `counted` of the (at most) `n` hexes that add most to the value (weight x
    // attributes > 0), largest first, ties in cell order: where the value comes from.
    std::vector<size_t> mostFrom(size_t n) const;
};

struct FairnessReport {
    int requirement = -1; // index in the evaluator
    std::string id;       // "REQ1"
    std::string name;
    bool enabled = true;
    int violations = 0;
    std::vector<std::string> attributes;
    std::vector<PlayerFairness> players;
    // Declared home cells holding another kind than their home tile: each is one violation, so a
    // map with a moved home is never reported as fair.
    std::vector<HomeCell> misplacedHomes;
    double spread() const;
    double mean() const;
    // The player with the lowest (highest) value, the first of equals; -1 without players.
    int lowest() const;
    int highest() const;
    // The attribute whose part of player p lies furthest below the players' mean part (the
    // attribute index and that mean), -1 when no part is below its mean.
    std::pair<int, double> weakestPart(int p) const;
};

// "Player 5 is 7 below the mean (6th of 6): tech 0 against a mean of 1.5; 2 hexes within reach
// slow or block the way (Nebula, Supernova)". English, for the CLI; the editor words it with tr().
std::string explainPlayer(const FairnessReport& report, int p, const RuleSet& rules, const model::Map& map);

// One report per player-value requirement of `eval`, in rule-set order (enabled or not).
std::vector<FairnessReport> fairnessReports(Evaluator& eval, const model::Map& map);

} // namespace hexloom::core::rules
