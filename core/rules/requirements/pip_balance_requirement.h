#pragma once
#include <vector>

#include "core/rules/global_requirement.h"

namespace hexloom::core::rules {

// Catan's probability balance. pips(n) = 6 - |7 - n|; a resource's pips are the sum over its hexes.
// Resources are grouped ("groups": "wood,wheat,sheep;brick,ore"); within a group, a resource whose
// pips differ from the group mean by more than `tolerance` is one violation.
class PipBalanceRequirement final : public GlobalRequirement<PipBalanceRequirement> {
public:
    PipBalanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map& map, const Swap& s) const
    {
        return map.terrain(s.a) != map.terrain(s.b) && map.token(s.a) != map.token(s.b);
    }
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    std::string explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsTerrain | kReadsToken; }

    static int pips(int token) { return token <= 0 ? 0 : 6 - (token > 7 ? token - 7 : 7 - token); }
    // Per terrain: pips, and whether it is out of balance.
    void evaluate(const Map& map, std::vector<int>& pips, std::vector<uint8_t>& off) const;

private:
    std::vector<std::vector<model::TerrainId>> groups_;
    double tolerance_;
    std::vector<int> pips_;
    std::vector<uint8_t> off_;
};

} // namespace hexloom::core::rules
