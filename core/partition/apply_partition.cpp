#include "core/partition/apply_partition.h"

#include <stdexcept>

namespace hexloom::core::partition {

void applyPartition(const PartitionResult& result, const rules::RuleSet& rules, const ApplyOptions& options, model::Map& map)
{
    std::vector<model::TerrainId> terrain;
    for (int r = 0; r < result.regionCount(); ++r) {
        const char letter = result.regionTerrain[static_cast<size_t>(r)];
        const model::TerrainId t = letter ? rules.byLetter(letter) : model::kNoTerrain;
        if (letter && t == model::kNoTerrain)
            throw std::invalid_argument("node \"" + result.regionNode[static_cast<size_t>(r)] + "\" asks for terrain '" +
                                        std::string(1, letter) + "', which rule set \"" + rules.name + "\" does not have");
        terrain.push_back(t);
    }
    for (model::CellIndex c = 0; c < map.size() && c < static_cast<int>(result.regionOfCell.size()); ++c) {
        const int r = result.regionOfCell[static_cast<size_t>(c)];
        if (options.keepLocked && map.locked(c))
            continue;
        if (r >= 0 && terrain[static_cast<size_t>(r)] != model::kNoTerrain)
            map.setTerrain(c, terrain[static_cast<size_t>(r)]);
        else if (r == kRemovedCell && options.blocking != model::kNoTerrain)
            map.setTerrain(c, options.blocking);
    }
}

std::vector<BorderEdge> regionBorders(const model::Board& board, const std::vector<int>& regionOfCell)
{
    std::vector<BorderEdge> edges;
    for (model::CellIndex c = 0; c < board.size(); ++c) {
        const int r = regionOfCell[static_cast<size_t>(c)];
        if (r == kOutOfScope)
            continue;
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const model::CellIndex n = board.neighbourAt(c, d);
            const int other = n == model::kNoCell ? kOutOfScope : regionOfCell[static_cast<size_t>(n)];
            if (other != r && (other == kOutOfScope || n > c))
                edges.push_back({c, d});
        }
    }
    return edges;
}

} // namespace hexloom::core::partition
