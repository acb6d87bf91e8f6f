#pragma once
// How each requirement type becomes clauses: one encoder per type id, registered by one line in
// requirement_encoders.cpp (as the requirement units are in core/rules/requirements/). A type with
// no encoder here is "not covered": the exact engine says so in every answer and bounds only the
// covered part of the score (the rest counts >= 0, so a bound on the part bounds the whole).
//
// The contract of an encoder (checked against brute force in tests/core/exact): it appends
// literals with a weight in violations such that, for every assignment of the cell variables,
// (a) the literals can be set so that the weights of the true ones sum to exactly the
// requirement's count of that map, and (b) every assignment satisfying the clauses sums to at
// least that count. Clauses force a literal true when its violation happens and never force it
// false, so a minimiser or a bound of 0 reads the true count.
#include <string>
#include <vector>

#include "core/exact/cardinality.h"
#include "core/exact/cell_vars.h"
#include "core/exact/cnf.h"
#include "core/exact/token_vars.h"
#include "core/model/board.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::exact {

struct EncodeContext {
    Cnf& cnf;
    const CellVars& cells;
    const TokenVars& tokens;
    const model::Board& board;
    const rules::RuleSet& rules;
    // False in an encoding where any pool count may be dropped (ExactEngine's deletion test of a
    // count that a requirement relies on): an encoder then relies on none and stays exact.
    bool countsHold = true;
};

struct RequirementEncoder {
    std::string type; // the requirement type id, "same-terrain-hexes"
    // Appends the violation literals of `spec`'s requirement.
    void (*encode)(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations) = nullptr;
    // How the violation is expressed, for docs and the CLI's "covered" notes.
    std::string how{};
    // Whether it needs the tokens' variables (not covered when the rule set places no tokens).
    bool readsTokens = false;
    // Why this requirement cannot be encoded in this context (null when it can): reported as not covered.
    const char* (*refusal)(const rules::RequirementSpec& spec, const EncodeContext& context) = nullptr;
    // The kinds whose pool counts the encoding is exact only under, appended to `kinds`, and why
    // (null: it relies on none). A core holding the requirement keeps those counts: the shrinking
    // never offers them for deletion while the requirement is in it (ExactEngine::shrink).
    const char* (*reliance)(const rules::RequirementSpec& spec, const EncodeContext& context, std::vector<model::TerrainId>& kinds) = nullptr;
};

const std::vector<RequirementEncoder>& requirementEncoders();
const RequirementEncoder* findRequirementEncoder(const std::string& type);

} // namespace hexloom::core::exact
