#pragma once
#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "river-shape-published": id, parameters, checks, factory (river_shape_requirement.cpp).
const RequirementType& riverShapeType();

// The published evaluator's REQ2. A water hex with k water neighbours violates when k = 0; k = 1
// and it is not on the border; k = 2 and both of those neighbours are on the border; or k > 3.
// A land hex all of whose neighbours are water violates too.
class RiverShapeRequirement final : public LocalRequirement<RiverShapeRequirement> {
public:
    using LocalRequirement::LocalRequirement;

    int value(const Map& map, CellIndex c) const
    {
        int water = 0, waterOnBorder = 0;
        for (CellIndex n : board_.neighbours(c))
            if (isWater(map.terrain(n))) {
                ++water;
                waterOnBorder += board_.isBorder(n) ? 1 : 0;
            }
        const auto t = map.terrain(c);
        if (isLand(t))
            return (water > 0 && water == board_.degree(c)) ? 1 : 0;
        if (!isWater(t))
            return 0;
        return (water == 0 || (water == 1 && !board_.isBorder(c)) || (water == 2 && waterOnBorder == 2) || water > 3) ? 1 : 0;
    }

    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsWater | kReadsLand; }
};

} // namespace hexloom::core::rules
