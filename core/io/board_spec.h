#pragma once
// Boards named by a short spec, for the command line and tile sets:
//   "rect:WxH" (or "rectangle:WxH"), "hexagon:R", "terra-mystica" (9 rows, 13 long) or
//   "terra-mystica:ROWSxLONG".
#include <optional>
#include <string>

#include "core/model/board.h"

namespace hexloom::core::io {

// nullopt when `spec` does not start with a known shape name; throws std::invalid_argument for a
// known shape with malformed or out-of-range numbers.
std::optional<model::Board> parseBoardSpec(const std::string& spec);

} // namespace hexloom::core::io
