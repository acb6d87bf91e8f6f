#pragma once
// How hexes the designer locked become fixed tiles: every tile of a previous assembly that covers
// a locked hex is pinned (same tile, position and rotation) for the next assembly. Locked hexes
// that no previous tile covers keep their terrain instead (AssemblyProblem::start).
#include <vector>

#include "core/assembly/assembly_result.h"
#include "core/assembly/tile_set.h"
#include "core/model/board.h"

namespace hexloom::core::assembly {

// `previous`: the placements of the assembly the map came from; `edited`: the map with locks.
// Tiles the tile set fixes itself are left out (they are placed anyway).
std::vector<FixedPlacement> pinsFromLocks(const std::vector<PlacedTile>& previous, const TileSet& set,
                                          const model::Board& board, const model::Map& edited);

} // namespace hexloom::core::assembly
