#pragma once
// Encoders of the requirements that read number tokens (TokenVars): Catan's token pairs and pip
// balance (requirement_encoders.h states the contract).
#include <vector>

#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

// Per hex: "its token has at least k pips" for k = 1 .. the most pips of a number (5 for 6 and 8),
// exactly, as a sorted unary number; shorter where no number the hex may hold has k pips (empty
// for a hex that bears no token).
std::vector<std::vector<Lit>> pipsAtLeast(EncodeContext& context);
void encodeTokenPairs(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);
// Why pip balance cannot be encoded here (null when it can).
const char* pipBalanceRefusal(const rules::RequirementSpec& spec, const EncodeContext& context);
void encodePipBalance(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);

} // namespace hexloom::core::exact
