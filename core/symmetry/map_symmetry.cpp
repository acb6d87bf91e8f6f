#include "core/symmetry/map_symmetry.h"

#include <algorithm>

namespace hexloom::core::symmetry {

std::vector<CellIndex> cellsDifferingFromImage(const BoardSymmetry& symmetry, const model::Map& map, bool tokens)
{
    std::vector<CellIndex> cells;
    for (CellIndex c = 0; c < symmetry.cellCount(); ++c) {
        for (const int g : symmetry.generators()) {
            const CellIndex i = symmetry.image(g, c);
            if (map.terrain(i) != map.terrain(c) || (tokens && map.token(i) != map.token(c))) {
                cells.push_back(c);
                break;
            }
        }
    }
    return cells;
}

bool isSymmetric(const BoardSymmetry& symmetry, const model::Map& map, bool tokens)
{
    for (int o = 0; o < symmetry.orbitCount(); ++o) {
        const auto cells = symmetry.orbit(o);
        const CellIndex first = cells[0];
        for (const CellIndex c : cells)
            if (map.terrain(c) != map.terrain(first) || (tokens && map.token(c) != map.token(first)))
                return false;
    }
    return true;
}

std::vector<CellIndex> asymmetricLocks(const BoardSymmetry& symmetry, const model::Map& map)
{
    std::vector<CellIndex> cells;
    for (int o = 0; o < symmetry.orbitCount(); ++o) {
        const auto orbit = symmetry.orbit(o);
        const auto locked = std::count_if(orbit.begin(), orbit.end(), [&](CellIndex c) { return map.locked(c); });
        if (locked == 0)
            continue;
        const bool uniform = std::all_of(orbit.begin(), orbit.end(), [&](CellIndex c) {
            return map.terrain(c) == map.terrain(orbit[0]) && map.token(c) == map.token(orbit[0]);
        });
        if (locked != static_cast<long>(orbit.size()) || !uniform)
            cells.insert(cells.end(), orbit.begin(), orbit.end());
    }
    std::sort(cells.begin(), cells.end());
    return cells;
}

} // namespace hexloom::core::symmetry
