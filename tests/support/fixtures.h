#pragma once
// Helpers shared by tests: built-in rule sets and maps, and small hand-made boards.
#include <memory>
#include <string>

#include "core/io/letter_format.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

std::shared_ptr<const core::rules::RuleSet> builtinRules(const std::string& name);
// A shipped map ("terra-mystica-original") read with `rules`.
core::io::BoardAndMap builtinMap(const std::string& name, const core::rules::RuleSet& rules);
// A board written in letter format inline, e.g. "Y,U\nI,I".
core::io::BoardAndMap lettersMap(const std::string& letters, const core::rules::RuleSet& rules);
std::string testDataPath(const std::string& relative);
// A Terra Mystica-shaped board of `rows` rows (long rows of `longRow` hexes) with the Original
// board's terrain mix under `rules`, scaled by largest remainder, in a fixed random order: the
// boards tests/benchmarks/make_scaled_maps.py writes, for tests and benchmarks of big boards.
core::io::BoardAndMap scaledOriginal(int rows, int longRow, const core::rules::RuleSet& rules);

} // namespace hexloom::test
