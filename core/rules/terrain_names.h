#pragma once
// Small helpers shared by requirement explanations.
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

std::string terrainName(const RuleSet& rules, model::TerrainId t);
// "forest, lakes (2 spades), river" — the neighbours of `cell`, with spade distances where known.
std::string describeNeighbours(const RuleSet& rules, const model::Board& board, const model::Map& map,
                               model::CellIndex cell, bool withSpades);

} // namespace hexloom::core::rules
