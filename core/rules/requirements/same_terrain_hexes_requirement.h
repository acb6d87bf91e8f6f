#pragma once
#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "same-terrain-hexes": id, parameters, checks, factory (same_terrain_hexes_requirement.cpp).
const RequirementType& sameTerrainHexesType();

// Land hexes with at least one neighbour of the same terrain (the strict reading of REQ1).
class SameTerrainHexesRequirement final : public LocalRequirement<SameTerrainHexesRequirement> {
public:
    using LocalRequirement::LocalRequirement;

    int value(const Map& map, CellIndex c) const
    {
        const auto t = map.terrain(c);
        if (!isLand(t))
            return 0;
        for (CellIndex n : board_.neighbours(c))
            if (map.terrain(n) == t)
                return 1;
        return 0;
    }

    text::CoreTexts explain(const Map& map, CellIndex c) const override;
};

} // namespace hexloom::core::rules
