#include "core/rules/requirements/one_spade_requirement.h"

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& oneSpadeType()
{
    static const RequirementType type{
        .type = "one-spade",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Land hexes with no land neighbour one spade away on the terraform cycle"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "min_land_neighbours"), false, 0, 6, 0.0, QT_TRANSLATE_NOOP("hexloom::core", "only hexes with at least this many land neighbours count (published: 3)")}},
        .make = makeOf<OneSpadeRequirement>,
        .builds = isOneOf<OneSpadeRequirement>,
        .fastPath = FastPath::OneSpade,
        .exampleRules = "terra-mystica-published",
    };
    return type;
}

text::CoreTexts OneSpadeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "no neighbour one spade away: neighbours are %1"), {{describeNeighbours(rules_, board_, map, c, true)}}}};
}

} // namespace hexloom::core::rules
