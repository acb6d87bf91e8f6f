#pragma once
// The encoder of "seat-draft" (the greedy opening draft, core/rules/draft/seat_draft.h): the
// draft's picks as per-turn choice literals, each forced to be the legal place that no other
// legal place outranks, the seats' totals as exact unary sums and their spread against the
// tolerance (see seat_draft_encoder.cpp).
#include <vector>

#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

// Why the draft cannot be encoded here (null when it can): no draft, or negative pips.
const char* seatDraftRefusal(const rules::RequirementSpec& spec, const EncodeContext& context);
void encodeSeatDraft(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);

} // namespace hexloom::core::exact
