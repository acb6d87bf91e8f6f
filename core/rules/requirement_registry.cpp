#include "core/rules/requirement_registry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/one_spade_requirement.h"
#include "core/rules/requirements/pip_balance_requirement.h"
#include "core/rules/requirements/river_shape_requirement.h"
#include "core/rules/requirements/same_terrain_hexes_requirement.h"
#include "core/rules/requirements/same_terrain_pairs_requirement.h"
#include "core/rules/requirements/token_pairs_requirement.h"
#include "core/rules/requirements/water_components_requirement.h"
#include "core/rules/requirements/water_degree_requirement.h"

namespace hexloom::core::rules {

const std::vector<RequirementType>& requirementTypes()
{
    static const std::vector<RequirementType> types{
        {"same-terrain-pairs", "Adjacent land hexes of the same terrain; each pair counts twice (published TM REQ1) or once",
         {{"count_twice", false, 0, 1, 1.0, "1: every land hex counts each same neighbour (pairs count 2); 0: pairs count once"}}},
        {"same-terrain-hexes", "Land hexes with at least one neighbour of the same terrain (strict TM REQ1)", {}},
        {"river-shape-published", "Water hexes ending or branching badly, as the published TM evaluator scores REQ2", {}},
        {"water-degree", "Water hexes whose water-neighbour count is outside [min, max] (strict TM REQ2)",
         {{"min", false, 0, 6, 1.0, "fewest water neighbours a water hex may have"},
          {"max", false, 0, 6, 3.0, "most water neighbours a water hex may have"}}},
        {"water-components", "Water split into more pieces than allowed: max(0, components - allowed)",
         {{"allowed_components", false, 0, 1000, 1.0, "pieces of water that are not a violation (published: 2)"}}},
        {"one-spade", "Land hexes with no land neighbour one spade away on the terraform cycle",
         {{"min_land_neighbours", false, 0, 6, 0.0, "only hexes with at least this many land neighbours count (published: 3)"}}},
        {"min-island-size", "Land regions separated by water smaller than a size",
         {{"size", false, 1, 100000, 5.0, "smallest island that is not a violation"}}},
        {"pip-balance", "Resources whose pips differ from their group's mean by more than a tolerance (Catan REQ2)",
         {{"tolerance", false, 0, 1000, 1.0, "pips a resource may differ from its group mean"},
          {"groups", true, 0, 0, std::string("wood,wheat,sheep;brick,ore"), "terrain ids: ',' within a group, ';' between groups", true}}},
        {"token-pairs", "Adjacent hexes whose tokens are both in a set (Catan REQ3: 6 and 8)",
         {{"numbers", true, 0, 0, std::string("6,8"), "comma-separated token numbers that must not touch"}}},
    };
    return types;
}

const RequirementType* findRequirementType(const std::string& type)
{
    const auto& types = requirementTypes();
    const auto it = std::find_if(types.begin(), types.end(), [&](const RequirementType& t) { return t.type == type; });
    return it == types.end() ? nullptr : &*it;
}

void validateRequirement(const RequirementSpec& spec)
{
    const std::string where = "requirement " + (spec.id.empty() ? std::string("(no id)") : spec.id);
    const RequirementType* type = findRequirementType(spec.type);
    if (!type) {
        std::string known;
        for (const auto& t : requirementTypes())
            known += (known.empty() ? "" : ", ") + t.type;
        throw std::invalid_argument(where + ": field \"type\": unknown type \"" + spec.type + "\" (known: " + known + ")");
    }
    if (!std::isfinite(spec.weight) || spec.weight < 0 || spec.weight > 1e6)
        throw std::invalid_argument(where + ": field \"weight\": must be a number from 0 to 1000000");
    for (const auto& param : spec.params) {
        // Not a structured binding: clang 14 cannot capture those in the lambda (fuzz build).
        const std::string& key = param.first;
        const auto& value = param.second;
        const auto p = std::find_if(type->parameters.begin(), type->parameters.end(), [&](const auto& q) { return q.name == key; });
        if (p == type->parameters.end())
            throw std::invalid_argument(where + ": field \"params." + key + "\": not a parameter of " + spec.type);
        if (p->isText != std::holds_alternative<std::string>(value))
            throw std::invalid_argument(where + ": field \"params." + key + "\": expected " + (p->isText ? "text" : "a number"));
        if (const double* d = std::get_if<double>(&value); d && (!std::isfinite(*d) || *d < p->minimum || *d > p->maximum))
            throw std::invalid_argument(where + ": field \"params." + key + "\": must be between " + std::to_string(p->minimum) +
                                        " and " + std::to_string(p->maximum));
    }
    if (spec.type == "token-pairs") {
        const std::string numbers = spec.text("numbers", "6,8");
        size_t start = 0;
        while (start <= numbers.size()) {
            const size_t end = std::min(numbers.find(',', start), numbers.size());
            const std::string item = numbers.substr(start, end - start);
            if (item.empty() || item.size() > 3 || !std::all_of(item.begin(), item.end(), ::isdigit) || std::stoi(item) < 1 || std::stoi(item) > 127)
                throw std::invalid_argument(where + ": field \"params.numbers\": \"" + numbers + "\" is not a list of numbers 1 to 127");
            start = end + 1;
        }
    }
}

void validateRequirement(const RequirementSpec& spec, const RuleSet& rules)
{
    validateRequirement(spec);
    for (const auto& p : findRequirementType(spec.type)->parameters) {
        if (!p.terrainIds)
            continue;
        const std::string list = spec.text(p.name, std::get<std::string>(p.defaultValue));
        const std::string where = "requirement " + spec.id + ": field \"params." + p.name + "\"" +
                                  (spec.params.count(p.name) ? "" : " (its default \"" + list + "\")");
        size_t start = 0;
        while (start <= list.size()) {
            const size_t end = std::min(list.find_first_of(",;", start), list.size());
            const std::string id = list.substr(start, end - start);
            if (id.empty())
                throw std::invalid_argument(where + ": empty terrain id at position " + std::to_string(start + 1) + " of \"" + list + "\"");
            if (rules.byId(id) == model::kNoTerrain)
                throw std::invalid_argument(where + ": no terrain with id \"" + id + "\" in rule set " + rules.name);
            start = end + 1;
        }
    }
}

std::unique_ptr<Requirement> makeRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board)
{
    validateRequirement(spec);
    const std::string& t = spec.type;
    if (t == "same-terrain-pairs") {
        if (spec.number("count_twice", 1) != 0)
            return std::make_unique<SameTerrainPairsRequirement<1>>(spec, rules, board);
        return std::make_unique<SameTerrainPairsRequirement<2>>(spec, rules, board);
    }
    if (t == "same-terrain-hexes")
        return std::make_unique<SameTerrainHexesRequirement>(spec, rules, board);
    if (t == "river-shape-published")
        return std::make_unique<RiverShapeRequirement>(spec, rules, board);
    if (t == "water-degree")
        return std::make_unique<WaterDegreeRequirement>(spec, rules, board);
    if (t == "water-components")
        return std::make_unique<WaterComponentsRequirement>(spec, rules, board);
    if (t == "one-spade")
        return std::make_unique<OneSpadeRequirement>(spec, rules, board);
    if (t == "min-island-size")
        return std::make_unique<MinIslandRequirement>(spec, rules, board);
    if (t == "pip-balance")
        return std::make_unique<PipBalanceRequirement>(spec, rules, board);
    return std::make_unique<TokenPairsRequirement>(spec, rules, board);
}

} // namespace hexloom::core::rules
