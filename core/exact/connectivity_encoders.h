#pragma once
// The encoders of requirements on pieces of water: each piece holds a root, every other water hex
// has a water neighbour as parent one level lower (order-encoded levels), so parent chains end at
// a root of the same piece. A model has at least as many roots as pieces; a map's own roots (one
// per piece, breadth-first levels) give exactly as many. The violations are then counted on the
// roots by a totalizer: roots beyond `allowed` each count one.
#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeWaterComponents(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);

} // namespace hexloom::core::exact
