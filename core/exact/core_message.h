#pragma once
// An infeasibility core in words, for the CLI and the editor: "The 4 locks and REQ1 cannot all
// hold: lock on hex 3,4 (Desert); ...; REQ1 (No neighbours of the same terrain)". Rows and columns are
// the file's, 0-based, as everywhere else. The texts are core texts (core/text/core_text.h): the
// CLI prints their English, the editor translates them; kind, player and requirement names stay
// the rule set's.
#include <string>
#include <vector>

#include "core/exact/exact_item.h"
#include "core/model/board.h"
#include "core/rules/rule_set.h"
#include "core/text/core_text.h"

namespace hexloom::core::exact {

// One item: "lock on hex 3,4 (Desert)", "pool: 4 Forest", "REQ1 (No neighbours ...)".
text::CoreText describeItemText(const ExactItem& item, const model::Board& board, const rules::RuleSet& rules);
// The whole core as one sentence; "No map fills the board with this pool" when it is empty.
text::CoreText describeCoreText(const std::vector<ExactItem>& core, const model::Board& board, const rules::RuleSet& rules);

// Their English, as the CLI prints it.
std::string describeItem(const ExactItem& item, const model::Board& board, const rules::RuleSet& rules);
std::string describeCore(const std::vector<ExactItem>& core, const model::Board& board, const rules::RuleSet& rules);

} // namespace hexloom::core::exact
