#include "core/search/scoring/piece_tracker.h"

#include "core/search/scoring/cluster_tracker.h"
#include "core/search/scoring/island_tracker.h"

namespace hexloom::core::search {

bool PieceTracker::supports(const rules::Requirement& requirement)
{
    return dynamic_cast<const rules::MinIslandRequirement*>(&requirement) || dynamic_cast<const rules::ClusterSizeRequirement*>(&requirement);
}

std::unique_ptr<PieceTracker> PieceTracker::of(rules::Requirement& requirement, const model::Board& board, const std::array<uint8_t, 256>& isLand)
{
    if (const auto* island = dynamic_cast<const rules::MinIslandRequirement*>(&requirement))
        return std::make_unique<IslandTracker>(*island, board, isLand);
    if (auto* cluster = dynamic_cast<rules::ClusterSizeRequirement*>(&requirement))
        return std::make_unique<ClusterTracker>(*cluster, board);
    return nullptr;
}

} // namespace hexloom::core::search
