#include "core/rules/requirements/river_shape_requirement.h"

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& riverShapeType()
{
    static const RequirementType type{
        .type = "river-shape-published",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Water hexes ending or branching badly, as the published TM evaluator scores REQ2"),
        .make = makeOf<RiverShapeRequirement>,
        .builds = isOneOf<RiverShapeRequirement>,
        .fastPath = FastPath::RiverShape,
        .exampleRules = "terra-mystica-published",
    };
    return type;
}

text::CoreTexts RiverShapeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    if (rules_.isLand(map.terrain(c)))
        return {{QT_TRANSLATE_NOOP("hexloom::core", "land hex surrounded by water on every side")}};
    int water = 0, onBorder = 0;
    for (CellIndex n : board_.neighbours(c))
        if (rules_.isWater(map.terrain(n))) {
            ++water;
            onBorder += board_.isBorder(n) ? 1 : 0;
        }
    if (water == 0)
        return {{QT_TRANSLATE_NOOP("hexloom::core", "water hex with no water neighbour")}};
    if (water == 1)
        return {{QT_TRANSLATE_NOOP("hexloom::core", "river ends inside the board (one water neighbour, not on the border)")}};
    if (water == 2)
        return {{QT_TRANSLATE_NOOP("hexloom::core", "both water neighbours are on the border")}};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "water hex with %1 water neighbours (at most 3)"), {{std::to_string(water)}}}};
}

} // namespace hexloom::core::rules
