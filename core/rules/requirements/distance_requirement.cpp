#include "core/rules/requirements/distance_requirement.h"

#include "core/rules/requirements/kind_list.h"
#include "core/rules/terrain_names.h"

namespace hexloom::core::rules {

DistanceRequirement::DistanceRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board)
    : GlobalRequirement(spec, rules, board), from_(256, 0), to_(256, 0), min_(static_cast<int>(spec.number("min", 0))),
      max_(static_cast<int>(spec.number("max", 0)))
{
    const std::string from = spec.text("from", "");
    for (model::TerrainId t : parseKindList(rules, "from", from, false))
        from_[t] = 1;
    for (model::TerrainId t : parseKindList(rules, "to", spec.text("to", "").empty() ? from : spec.text("to", ""), false))
        to_[t] = 1;
}

int DistanceRequirement::count(const Map& map)
{
    fromCells_.clear();
    toCells_.clear();
    for (CellIndex c = 0; c < board_.size(); ++c) {
        const auto t = map.terrain(c);
        if (t == model::kNoTerrain)
            continue;
        if (from_[t])
            fromCells_.push_back(c);
        if (to_[t])
            toCells_.push_back(c);
    }
    int v = 0;
    if (min_ > 0)
        // Unordered pairs: (x, y) with x from and y to, counted once when both could be either.
        for (CellIndex x : fromCells_)
            for (CellIndex y : toCells_) {
                if (x == y || distance(x, y) >= min_)
                    continue;
                const bool mirrored = to_[map.terrain(x)] && from_[map.terrain(y)];
                v += !mirrored || x < y ? 1 : 0;
            }
    if (max_ > 0)
        for (CellIndex x : fromCells_) {
            bool near = false;
            for (CellIndex y : toCells_)
                near = near || (x != y && distance(x, y) <= max_);
            v += near ? 0 : 1;
        }
    return v;
}

void DistanceRequirement::perCell(const Map& map, std::vector<int>& out) const
{
    out.assign(static_cast<size_t>(board_.size()), 0);
    for (CellIndex x = 0; x < board_.size(); ++x) {
        const auto tx = map.terrain(x);
        if (tx == model::kNoTerrain || !from_[tx])
            continue;
        bool near = false;
        for (CellIndex y = 0; y < board_.size(); ++y) {
            const auto ty = map.terrain(y);
            if (y == x || ty == model::kNoTerrain || !to_[ty])
                continue;
            near = near || distance(x, y) <= max_;
            if (min_ > 0 && distance(x, y) < min_)
                ++out[static_cast<size_t>(x)], ++out[static_cast<size_t>(y)];
        }
        if (max_ > 0 && !near)
            ++out[static_cast<size_t>(x)];
    }
}

void DistanceRequirement::cells(const Map& map, std::vector<CellIndex>& out)
{
    out.clear();
    std::vector<int> per;
    perCell(map, per);
    for (CellIndex c = 0; c < board_.size(); ++c)
        if (per[static_cast<size_t>(c)] > 0)
            out.push_back(c);
}

std::string DistanceRequirement::explain(const Map& map, CellIndex c) const
{
    std::vector<int> per;
    perCell(map, per);
    if (per[static_cast<size_t>(c)] == 0)
        return {};
    std::string why = terrainName(rules_, map.terrain(c)) + ":";
    if (min_ > 0)
        why += " must be at least " + std::to_string(min_) + " hexes from the listed kinds;";
    if (max_ > 0)
        why += " needs a listed kind within " + std::to_string(max_) + " hexes;";
    why.pop_back();
    return why;
}

} // namespace hexloom::core::rules
