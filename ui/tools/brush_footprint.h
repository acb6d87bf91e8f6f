#pragma once
#include <vector>

#include "core/model/board.h"

namespace hexloom::ui::tools {

// The board cells within `radius` hexes of `centre` (radius 0, 1, 2: 1, 7, 19 hexes on an open
// board; fewer at the edge).
inline std::vector<core::model::CellIndex> brushFootprint(const core::model::Board& board, core::model::CellIndex centre, int radius)
{
    std::vector<core::model::CellIndex> out;
    if (centre == core::model::kNoCell)
        return out;
    const core::model::Hex c = board.hex(centre);
    for (int dq = -radius; dq <= radius; ++dq)
        for (int dr = -radius; dr <= radius; ++dr)
            if (core::model::distance({0, 0}, {dq, dr}) <= radius)
                if (const auto i = board.indexOf(c + core::model::Hex{dq, dr}); i != core::model::kNoCell)
                    out.push_back(i);
    return out;
}

} // namespace hexloom::ui::tools
