#include "core/rules/requirements/same_terrain_pairs_requirement.h"

#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& sameTerrainPairsType()
{
    static const RequirementType type{
        .type = "same-terrain-pairs",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Adjacent land hexes of the same terrain; each pair counts twice (published TM REQ1) or once"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "count_twice"), false, 0, 1, 1.0, QT_TRANSLATE_NOOP("hexloom::core", "1: every land hex counts each same neighbour (pairs count 2); 0: pairs count once")}},
        .make = [](const RequirementSpec& spec, const RuleSet& rules, const Board& board) -> std::unique_ptr<Requirement> {
            if (sameTerrainPairsType().number(spec, "count_twice") != 0)
                return std::make_unique<SameTerrainPairsRequirement<1>>(spec, rules, board);
            return std::make_unique<SameTerrainPairsRequirement<2>>(spec, rules, board);
        },
        .builds = isOneOf<SameTerrainPairsRequirement<1>, SameTerrainPairsRequirement<2>>,
        .fastPath = FastPath::SameTerrainPairs,
        .exampleRules = "terra-mystica-published",
    };
    return type;
}

template <int Divisor>
text::CoreTexts SameTerrainPairsRequirement<Divisor>::explain(const Map& map, CellIndex c) const
{
    const int v = value(map, c);
    if (v == 0)
        return {};
    if (v == 1)
        return {{QT_TRANSLATE_NOOP("hexloom::core", "1 neighbour is %1 too"), {{terrainName(this->rules_, map.terrain(c))}}}};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "%1 neighbours are %2 too"), {{std::to_string(v)}, {terrainName(this->rules_, map.terrain(c))}}}};
}
template class SameTerrainPairsRequirement<1>;
template class SameTerrainPairsRequirement<2>;

} // namespace hexloom::core::rules
