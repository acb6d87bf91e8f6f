#pragma once
// The encoder of "player-value": per player, the distance from its home to every hex as order
// literals over the kinds' path costs, each hex's weighted attributes as a sorted unary number,
// the player's value as an exact UnarySum, and the spread and minimum violations as literals
// forced by comparisons of those sums (see player_value_encoder.cpp).
#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodePlayerValue(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
const char* playerValueRefusal(const rules::RequirementSpec& spec, const EncodeContext& context);
// The kinds free to cross (path cost 0) when the pool counts them: the distances are exact only
// while their count keeps free hexes from touching and bounds the free hexes on a path.
const char* playerValueReliance(const rules::RequirementSpec& spec, const EncodeContext& context, std::vector<model::TerrainId>& kinds);

} // namespace hexloom::core::exact
