#pragma once
// The swaps between two cells that keep the tile and token pools and put tokens only on
// token-bearing terrains (see core/model/swap.h): terrain-only between alike cells (tokens stay),
// token-only between two token-bearing cells, both layers between a token-bearing cell and one
// that is not. Terrains move only between cells of one swap zone (RuleSet::zone), so a harbour
// kind never lands on a land hex; tokens move between any two bearers. Only swaps that change
// the map are listed.
#include <array>

#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::algorithms {

using LayeredSwaps = std::array<model::Swap, 2>;

inline int layeredSwaps(const model::Map& m, const rules::RuleSet& rules, model::CellIndex a, model::CellIndex b, LayeredSwaps& out)
{
    const model::TerrainId ta = m.terrain(a), tb = m.terrain(b);
    const bool ka = rules.takesToken(ta), kb = rules.takesToken(tb);
    const bool sameZone = rules.sameZone(ta, tb);
    if (ka != kb) {
        out[0] = {a, b, model::Layer::Both};
        return sameZone ? 1 : 0;
    }
    int n = 0;
    if (ta != tb && sameZone)
        out[static_cast<size_t>(n++)] = {a, b, model::Layer::Terrain};
    if (ka && m.token(a) != m.token(b))
        out[static_cast<size_t>(n++)] = {a, b, model::Layer::Token};
    return n;
}

} // namespace hexloom::core::algorithms
