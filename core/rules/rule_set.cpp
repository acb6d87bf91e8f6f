#include "core/rules/rule_set.h"

#include <algorithm>
#include <cstdlib>

namespace hexloom::core::rules {

void RuleSet::finalize()
{
    letterIndex_.fill(model::kNoTerrain);
    for (size_t i = 0; i < terrains.size(); ++i)
        letterIndex_[static_cast<unsigned char>(terrains[i].letter)] = static_cast<TerrainId>(i);
    zoneOf_.fill(0);
    zoneNames_.assign(1, std::string());
    for (size_t i = 0; i < terrains.size(); ++i) {
        const std::string& z = terrains[i].zone;
        if (z.empty())
            continue;
        auto it = std::find(zoneNames_.begin() + 1, zoneNames_.end(), z);
        if (it == zoneNames_.end())
            it = zoneNames_.insert(zoneNames_.end(), z);
        zoneOf_[i] = static_cast<uint8_t>(it - zoneNames_.begin());
    }
    cycleLength_ = 0;
    for (const Terrain& t : terrains)
        if (t.cyclePosition >= 0)
            cycleLength_ = std::max(cycleLength_, t.cyclePosition + 1);
    const size_t n = terrains.size();
    spade_.assign(n * n, -1);
    for (size_t a = 0; a < n; ++a)
        for (size_t b = 0; b < n; ++b) {
            const int pa = terrains[a].cyclePosition, pb = terrains[b].cyclePosition;
            if (pa < 0 || pb < 0)
                continue;
            const int d = std::abs(pa - pb);
            spade_[a * n + b] = static_cast<int8_t>(std::min(d, cycleLength_ - d));
        }
}

TerrainId RuleSet::byId(const std::string& id) const
{
    for (size_t i = 0; i < terrains.size(); ++i)
        if (terrains[i].id == id)
            return static_cast<TerrainId>(i);
    return model::kNoTerrain;
}

std::string RuleSet::zoneKinds(int zone) const
{
    std::string names;
    for (size_t i = 0; i < terrains.size(); ++i)
        if (zoneOf_[i] == zone)
            names += (names.empty() ? "" : ", ") + terrains[i].name;
    return names;
}

const RequirementSpec* RuleSet::requirement(const std::string& id) const
{
    const auto it = std::find_if(requirements.begin(), requirements.end(), [&](const RequirementSpec& r) { return r.id == id; });
    return it == requirements.end() ? nullptr : &*it;
}

} // namespace hexloom::core::rules
