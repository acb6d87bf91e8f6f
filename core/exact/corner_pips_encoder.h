#pragma once
// The encoder of "corner-pips" (Catan's settlement spots): per corner of three hexes that all bear
// a token, its pips as an exact unary sum of the hexes' "at least k pips" literals, compared with
// min and max; equal numbers on a corner, and repeats of a number on one resource, as literals
// forced by the token variables (see corner_pips_encoder.cpp).
#include <vector>

#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeCornerPips(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);

} // namespace hexloom::core::exact
