#include "core/assembly/locked_pins.h"

#include <algorithm>

namespace hexloom::core::assembly {

std::vector<FixedPlacement> pinsFromLocks(const std::vector<PlacedTile>& previous, const TileSet& set,
                                          const model::Board& board, const model::Map& edited)
{
    std::vector<FixedPlacement> pins;
    for (const PlacedTile& t : previous) {
        const bool locked = std::any_of(t.cells.begin(), t.cells.end(), [&](model::CellIndex c) {
            return c >= 0 && c < edited.size() && edited.locked(c);
        });
        if (!locked)
            continue;
        FixedPlacement pin{t.tile, board.offset(t.anchor), t.rotation};
        const bool bySet = std::any_of(set.fixed.begin(), set.fixed.end(), [&](const FixedPlacement& f) {
            return f.tile == pin.tile && f.at == pin.at && f.rotation == pin.rotation;
        });
        if (!bySet)
            pins.push_back(pin);
    }
    return pins;
}

} // namespace hexloom::core::assembly
