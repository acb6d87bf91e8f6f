#pragma once
// What the exact engine answers: a status, the proven lower bound of the weighted score, the best
// map it holds, what the encoding covers, and for `Infeasible` the conflicting items.
#include <optional>
#include <string>
#include <vector>

#include "core/exact/cnf.h"
#include "core/exact/exact_encoding.h"
#include "core/exact/exact_item.h"
#include "core/model/map.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

enum class ProofStatus {
    Infeasible, // no map reaches the target: `core` says which items conflict
    Optimal,    // `best` reaches `lowerBound`
    Bound,      // `lowerBound` proven, `best` above it; `reason` says why no more
    Unknown,    // nothing proven; `reason` says why
};

const char* statusName(ProofStatus s);

struct ProofAnswer {
    ProofStatus status = ProofStatus::Unknown;
    std::optional<int> target;      // the score asked for, if any
    int lowerBound = 0;             // no map scores below it (weighted, enabled requirements)
    std::optional<model::Map> best; // the best map held: the start map or one the solver found
    double bestScore = 0;           // its weighted score (every enabled requirement counted)
    std::vector<std::string> covered;
    std::vector<NotCovered> notCovered;
    std::vector<ExactItem> core;    // Infeasible: items that cannot all hold
    // Each item removed was proven to make the rest feasible, but those with a `kept` reason (a
    // count an item of the core relies on, ExactEncoding::reliesOn, whose test was not decided).
    bool coreMinimal = false;
    std::string reason;             // Bound/Unknown: what stopped the proof (a cap, the time limit, ...)
    text::CoreText reasonText;      // the same, for the editor to translate (set both by setReason)
    int solverCalls = 0;
    double seconds = 0;
    // The formula's size by part (empty when the encoding stopped at a cap: `reason` names the part).
    std::vector<CnfPart> encoding;
    int variables = 0;
    int64_t clauses = 0;

    void setReason(text::CoreText why)
    {
        reason = why.english();
        reasonText = std::move(why);
    }
};

struct RepairAnswer {
    ProofAnswer proof;           // the score the repair aims at: proof.bestScore when optimal
    std::optional<model::Map> map; // the repaired map
    double score = 0;            // its weighted score
    int changes = 0;             // hexes whose kind differs from the start map
    bool changesProven = false;  // no map of that score changes fewer hexes
    std::string reason;          // why not proven, when not
    text::CoreText reasonText;   // the same, for the editor to translate (set both by setReason)

    void setReason(text::CoreText why)
    {
        reason = why.english();
        reasonText = std::move(why);
    }
};

} // namespace hexloom::core::exact
