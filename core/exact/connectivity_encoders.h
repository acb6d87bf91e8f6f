#pragma once
// The encoders of requirements on pieces of water: each piece holds a root, every other water hex
// has a water neighbour as parent at a lower level (binary levels, compared bit by bit), so parent
// chains end at a root of the same piece. A model has at least as many roots as pieces; a map's own
// roots (one per piece, breadth-first levels) give exactly as many. Every root is a violation but
// `allowed` of them, which an at-most-allowed count may free: O(hexes x log hexes) clauses.
#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeWaterComponents(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);

// Land regions smaller than `size`: one literal per connected set of hexes that could be one.
inline constexpr int kMostIslandSize = 7;
const char* minIslandRefusal(const rules::RequirementSpec& spec, const EncodeContext& context);
void encodeMinIsland(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);

} // namespace hexloom::core::exact
