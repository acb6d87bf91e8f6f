#include "core/search/scoring/pip_balance_tracker.h"

namespace hexloom::core::search {

bool PipBalanceTracker::supports(const rules::PipBalanceRequirement& requirement)
{
    std::array<bool, 256> seen{};
    for (const auto& g : requirement.groups())
        for (model::TerrainId t : g) {
            if (seen[t])
                return false;
            seen[t] = true;
        }
    return true;
}

PipBalanceTracker::PipBalanceTracker(const rules::PipBalanceRequirement& requirement) : requirement_(requirement)
{
    group_.fill(-1);
    const auto& groups = requirement_.groups();
    for (size_t g = 0; g < groups.size(); ++g)
        for (model::TerrainId t : groups[g])
            group_[t] = static_cast<int>(g);
    sums_.assign(groups.size(), 0);
    off_.assign(groups.size(), 0);
}

int PipBalanceTracker::groupOff(int g, model::TerrainId x, model::TerrainId y, int change) const
{
    const auto& members = requirement_.groups()[static_cast<size_t>(g)];
    int sum = 0;
    for (model::TerrainId t : members)
        sum += pips_[t] + (t == x ? change : 0) - (t == y ? change : 0);
    int off = 0;
    for (model::TerrainId t : members)
        off += requirement_.off(pips_[t] + (t == x ? change : 0) - (t == y ? change : 0), sum, members.size()) ? 1 : 0;
    return off;
}

void PipBalanceTracker::reset(const model::Map& map)
{
    pips_.fill(0);
    for (size_t c = 0; c < map.terrains().size(); ++c)
        if (const model::TerrainId t = map.terrains()[c]; t != model::kNoTerrain)
            pips_[t] += pips(map.tokens()[c]);
    count_ = 0;
    for (size_t g = 0; g < off_.size(); ++g)
        count_ += off_[g] = groupOff(static_cast<int>(g), 0, 0, 0);
}

int PipBalanceTracker::delta(model::Layer layer, model::TerrainId ta, model::TerrainId tb, model::Token ka, model::Token kb) const
{
    const int change = pips(kb) - pips(ka); // what ta gains and tb loses
    if (layer == model::Layer::Both || ta == tb || change == 0)
        return 0;
    const int ga = group_[ta], gb = group_[tb];
    int d = 0;
    if (ga >= 0)
        d += groupOff(ga, ta, tb, change) - off_[static_cast<size_t>(ga)];
    if (gb >= 0 && gb != ga)
        d += groupOff(gb, ta, tb, change) - off_[static_cast<size_t>(gb)];
    return d;
}

void PipBalanceTracker::apply(model::Layer layer, model::TerrainId ta, model::TerrainId tb, model::Token ka, model::Token kb)
{
    const int change = pips(kb) - pips(ka);
    if (layer == model::Layer::Both || ta == tb || change == 0)
        return;
    pips_[ta] += change;
    pips_[tb] -= change;
    const int ga = group_[ta], gb = group_[tb];
    for (const int g : {ga, gb == ga ? -1 : gb}) { // a group holding both resources is judged once
        if (g < 0)
            continue;
        count_ -= off_[static_cast<size_t>(g)];
        count_ += off_[static_cast<size_t>(g)] = groupOff(g, 0, 0, 0);
    }
}

} // namespace hexloom::core::search
