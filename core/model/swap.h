#pragma once
#include <cstdint>

#include "core/model/board.h"

namespace hexloom::core::model {

// Which layers of two cells a swap exchanges. Terrain-only swaps are valid only between cells
// that both take tokens or both do not; token-only swaps only between token-bearing cells.
enum class Layer : uint8_t { Both, Terrain, Token };

// The one move every local search uses: exchange the contents of cells a and b. Self-inverse.
struct Swap {
    CellIndex a = kNoCell;
    CellIndex b = kNoCell;
    Layer layer = Layer::Both;
};

} // namespace hexloom::core::model
