#pragma once
// Per home terrain: how many hexes it has, how many of them have a land neighbour one spade away,
// and how many touch water. Designers read it to see whether every faction starts fairly.
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

struct TerrainBalance {
    model::TerrainId terrain = model::kNoTerrain;
    int hexes = 0;
    int withOneSpadeNeighbour = 0;
    int withWaterContact = 0;
};

// One entry per land terrain of the rule set, in rule-set order.
std::vector<TerrainBalance> balanceReport(const model::Board& board, const model::Map& map, const RuleSet& rules);

} // namespace hexloom::core::rules
