#pragma once
// Every place a rule set names one of its kinds (terrain ids): the pool, the players' path costs,
// home kinds and home tiles, and the requirement parameters that list kinds (RequirementParameter::kinds,
// defaults included). Renaming a kind rewrites them all; removing one either drops them or hands
// them to another kind, and leaves a rule set the reader accepts once its pool fills the board again
// (a kind dropped takes its tiles out of the pool; docs/user-guide.md, "New Game").
#include <string>
#include <vector>

#include "core/rules/rule_set.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

struct KindReference {
    // The field as the file names it: "pool", "players.path_cost", "players.list[1].home_kind",
    // "players.list[0].home_tile",
    // "requirements[2].params.pairs", "requirements[0].params.attributes".
    std::string field;
    // One line for people: "requirement REQ3 (Alpha wormholes apart), from: alpha" (translated in the editor).
    text::CoreText description;
};

// Where `kindId` is named, in file order. A player-value requirement counts when it sums an
// attribute only this kind has. Empty for a kind nobody names (and for an unknown id).
std::vector<KindReference> kindReferences(const RuleSet& rules, const std::string& kindId);

// Whether `id` may name a kind: 1 to 64 characters, no control character, no ',', ';', '|' or
// ':' (they separate kinds in requirement parameters) and no space at either end. Returns the
// reason, with an empty pattern when it may.
text::CoreText kindIdProblem(const std::string& id);

// Why `from` cannot be renamed to `to` ("a kind with id "x" exists already"); an empty pattern when
// it can (also when `to` is `from`).
text::CoreText renameProblem(const RuleSet& rules, const std::string& from, const std::string& to);

// Renames kind `from` to `to` everywhere it is named. Throws text::TextError (a std::invalid_argument) when `from`
// is no kind, `to` is taken or kindIdProblem(to) is not empty (renameProblem, after "rename: "); the rule set is unchanged then.
void renameKind(RuleSet& rules, const std::string& from, const std::string& to);

// Removes kind `id`. With an empty `replacement` its references go: its pool count, its path
// cost, players whose home kind or home tile it is (all players, and the requirements that need them, when
// fewer than two would remain), it from every kind list, pairs and groups left with no kind,
// attributes only it had, and requirements whose lists it emptied. With a replacement kind the
// pool count is added to it and every list, pair, group, home kind and home tile names it instead. Terraform
// cycle positions after it close up. Throws std::invalid_argument (rule set unchanged) for an
// unknown id or replacement, the replacement equal to `id`, or the last kind.
void removeKind(RuleSet& rules, const std::string& id, const std::string& replacement = {});

} // namespace hexloom::core::rules
