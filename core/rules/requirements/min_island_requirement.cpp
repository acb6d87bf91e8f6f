#include "core/rules/requirements/min_island_requirement.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& minIslandType()
{
    static const RequirementType type{
        .type = "min-island-size",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Land regions separated by water smaller than a size"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "size"), false, 1, 100000, 5.0, QT_TRANSLATE_NOOP("hexloom::core", "smallest island that is not a violation")}},
        .make = makeOf<MinIslandRequirement>,
        .builds = isOneOf<MinIslandRequirement>,
        .fastPath = FastPath::Pieces,
        .exampleRules = "terra-mystica-strict",
    };
    return type;
}

} // namespace hexloom::core::rules
