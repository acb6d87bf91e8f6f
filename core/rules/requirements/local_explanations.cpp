// Explanations of the local requirements, for the editor's hover text and `score --cells`.
#include "core/rules/requirements/one_spade_requirement.h"
#include "core/rules/requirements/river_shape_requirement.h"
#include "core/rules/requirements/same_terrain_hexes_requirement.h"
#include "core/rules/requirements/same_terrain_pairs_requirement.h"
#include "core/rules/requirements/token_pairs_requirement.h"
#include "core/rules/requirements/water_degree_requirement.h"
#include "core/rules/terrain_names.h"

#include <sstream>

namespace hexloom::core::rules {

template <int Divisor>
std::string SameTerrainPairsRequirement<Divisor>::explain(const Map& map, CellIndex c) const
{
    const int v = value(map, c);
    if (v == 0)
        return {};
    return std::to_string(v) + (v == 1 ? " neighbour is " : " neighbours are ") + terrainName(this->rules_, map.terrain(c)) + " too";
}
template class SameTerrainPairsRequirement<1>;
template class SameTerrainPairsRequirement<2>;

std::string SameTerrainHexesRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return "a neighbour is " + terrainName(rules_, map.terrain(c)) + " too";
}

std::string RiverShapeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    if (rules_.isLand(map.terrain(c)))
        return "land hex surrounded by water on every side";
    int water = 0, onBorder = 0;
    for (CellIndex n : board_.neighbours(c))
        if (rules_.isWater(map.terrain(n))) {
            ++water;
            onBorder += board_.isBorder(n) ? 1 : 0;
        }
    if (water == 0)
        return "water hex with no water neighbour";
    if (water == 1)
        return "river ends inside the board (one water neighbour, not on the border)";
    if (water == 2)
        return "both water neighbours are on the border";
    return "water hex with " + std::to_string(water) + " water neighbours (at most 3)";
}

std::string WaterDegreeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    int water = 0;
    for (CellIndex n : board_.neighbours(c))
        water += rules_.isWater(map.terrain(n)) ? 1 : 0;
    std::ostringstream s;
    s << "water hex with " << water << " water neighbours (allowed " << min_ << " to " << max_ << ")";
    return s.str();
}

std::string OneSpadeRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    return "no neighbour one spade away: neighbours are " + describeNeighbours(rules_, board_, map, c, true);
}

TokenPairsRequirement::TokenPairsRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : LocalRequirement(spec, rules, board)
{
    std::istringstream in(spec.text("numbers", "6,8"));
    std::string item;
    while (std::getline(in, item, ',')) {
        const int n = std::stoi(item);
        if (n > 0 && n < 128)
            hot_.set(static_cast<size_t>(n));
    }
}

std::string TokenPairsRequirement::explain(const Map& map, CellIndex c) const
{
    if (value(map, c) == 0)
        return {};
    std::string others;
    for (CellIndex n : board_.neighbours(c))
        if (hot(map.token(n)))
            others += (others.empty() ? "" : ", ") + std::to_string(map.token(n));
    return "token " + std::to_string(map.token(c)) + " next to " + others;
}

} // namespace hexloom::core::rules
