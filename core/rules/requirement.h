#pragma once
// One check of a rule set, bound to a board and a rule set for one evaluation context (a run,
// a document). Instances hold scratch buffers, so each thread builds its own (see Evaluator).
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

using model::Board;
using model::CellIndex;
using model::Map;
using model::Swap;

class Requirement {
public:
    Requirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : spec_(spec), rules_(rules), board_(board)
    {
    }
    virtual ~Requirement() = default;
    Requirement(const Requirement&) = delete;
    Requirement& operator=(const Requirement&) = delete;

    const RequirementSpec& spec() const { return spec_; }

    // Number of violations of `map`.
    virtual int count(const Map& map) = 0;
    // The violating cells, ascending, each once.
    virtual void cells(const Map& map, std::vector<CellIndex>& out) = 0;
    // Exactly count(map after s) - count(map). `map` is used as scratch and restored on return.
    virtual int swapDelta(Map& map, const Swap& s) = 0;
    // Why `cell` violates this requirement, for people; empty when it does not.
    virtual std::string explain(const Map& map, CellIndex cell) const = 0;
    // Whether the requirement reads number tokens (token-only swaps skip it when not).
    virtual bool readsTokens() const { return false; }

protected:
    const RequirementSpec& spec_;
    const RuleSet& rules_;
    const Board& board_;
};

} // namespace hexloom::core::rules
