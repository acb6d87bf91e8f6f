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
    // False for a switched-off requirement a run did not count (violations 0, no cells): a run's
    // snapshots count only what the run scores; Evaluator::complete counts the rest for display.
    bool counted = true;
};

// A full evaluation of one map: one result per requirement of the rule set, in rule-set order.
// total = sum of weight x violations over the enabled requirements.
struct ScoreReport {
    std::vector<RequirementResult> requirements;
    double total = 0;

    // Every requirement counted (no switched-off one left out by a run).
    bool complete() const
    {
        for (const auto& r : requirements)
            if (!r.counted)
                return false;
        return true;
    }
};

} // namespace hexloom::core::rules
