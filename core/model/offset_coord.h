#pragma once
#include <compare>

namespace hexloom::core::model {

// A position as the letter format and the CLI name it: 0-based row and column within the row.
struct OffsetCoord {
    int row = 0;
    int col = 0;
    friend constexpr auto operator<=>(const OffsetCoord&, const OffsetCoord&) = default;
};

} // namespace hexloom::core::model
