#pragma once
#include <vector>

#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "forbidden-neighbours": id, parameters, checks, factory (forbidden_neighbours_requirement.cpp).
const RequirementType& forbiddenNeighboursType();

// Listed pairs of kinds may not touch ("pairs": "harbour-wood:wood,nebula|supernova:nebula|supernova"):
// each touching pair of hexes whose kinds are listed is one violation.
class ForbiddenNeighboursRequirement final : public LocalRequirement<ForbiddenNeighboursRequirement, 2> {
public:
    ForbiddenNeighboursRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    int value(const Map& map, CellIndex c) const
    {
        const model::TerrainId t = map.terrain(c);
        if (t == model::kNoTerrain || !any_[t])
            return 0;
        int pairs = 0;
        for (CellIndex n : board_.neighbours(c))
            pairs += related(map, c, n) ? 1 : 0;
        return pairs;
    }
    bool related(const Map& map, CellIndex c, CellIndex n) const { return forbidden(map.terrain(c), map.terrain(n)); }
    int swapDelta(Map& map, const Swap& s) override { return pairSwapDelta(map, s); }
    text::CoreTexts explain(const Map& map, CellIndex c) const override;

private:
    bool forbidden(model::TerrainId a, model::TerrainId b) const
    {
        return a != model::kNoTerrain && b != model::kNoTerrain && bad_[static_cast<size_t>(a) * 256 + b] != 0;
    }

    std::vector<uint8_t> bad_; // [a * 256 + b], symmetric
    std::vector<uint8_t> any_; // per kind: in some pair
};

} // namespace hexloom::core::rules
