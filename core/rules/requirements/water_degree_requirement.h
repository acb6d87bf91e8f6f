#pragma once
#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "water-degree": id, parameters, checks, factory (water_degree_requirement.cpp).
const RequirementType& waterDegreeType();

// Water hexes whose number of water neighbours lies outside [min, max] (strict REQ2: [1, 3]).
class WaterDegreeRequirement final : public LocalRequirement<WaterDegreeRequirement> {
public:
    WaterDegreeRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : LocalRequirement(spec, rules, board),
          min_(static_cast<int>(waterDegreeType().number(spec, "min"))),
          max_(static_cast<int>(waterDegreeType().number(spec, "max")))
    {
    }

    int value(const Map& map, CellIndex c) const
    {
        if (!isWater(map.terrain(c)))
            return 0;
        int water = 0;
        for (CellIndex n : board_.neighbours(c))
            water += isWater(map.terrain(n)) ? 1 : 0;
        return (water < min_ || water > max_) ? 1 : 0;
    }

    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsWater; }

private:
    int min_;
    int max_;
};

} // namespace hexloom::core::rules
