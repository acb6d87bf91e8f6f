#pragma once
#include <string>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::rules {

struct RequirementResult {
    std::string id;
    std::string name;
    double weight = 1.0;
    bool enabled = true;
    int violations = 0;
    std::vector<model::CellIndex> cells; // filled when asked for
};

// A full evaluation of one map: one result per requirement of the rule set, in rule-set order.
// total = sum of weight x violations over the enabled requirements.
struct ScoreReport {
    std::vector<RequirementResult> requirements;
    double total = 0;
};

} // namespace hexloom::core::rules
