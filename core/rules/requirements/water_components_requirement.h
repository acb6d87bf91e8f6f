#pragma once
#include "core/rules/global_requirement.h"
#include "core/rules/requirements/bit_components.h"
#include "core/rules/requirements/components.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "water-components": id, parameters, checks, factory (water_components_requirement.cpp).
const RequirementType& waterComponentsType();

// The river is connected: max(0, water components - allowed). Published: allowed = 2; strict: 1.
// Violating cells are those outside the `allowed` largest components.
class WaterComponentsRequirement final : public GlobalRequirement<WaterComponentsRequirement> {
public:
    WaterComponentsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : GlobalRequirement(spec, rules, board), allowed_(static_cast<int>(waterComponentsType().number(spec, "allowed_components"))), bits_(board)
    {
    }

    bool matters(const Map& map, const Swap& s) const
    {
        return s.layer != model::Layer::Token && isWater(map.terrain(s.a)) != isWater(map.terrain(s.b));
    }
    int count(const Map& map) override;
    // Decides most swaps from the neighbourhoods of the two cells alone; re-counts otherwise.
    int swapDelta(Map& map, const Swap& s) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsWater; }

private:
    int pieces(const Map& map); // water components, into bits_' mask
    int clipped(int pieces) const { return pieces > allowed_ ? pieces - allowed_ : 0; }

    int allowed_;
    Components components_; // labels, for cells()
    BitComponents bits_;    // counts, for count() and swapDelta()
};

} // namespace hexloom::core::rules
