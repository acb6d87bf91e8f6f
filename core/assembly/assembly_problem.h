#pragma once
// What a tile assembly is asked to do: which tiles, on which board, around which locked hexes and
// fixed tiles. Shared by the Assembler and the registered TileAssembler face (tile_assembler.h).
#include <memory>
#include <vector>

#include "core/assembly/tile_set.h"
#include "core/model/board.h"
#include "core/model/map.h"

namespace hexloom::core::assembly {

struct AssemblyProblem {
    std::shared_ptr<const TileSet> tiles;
    std::shared_ptr<const model::Board> board;
    // Optional, sized to the board: a locked hex with a terrain keeps it (only placements putting
    // that terrain there may cover it). Empty: nothing locked.
    model::Map start;
    // Placed before the search, after the tile set's own fixed tiles (see pinsFromLocks()).
    std::vector<FixedPlacement> fixed;
};

} // namespace hexloom::core::assembly
