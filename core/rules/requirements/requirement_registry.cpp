#include "core/rules/requirement_registry.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/rules/requirements/cluster_size_requirement.h"
#include "core/rules/requirements/corner_pips_requirement.h"
#include "core/rules/requirements/distance_requirement.h"
#include "core/rules/requirements/forbidden_neighbours_requirement.h"
#include "core/rules/requirements/min_island_requirement.h"
#include "core/rules/requirements/player_value_requirement.h"
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
        {"forbidden-neighbours", "Touching hexes whose kinds are a listed pair (a 2:1 harbour next to its resource, two anomalies)",
         {{"pairs", true, 0, 0, std::string(), "pairs kinds:kinds, ',' between pairs, '|' between kinds of one side"}}},
        {"cluster-size", "Hexes beyond the largest allowed group of one kind",
         {{"kinds", true, 0, 0, std::string(), "terrain ids whose groups count, ',' between them (empty: every kind)"},
          {"max", false, 1, 100000, 3.0, "largest group of one kind that is not a violation"}}},
        {"distance", "Kinds closer than min (pairs), or without another listed kind within max (hexes)",
         {{"from", true, 0, 0, std::string(), "terrain ids, ',' between them"},
          {"to", true, 0, 0, std::string(), "terrain ids, ',' between them (empty: the same as from)"},
          {"min", false, 0, 1000, 0.0, "pairs of from and to hexes closer than this are violations (0: off)"},
          {"max", false, 0, 1000, 0.0, "from hexes with no to hex within this are violations (0: off)"}}},
        {"corner-pips", "Corners of three producing hexes whose pips are outside [min, max]; optionally equal numbers",
         {{"min", false, 0, 1000, 5.0, "fewest pips a corner of three producing hexes may have"},
          {"max", false, 0, 1000, 11.0, "most pips such a corner may have"},
          {"distinct", false, 0, 1, 0.0, "1: a corner with two equal numbers is also a violation"},
          {"unique_per_resource", false, 0, 1, 0.0, "1: every repeat of a number on one resource is a violation"}}},
        {"player-value", "How far the players' distance-weighted values are apart (beyond a tolerance) or below a minimum",
         {{"attributes", true, 0, 0, std::string(), "attributes summed per hex, ',' between them (kind attributes, pips, one-spade, water-contact)"},
          {"tolerance", false, 0, 1000000, 0.0, "spread (highest - lowest value) that is not a violation"},
          {"minimum", false, -1, 1000000, -1.0, "every player's value should reach this (-1: off)"},
          {"weights", true, 0, 0, std::string(), "weights by distance 0, 1, 2, ... (empty: the rule set's players.distance_weights)"},
          {"spread", false, 0, 1, 1.0, "1: the spread counts; 0: only the minimum does"}}},
    };
    return types;
}

namespace {
// Checks between parameters of the fairness types (each is range-checked already).
void checkFairnessParameters(const RequirementSpec& spec, const std::string& where)
{
    if (spec.type == "corner-pips" && spec.number("min", 5) > spec.number("max", 11))
        throw std::invalid_argument(where + ": field \"params.min\": must not exceed params.max");
    if (spec.type == "distance" && spec.number("min", 0) <= 0 && spec.number("max", 0) <= 0)
        throw std::invalid_argument(where + ": field \"params.min\": set min or max above 0 (both are off)");
    if (spec.type == "player-value" && spec.number("spread", 1) == 0 && spec.number("minimum", -1) < 0)
        throw std::invalid_argument(where + ": field \"params.minimum\": with spread 0 a minimum of 0 or more is needed");
}

// The fairness types, or null for the others. Kind and player errors get the requirement's name.
std::unique_ptr<Requirement> makeFairnessRequirement(const RequirementSpec& spec, const RuleSet& rules, const model::Board& board)
{
    try {
        const std::string& t = spec.type;
        if (t == "forbidden-neighbours")
            return std::make_unique<ForbiddenNeighboursRequirement>(spec, rules, board);
        if (t == "cluster-size")
            return std::make_unique<ClusterSizeRequirement>(spec, rules, board);
        if (t == "distance")
            return std::make_unique<DistanceRequirement>(spec, rules, board);
        if (t == "corner-pips")
            return std::make_unique<CornerPipsRequirement>(spec, rules, board);
        if (t == "player-value")
            return std::make_unique<PlayerValueRequirement>(spec, rules, board);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument("requirement " + (spec.id.empty() ? std::string("(no id)") : spec.id) + ": " + e.what());
    }
    return nullptr;
}
} // namespace

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
    checkFairnessParameters(spec, where);
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
    if (auto fair = makeFairnessRequirement(spec, rules, board))
        return fair;
    return std::make_unique<TokenPairsRequirement>(spec, rules, board);
}

} // namespace hexloom::core::rules
