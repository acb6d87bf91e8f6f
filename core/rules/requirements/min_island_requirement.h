#pragma once
#include "core/rules/global_requirement.h"
#include "core/rules/requirements/components.h"

namespace hexloom::core::rules {

// Land regions (land hexes connected through land) smaller than `size` hexes; one violation per
// region, its hexes the violating cells. The research suggests size 5.
class MinIslandRequirement final : public GlobalRequirement<MinIslandRequirement> {
public:
    MinIslandRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
        : GlobalRequirement(spec, rules, board), minSize_(static_cast<int>(spec.number("size", 5)))
    {
    }

    bool matters(const Map& map, const Swap& s) const
    {
        return s.layer != model::Layer::Token && isLand(map.terrain(s.a)) != isLand(map.terrain(s.b));
    }
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    int countWithCells(const Map& map, std::vector<CellIndex>& out) override; // one labelling
    std::string explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsLand; }

private:
    int minSize_;
    Components components_;
};

} // namespace hexloom::core::rules
