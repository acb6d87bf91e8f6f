#pragma once
#include <array>
#include <cstdint>

#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "one-spade": id, parameters, checks, factory (one_spade_requirement.cpp).
const RequirementType& oneSpadeType();

// Land hexes with no land neighbour exactly one spade away on the terraform cycle. The published
// evaluator only counts hexes with at least `min_land_neighbours` (3) land neighbours; strict: 0.
class OneSpadeRequirement final : public LocalRequirement<OneSpadeRequirement> {
public:
    OneSpadeRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : LocalRequirement(spec, rules, board), minLand_(static_cast<int>(oneSpadeType().number(spec, "min_land_neighbours")))
    {
        // Terrain ids are below 64 (rule-set files allow at most 64 terrains).
        for (size_t t = 0; t < rules.terrains.size() && t < 64; ++t)
            for (size_t u = 0; u < rules.terrains.size() && u < 64; ++u)
                if (rules.spadeDistance(static_cast<model::TerrainId>(t), static_cast<model::TerrainId>(u)) == 1)
                    oneSpade_[t] |= uint64_t{1} << u;
    }

    int value(const Map& map, CellIndex c) const
    {
        const auto t = map.terrain(c);
        if (!isLand(t))
            return 0;
        const uint64_t near = oneSpade_[t];
        int land = 0;
        for (CellIndex n : board_.neighbours(c)) {
            const auto u = map.terrain(n);
            if (!isLand(u))
                continue;
            if ((near >> u) & 1)
                return 0;
            ++land;
        }
        return land >= minLand_ ? 1 : 0;
    }

    text::CoreTexts explain(const Map& map, CellIndex c) const override;

private:
    int minLand_;
    std::array<uint64_t, 256> oneSpade_{}; // per terrain: bit u set when u is one spade away
};

} // namespace hexloom::core::rules
