#pragma once
// The encoders of the local requirement types: a cell's value reads only the cell and its
// neighbours, so "value > 0" is a few clauses over the cell's and its neighbours' kind variables.
#include "core/exact/requirement_encoders.h"

namespace hexloom::core::exact {

void encodeSameTerrainHexes(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
void encodeSameTerrainPairs(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
void encodeOneSpade(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
void encodeWaterDegree(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
void encodeDistance(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);
void encodeForbiddenNeighbours(const rules::RequirementSpec& spec, EncodeContext& context, std::vector<WeightedLit>& out);

} // namespace hexloom::core::exact
