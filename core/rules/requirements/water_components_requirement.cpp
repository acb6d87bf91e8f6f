#include "core/rules/requirements/water_components_requirement.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& waterComponentsType()
{
    static const RequirementType type{
        .type = "water-components",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Water split into more pieces than allowed: max(0, components - allowed)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "allowed_components"), false, 0, 1000, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "pieces of water that are not a violation (published: 2)")}},
        .make = makeOf<WaterComponentsRequirement>,
        .builds = isOneOf<WaterComponentsRequirement>,
        .fastPath = FastPath::WaterComponents,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

} // namespace hexloom::core::rules
