#include "core/rules/requirements/water_degree_requirement.h"

#include <string>

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& waterDegreeType()
{
    static const RequirementType type{
        .type = "water-degree",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Water hexes whose water-neighbour count is outside [min, max] (strict TM REQ2)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "min"), false, 0, 6, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "fewest water neighbours a water hex may have")},
                       {QT_TRANSLATE_NOOP("hexloom::core", "max"), false, 0, 6, 3.0, QT_TRANSLATE_NOOP("hexloom::core", "most water neighbours a water hex may have")}},
        .make = makeOf<WaterDegreeRequirement>,
        .builds = isOneOf<WaterDegreeRequirement>,
        .fastPath = FastPath::WaterDegree,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

text::CoreTexts WaterDegreeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    int water = 0;
    for (CellIndex n : board_.neighbours(c))
        water += rules_.isWater(map.terrain(n)) ? 1 : 0;
    return {{QT_TRANSLATE_NOOP("hexloom::core", "water hex with %1 water neighbours (allowed %2 to %3)"),
             {{std::to_string(water)}, {std::to_string(min_)}, {std::to_string(max_)}}}};
}

} // namespace hexloom::core::rules
