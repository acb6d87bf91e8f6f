#pragma once
#include <vector>

#include "core/rules/requirement.h"
#include "core/rules/requirements/player_values.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "player-value": id, parameters, checks, factory (player_value_requirement.cpp).
const RequirementType& playerValueType();

// Every player starts with about the same value (see PlayerValues): violations are how far the
// spread (highest - lowest value) exceeds `tolerance`, rounded up, when `spread` is 1, plus how
// far each player falls short of `minimum` (rounded up) when `minimum` >= 0.
//
// A swap's delta asks PlayerValues::touched() which players it can move: none (a swap away from
// every home's reach) costs O(1); otherwise every value before and the touched ones after, each
// search visiting only the hexes its player reaches.
class PlayerValueRequirement final : public Requirement {
public:
    PlayerValueRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    int count(const Map& map) override;
    int swapDelta(Map& map, const Swap& s) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    int countWithCells(const Map& map, std::vector<CellIndex>& out) override; // the values once
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return values_.readsTokens() ? kReadsTerrain | kReadsToken : kReadsTerrain; }

    PlayerValues& values() { return values_; }
    const PlayerValues& values() const { return values_; }

private:
    PlayerValues values_;
    std::vector<double> scratch_, after_;
};

} // namespace hexloom::core::rules
