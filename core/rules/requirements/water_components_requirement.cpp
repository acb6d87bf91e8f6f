#include "core/rules/requirements/water_components_requirement.h"

namespace hexloom::core::rules {

const RequirementType& waterComponentsType()
{
    static const RequirementType type{
        .type = "water-components",
        .summary = "Water split into more pieces than allowed: max(0, components - allowed)",
        .parameters = {{"allowed_components", false, 0, 1000, 1.0, "pieces of water that are not a violation (published: 2)"}},
        .make = makeOf<WaterComponentsRequirement>,
        .builds = isOneOf<WaterComponentsRequirement>,
        .fastPath = FastPath::WaterComponents,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

} // namespace hexloom::core::rules
