#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

std::string terrainName(const RuleSet& rules, model::TerrainId t)
{
    if (t == model::kNoTerrain || t >= rules.terrains.size())
        return "empty";
    return rules.terrains[t].name;
}

std::string describeNeighbours(const RuleSet& rules, const model::Board& board, const model::Map& map,
                               model::CellIndex cell, bool withSpades)
{
    std::string out;
    for (model::CellIndex n : board.neighbours(cell)) {
        if (!out.empty())
            out += ", ";
        out += terrainName(rules, map.terrain(n));
        if (withSpades) {
            const int d = rules.spadeDistance(map.terrain(cell), map.terrain(n));
            if (d > 0)
                out += " (" + std::to_string(d) + (d == 1 ? " spade)" : " spades)");
        }
    }
    return out.empty() ? "none" : out;
}

} // namespace hexloom::core::rules
