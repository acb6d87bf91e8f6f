#include "core/rules/balance_report.h"

namespace hexloom::core::rules {

std::vector<TerrainBalance> balanceReport(const model::Board& board, const model::Map& map, const RuleSet& rules)
{
    std::vector<TerrainBalance> out;
    std::vector<int> slot(rules.terrains.size(), -1);
    for (size_t t = 0; t < rules.terrains.size(); ++t)
        if (!rules.terrains[t].water) {
            slot[t] = static_cast<int>(out.size());
            out.push_back({static_cast<model::TerrainId>(t), 0, 0, 0});
        }
    for (model::CellIndex c = 0; c < board.size(); ++c) {
        const auto t = map.terrain(c);
        if (!rules.isLand(t) || slot[t] < 0)
            continue;
        TerrainBalance& b = out[static_cast<size_t>(slot[t])];
        ++b.hexes;
        bool spade = false, water = false;
        for (model::CellIndex n : board.neighbours(c)) {
            spade = spade || (rules.isLand(map.terrain(n)) && rules.spadeDistance(t, map.terrain(n)) == 1);
            water = water || rules.isWater(map.terrain(n));
        }
        b.withOneSpadeNeighbour += spade ? 1 : 0;
        b.withWaterContact += water ? 1 : 0;
    }
    return out;
}

} // namespace hexloom::core::rules
