#include "core/rules/requirements/same_terrain_hexes_requirement.h"

#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

const RequirementType& sameTerrainHexesType()
{
    static const RequirementType type{
        .type = "same-terrain-hexes",
        .summary = "Land hexes with at least one neighbour of the same terrain (strict TM REQ1)",
        .make = makeOf<SameTerrainHexesRequirement>,
        .builds = isOneOf<SameTerrainHexesRequirement>,
        .fastPath = FastPath::SameTerrainHexes,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

std::string SameTerrainHexesRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return "a neighbour is " + terrainName(rules_, map.terrain(c)) + " too";
}

} // namespace hexloom::core::rules
