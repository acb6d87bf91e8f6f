#include "core/rules/requirements/one_spade_requirement.h"

#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

const RequirementType& oneSpadeType()
{
    static const RequirementType type{
        .type = "one-spade",
        .summary = "Land hexes with no land neighbour one spade away on the terraform cycle",
        .parameters = {{"min_land_neighbours", false, 0, 6, 0.0, "only hexes with at least this many land neighbours count (published: 3)"}},
        .make = makeOf<OneSpadeRequirement>,
        .builds = isOneOf<OneSpadeRequirement>,
        .fastPath = FastPath::OneSpade,
        .exampleRules = "terra-mystica-published",
    };
    return type;
}

std::string OneSpadeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return "no neighbour one spade away: neighbours are " + describeNeighbours(rules_, board_, map, c, true);
}

} // namespace hexloom::core::rules
