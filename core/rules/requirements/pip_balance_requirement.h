#pragma once
#include <cmath>
#include <vector>

#include "core/rules/global_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "pip-balance": id, parameters, checks, factory (pip_balance_requirement.cpp).
const RequirementType& pipBalanceType();

// Catan's probability balance. pips(n) = 6 - |7 - n|; a resource's pips are the sum over its hexes.
// Resources are grouped ("groups": "wood,wheat,sheep;brick,ore"); within a group, a resource whose
// pips differ from the group mean by more than `tolerance` is one violation.
class PipBalanceRequirement final : public GlobalRequirement<PipBalanceRequirement> {
public:
    PipBalanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    // Pips move between resources only when a terrain and a token part: a swap of both layers
    // carries each token with its terrain.
    bool matters(const Map& map, const Swap& s) const
    {
        return s.layer != model::Layer::Both && map.terrain(s.a) != map.terrain(s.b) && pips(map.token(s.a)) != pips(map.token(s.b));
    }
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsTerrain | kReadsToken; }

    static int pips(int token) { return token <= 0 ? 0 : 6 - (token > 7 ? token - 7 : 7 - token); }
    // Per terrain: pips, and whether it is out of balance.
    void evaluate(const Map& map, std::vector<int>& pips, std::vector<uint8_t>& off) const;
    // Whether a resource with `pips` is off its group's balance, the group's pips summing to `sum`
    // over `size` resources: the one comparison evaluate() makes, for incremental trackers.
    bool off(int pips, int sum, size_t size) const
    {
        const double mean = static_cast<double>(sum) / static_cast<double>(size);
        return std::abs(pips - mean) > tolerance_ + 1e-9;
    }
    const std::vector<std::vector<model::TerrainId>>& groups() const { return groups_; }

private:
    std::vector<std::vector<model::TerrainId>> groups_;
    double tolerance_;
    std::vector<int> pips_;
    std::vector<uint8_t> off_;
};

} // namespace hexloom::core::rules
