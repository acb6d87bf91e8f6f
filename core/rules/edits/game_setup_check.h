#pragma once
// What a new game must get right before a map can be made on it, checked on the board it will be
// played on: the pool fills the board, the tokens fit the hexes that take them, every player has
// a home, homes lie on the board, no two players share one, and every home's tile is a kind the
// pool holds enough of. One problem at a time, naming the
// field as the rule-set file does (New Game shows it in one line; new-rules refuses with it).
#include <optional>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/rules/rule_set.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

struct SetupProblem {
    std::string field;       // "pool", "tokens", "players.list[2].home"
    core::text::CoreText message; // "the pool holds 40 tiles but the board has 37 cells (3 too many)", translatable
    std::string text() const { return "field \"" + field + "\": " + message.english(); }
};

std::vector<SetupProblem> setupProblems(const RuleSet& rules, const model::Board& board);
std::optional<SetupProblem> firstSetupProblem(const RuleSet& rules, const model::Board& board);

} // namespace hexloom::core::rules
