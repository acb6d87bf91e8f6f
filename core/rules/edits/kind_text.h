#pragma once
// The kind lists of requirement parameters (RequirementParameter::kinds) as text: finding a kind
// in one and rewriting it, for core/rules/edits/kind_references.h.
#include <optional>
#include <string>

#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// Whether `text`, written as `syntax`, names kind `id` (spaces around a kind are ignored, as the
// requirements read them).
bool kindTextNames(KindText syntax, const std::string& text, const std::string& id);

// `text` with kind `from` renamed to `*to`, or dropped when `to` is nullopt: a list or a group
// loses it, a side of a pair loses it and a pair with an empty side goes, an empty group goes.
// Kinds named twice in one list or side after the rewrite are named once. Returns "" when nothing
// is left.
std::string rewriteKindText(KindText syntax, const std::string& text, const std::string& from, const std::optional<std::string>& to);

} // namespace hexloom::core::rules
