#pragma once
// The encoder of "cluster-size": every hex of a listed kind carries a group label (a hex at or
// before it), equal across touching hexes of one kind, and each label's holders beyond `max` are
// violations (see cluster_size_encoder.cpp for why that counts exactly).
#include <vector>

#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeClusterSize(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& violations);

} // namespace hexloom::core::exact
