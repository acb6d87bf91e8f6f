#pragma once
// The encoder of "river-shape-published" (the published Terra Mystica evaluator's REQ2): per hex,
// one literal forced by every water/dry pattern of the hex and its neighbours that the unit's own
// value() counts (see river_shape_encoder.cpp).
#include <vector>

#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeRiverShape(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);

} // namespace hexloom::core::exact
