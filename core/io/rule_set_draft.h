#pragma once
// The rule-set file's `draft` block: the seats, settlements per seat and the greedy player's noise
// of the seat draft (docs/file-format.md, docs/rules.md "Seat draft").
#include <QJsonObject>

#include "core/io/json_fields.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::io {

// `draft`: {"seats": 2-8, "placements": 1-5, "noise": [p1, p2, p3], "drafts": 1-100000, "seed": n}.
// Every failure names the file and the field ("draft.noise[1]").
void parseDraft(const JsonFields& root, rules::RuleSet& r);
void writeDraft(const rules::RuleSet& r, QJsonObject& root);

} // namespace hexloom::core::io
