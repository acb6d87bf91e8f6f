#include "core/rules/requirements/water_degree_requirement.h"

#include <sstream>

#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

const RequirementType& waterDegreeType()
{
    static const RequirementType type{
        .type = "water-degree",
        .summary = "Water hexes whose water-neighbour count is outside [min, max] (strict TM REQ2)",
        .parameters = {{"min", false, 0, 6, 1.0, "fewest water neighbours a water hex may have"},
                       {"max", false, 0, 6, 3.0, "most water neighbours a water hex may have"}},
        .make = makeOf<WaterDegreeRequirement>,
        .builds = isOneOf<WaterDegreeRequirement>,
        .fastPath = FastPath::WaterDegree,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

std::string WaterDegreeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    int water = 0;
    for (CellIndex n : board_.neighbours(c))
        water += rules_.isWater(map.terrain(n)) ? 1 : 0;
    std::ostringstream s;
    s << "water hex with " << water << " water neighbours (allowed " << min_ << " to " << max_ << ")";
    return s.str();
}

} // namespace hexloom::core::rules
