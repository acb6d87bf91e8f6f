#pragma once
// A small rule set exercising the fairness requirement types, and random maps for it: three
// producing kinds with attributes, a desert, an anomaly (path cost 2), a wall (impassable) and
// water; three players with home cells on a hexagon board, one with a home kind.
#include <memory>
#include <string>

#include "core/run/random.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

// Homes: the board's first and last cells, and every Gamma hex.
inline std::shared_ptr<core::rules::RuleSet> fairRules(const core::model::Board& board)
{
    using core::rules::Terrain;
    auto r = std::make_shared<core::rules::RuleSet>();
    r->name = "fair-test";
    r->terrains = {
        {"a", 'A', "Alpha", 0, false, true, 0, {{"resources", 2}, {"influence", 0}}, false, {}},
        {"b", 'B', "Beta", 0, false, true, 1, {{"resources", 1}, {"influence", 2}}, false, {}},
        {"c", 'C', "Gamma", 0, false, true, 2, {{"resources", 3}}, false, {}},
        {"d", 'D', "Desert", 0, false, false, 3, {}, false, {}},
        {"x", 'X', "Anomaly", 0, false, false, -1, {{"anomaly", 1}}, false, {}},
        {"y", 'Y', "Wall", 0, false, false, -1, {}, false, {}},
        {"w", 'W', "Water", 0, true, false, -1, {}, false, {}},
    };
    r->finalize();
    r->players.players = {{"p1", "North", {board.offset(0)}, ""}, {"p2", "South", {board.offset(board.size() - 1)}, ""}, {"p3", "Gammas", {}, "c"}};
    r->players.distanceWeights = {3, 2, 1};
    r->players.pathCost = {{"x", 2}, {"y", -1}};
    return r;
}

inline core::rules::RequirementSpec fairSpec(const std::string& type, std::map<std::string, core::rules::ParamValue> params)
{
    core::rules::RequirementSpec s;
    s.id = type;
    s.type = type;
    s.name = type;
    s.params = std::move(params);
    return s;
}

// Every cell a random kind; producing kinds get a random token 2..12.
inline core::model::Map randomFairMap(const core::model::Board& board, const core::rules::RuleSet& rules, core::run::Random& random)
{
    core::model::Map map(board.size());
    for (core::model::CellIndex c = 0; c < board.size(); ++c) {
        const auto t = static_cast<core::model::TerrainId>(random.below(static_cast<uint32_t>(rules.terrainCount())));
        map.setTerrain(c, t);
        if (rules.takesToken(t))
            map.setToken(c, static_cast<core::model::Token>(2 + random.below(11)));
    }
    return map;
}

} // namespace hexloom::test
