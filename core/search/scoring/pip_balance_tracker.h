#pragma once
// Exact, O(group size) swap deltas for Catan's probability balance ("pip-balance"). Keeps each
// resource's pip sum and each group's sum; a swap that parts a terrain from its token moves
// pips(kb) - pips(ka) from one resource to the other, so only their groups are re-judged, with
// the requirement's own comparison (PipBalanceRequirement::off).
#include <array>
#include <vector>

#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/requirements/pip_balance_requirement.h"

namespace hexloom::core::search {

class PipBalanceTracker {
public:
    // Whether every resource is in at most one group (else the requirement scores itself).
    static bool supports(const rules::PipBalanceRequirement& requirement);
    explicit PipBalanceTracker(const rules::PipBalanceRequirement& requirement);

    void reset(const model::Map& map);
    int count() const { return count_; }
    // count(after the swap) - count() for a swap of cells holding (ta, ka) and (tb, kb).
    int delta(model::Layer layer, model::TerrainId ta, model::TerrainId tb, model::Token ka, model::Token kb) const;
    // Call before the same swap is applied to the map.
    void apply(model::Layer layer, model::TerrainId ta, model::TerrainId tb, model::Token ka, model::Token kb);

private:
    static int pips(model::Token k) { return rules::PipBalanceRequirement::pips(k); }
    // Violations of group g with `change` pips added to terrain x and taken from terrain y.
    int groupOff(int g, model::TerrainId x, model::TerrainId y, int change) const;

    const rules::PipBalanceRequirement& requirement_;
    std::array<int, 256> pips_{};
    std::array<int, 256> group_{}; // per terrain id, -1 outside every group
    std::vector<int> sums_, off_;  // per group
    int count_ = 0;
};

} // namespace hexloom::core::search
