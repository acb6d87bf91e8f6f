#pragma once
// Turning a partition into map contents and drawing data: each region takes its node's terrain,
// removed hexes a chosen blocking terrain, locked hexes their own; border edges between regions for outlines.
#include <vector>

#include "core/partition/partition_result.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::partition {

struct ApplyOptions {
    model::TerrainId blocking = model::kNoTerrain; // for removed hexes; kNoTerrain leaves them
    // Locked hexes keep their terrain, as every generator keeps them. The editor applies through
    // its document, which keeps them and counts them itself (false there).
    bool keepLocked = true;
};

// Throws std::invalid_argument when a node's terrain letter is not in `rules`.
void applyPartition(const PartitionResult& result, const rules::RuleSet& rules, const ApplyOptions& options, model::Map& map);

// One side of a hex whose neighbour in `direction` lies in another region (or outside the board
// or scope); each shared side is listed once, from the cell with the lower index.
struct BorderEdge {
    model::CellIndex cell;
    int direction;
};
std::vector<BorderEdge> regionBorders(const model::Board& board, const std::vector<int>& regionOfCell);
// Corner indices (HexLayout::corner) bounding the side of a hex facing `direction`.
inline std::pair<int, int> sideCorners(int direction) { return {(7 - direction) % 6, (8 - direction) % 6}; }

} // namespace hexloom::core::partition
