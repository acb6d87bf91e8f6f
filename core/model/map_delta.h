#pragma once
// The change from one map of a board to another as text, for a recipe's segments
// (docs/file-format.md, "Segments"): one entry per cell whose terrain, token or lock differs,
//   ROW,COL,TERRAIN,TOKEN,LOCK
// entries joined by ';' (no spaces: a recipe is a line of space-separated words). TERRAIN is the
// rule set's terrain index or '-' for an empty cell, TOKEN a whole number (0: none), LOCK 0 or 1.
// Terrain indices, not ids: a recipe names its rule set by hash, so the indices cannot drift.
#include <string>
#include <string_view>

#include "core/model/board.h"
#include "core/model/map.h"

namespace hexloom::core::model {

// The cells where `to` differs from `from` (both maps of `board`), in the board's cell order.
std::string writeMapDelta(const Board& board, const Map& from, const Map& to);

// Applies a delta to `map` (a map of `board`). Throws std::invalid_argument naming the entry
// (1-based) and the part that is wrong: no cell at that row and column, a terrain that is not one
// of `terrainCount`, a token or lock out of range, a cell listed twice.
void applyMapDelta(std::string_view delta, const Board& board, int terrainCount, Map& map);

} // namespace hexloom::core::model
