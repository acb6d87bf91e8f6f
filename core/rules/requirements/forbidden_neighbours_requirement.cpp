#include "core/rules/requirements/forbidden_neighbours_requirement.h"

#include "core/rules/requirements/kind_list.h"
#include "core/rules/terrain_names.h"
#include "core/text/core_text.h"

namespace hexloom::core::rules {

const RequirementType& forbiddenNeighboursType()
{
    static const RequirementType type{
        .type = "forbidden-neighbours",
        .summary = QT_TRANSLATE_NOOP("hexloom::core", "Touching hexes whose kinds are a listed pair (a 2:1 harbour next to its resource, two anomalies)"),
        .parameters = {{QT_TRANSLATE_NOOP("hexloom::core", "pairs"), true, 0, 0, std::string(), QT_TRANSLATE_NOOP("hexloom::core", "pairs kinds:kinds, ',' between pairs, '|' between kinds of one side"), KindText::Pairs}},
        .make = makeOf<ForbiddenNeighboursRequirement>,
        .builds = isOneOf<ForbiddenNeighboursRequirement>,
        .checkAgainst = [](const RequirementSpec& spec, const RuleSet& rules) { parseKindPairs(rules, "pairs", forbiddenNeighboursType().text(spec, "pairs")); },
        .exampleRules = "catan-fair",
        .exampleParams = {{"pairs", std::string("harbour-wood:wood")}},
    };
    return type;
}

ForbiddenNeighboursRequirement::ForbiddenNeighboursRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : LocalRequirement(spec, rules, board), bad_(256 * 256, 0), any_(256, 0)
{
    for (const auto& [left, right] : parseKindPairs(rules, "pairs", forbiddenNeighboursType().text(spec, "pairs")))
        for (model::TerrainId a : left)
            for (model::TerrainId b : right) {
                bad_[static_cast<size_t>(a) * 256 + b] = bad_[static_cast<size_t>(b) * 256 + a] = 1;
                any_[a] = any_[b] = 1;
            }
}

text::CoreTexts ForbiddenNeighboursRequirement::explain(const Map& map, CellIndex c) const
{
    std::string touching;
    for (CellIndex n : board_.neighbours(c))
        if (related(map, c, n))
            touching += (touching.empty() ? "" : ", ") + terrainName(rules_, map.terrain(n));
    if (touching.empty())
        return {};
    return {{QT_TRANSLATE_NOOP("hexloom::core", "%1 may not touch %2"), {{terrainName(rules_, map.terrain(c))}, {touching}}}};
}

} // namespace hexloom::core::rules
