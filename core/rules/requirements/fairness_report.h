#pragma once
// Per player-value requirement: every player's value, the parts it is made of (one per
// attribute) and the hexes that count for it with their weights. The Fairness dock, `score
// --fairness` and `render --highlight` read it.
#include <string>
#include <utility>
#include <vector>

#include "core/model/map.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::rules {

struct PlayerFairness {
    std::string id;
    std::string name;
    double value = 0;
    std::vector<double> parts;                                   // by FairnessReport::attributes
    std::vector<std::pair<model::CellIndex, double>> counted;    // hexes within reach, weight > 0
    std::vector<double> countedValue;                            // per counted hex: weight x its attributes
    bool offender = false;                                       // at an extreme of a too wide spread, or below the minimum
};

struct FairnessReport {
    int requirement = -1; // index in the evaluator
    std::string id;       // "REQ1"
    std::string name;
    bool enabled = true;
    int violations = 0;
    std::vector<std::string> attributes;
    std::vector<PlayerFairness> players;
    double spread() const;
};

// One report per player-value requirement of `eval`, in rule-set order (enabled or not).
std::vector<FairnessReport> fairnessReports(Evaluator& eval, const model::Map& map);

} // namespace hexloom::core::rules
