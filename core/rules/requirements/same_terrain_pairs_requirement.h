#pragma once
#include "core/rules/local_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "same-terrain-pairs": id, parameters, checks, factory (same_terrain_pairs_requirement.cpp).
const RequirementType& sameTerrainPairsType();

// Adjacent land hexes of the same terrain. Divisor 1: every land hex scores +1 per same-terrain
// neighbour, so each pair counts twice (the published Terra Mystica evaluator's REQ1).
// Divisor 2: each adjacent pair counts once (Catan's REQ1).
template <int Divisor>
class SameTerrainPairsRequirement final : public LocalRequirement<SameTerrainPairsRequirement<Divisor>, Divisor> {
    using Base = LocalRequirement<SameTerrainPairsRequirement<Divisor>, Divisor>;

public:
    using Base::Base;

    int value(const Map& map, CellIndex c) const
    {
        const auto t = map.terrain(c);
        if (!this->isLand(t))
            return 0;
        int same = 0;
        for (CellIndex n : this->board_.neighbours(c))
            same += map.terrain(n) == t ? 1 : 0;
        return same;
    }
    bool related(const Map& map, CellIndex c, CellIndex n) const { return this->isLand(map.terrain(c)) && map.terrain(n) == map.terrain(c); }
    int swapDelta(Map& map, const Swap& s) override { return this->pairSwapDelta(map, s); }
    int localDivisor() const override { return 0; } // pairSwapDelta is faster

    text::CoreTexts explain(const Map& map, CellIndex c) const override;
};

} // namespace hexloom::core::rules
