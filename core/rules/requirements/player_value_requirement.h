#pragma once
#include <vector>

#include "core/rules/global_requirement.h"
#include "core/rules/requirements/player_values.h"

namespace hexloom::core::rules {

// Every player starts with about the same value (see PlayerValues): violations are how far the
// spread (highest - lowest value) exceeds `tolerance`, rounded up, when `spread` is 1, plus how
// far each player falls short of `minimum` (rounded up) when `minimum` >= 0.
class PlayerValueRequirement final : public GlobalRequirement<PlayerValueRequirement> {
public:
    PlayerValueRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map&, const Swap&) const { return true; } // any hex may be within someone's reach
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    int countWithCells(const Map& map, std::vector<CellIndex>& out) override; // the values once
    std::string explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return values_.readsTokens() ? kReadsTerrain | kReadsToken : kReadsTerrain; }

    PlayerValues& values() { return values_; }

private:
    PlayerValues values_;
    std::vector<double> scratch_;
};

} // namespace hexloom::core::rules
