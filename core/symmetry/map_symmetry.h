#pragma once
// A map's contents held against a board symmetry: which cells differ from their images, and
// whether the locks (a designer's fixed cells) can be kept by a symmetric search.
#include <vector>

#include "core/model/map.h"
#include "core/symmetry/board_symmetry.h"

namespace hexloom::core::symmetry {

// Cells whose terrain (or, with `tokens`, number token) differs from that of their image under
// one of the symmetry's generators, ascending. Empty exactly when the map is symmetric.
std::vector<CellIndex> cellsDifferingFromImage(const BoardSymmetry& symmetry, const model::Map& map, bool tokens = true);

// True when every orbit holds one terrain (and one token, with `tokens`).
bool isSymmetric(const BoardSymmetry& symmetry, const model::Map& map, bool tokens = true);

// Cells that break the locks' symmetry: a locked cell in an orbit that is not wholly locked, or a
// wholly locked orbit whose cells hold different terrains or tokens. Ascending; every cell of
// such an orbit is listed so a message can name what to lock or unlock.
std::vector<CellIndex> asymmetricLocks(const BoardSymmetry& symmetry, const model::Map& map);

} // namespace hexloom::core::symmetry
