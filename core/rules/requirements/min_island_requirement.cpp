#include "core/rules/requirements/min_island_requirement.h"

namespace hexloom::core::rules {

const RequirementType& minIslandType()
{
    static const RequirementType type{
        .type = "min-island-size",
        .summary = "Land regions separated by water smaller than a size",
        .parameters = {{"size", false, 1, 100000, 5.0, "smallest island that is not a violation"}},
        .make = makeOf<MinIslandRequirement>,
        .builds = isOneOf<MinIslandRequirement>,
        .fastPath = FastPath::Pieces,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

} // namespace hexloom::core::rules
