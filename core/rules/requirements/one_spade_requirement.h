#pragma once
#include "core/rules/local_requirement.h"

namespace hexloom::core::rules {

// Land hexes with no land neighbour exactly one spade away on the terraform cycle. The published
// evaluator only counts hexes with at least `min_land_neighbours` (3) land neighbours; strict: 0.
class OneSpadeRequirement final : public LocalRequirement<OneSpadeRequirement> {
public:
    OneSpadeRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : LocalRequirement(spec, rules, board), minLand_(static_cast<int>(spec.number("min_land_neighbours", 0)))
    {
    }

    int value(const Map& map, CellIndex c) const
    {
        const auto t = map.terrain(c);
        if (!isLand(t))
            return 0;
        int land = 0;
        for (CellIndex n : board_.neighbours(c)) {
            const auto u = map.terrain(n);
            if (!isLand(u))
                continue;
            if (rules_.spadeDistance(t, u) == 1)
                return 0;
            ++land;
        }
        return land >= minLand_ ? 1 : 0;
    }

    std::string explain(const Map& map, CellIndex c) const override;

private:
    int minLand_;
};

} // namespace hexloom::core::rules
