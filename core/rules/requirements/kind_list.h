#pragma once
// Parameters that name kinds of hex (terrain ids), parsed once and checked against the rule set.
// Every failure throws std::invalid_argument naming the parameter ("field \"params.pairs\": ..."),
// so the file loader can prefix the requirement's place in the file.
#include <string>
#include <utility>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

// "wood,wheat" -> their ids; an empty text gives every kind when `emptyIsAll`, else fails.
std::vector<model::TerrainId> parseKindList(const RuleSet& rules, const std::string& param, const std::string& text, bool emptyIsAll);
// "a|b:c,d:d" -> pairs of kind lists (each side '|'-separated), for forbidden-neighbours.
std::vector<std::pair<std::vector<model::TerrainId>, std::vector<model::TerrainId>>> parseKindPairs(const RuleSet& rules, const std::string& param,
                                                                                                    const std::string& text);
// "3,2,1" -> numbers >= 0; empty gives `fallback`.
std::vector<double> parseNumberList(const std::string& param, const std::string& text, const std::vector<double>& fallback);

} // namespace hexloom::core::rules
