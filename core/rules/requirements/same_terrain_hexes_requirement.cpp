#include "core/rules/requirements/same_terrain_hexes_requirement.h"

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& sameTerrainHexesType()
{
    static const RequirementType type{
        .type = "same-terrain-hexes",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Land hexes with at least one neighbour of the same terrain (strict TM REQ1)"),
        .make = makeOf<SameTerrainHexesRequirement>,
        .builds = isOneOf<SameTerrainHexesRequirement>,
        .fastPath = FastPath::SameTerrainHexes,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

text::CoreTexts SameTerrainHexesRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "a neighbour is %1 too"), {{terrainName(rules_, map.terrain(c))}}}};
}

} // namespace hexloom::core::rules
