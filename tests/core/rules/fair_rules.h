#pragma once
// A small rule set exercising the fairness requirement types, and random maps for it: three
// producing kinds with attributes, a desert, an anomaly (path cost 2), a wall (impassable) and
// water; three players with home cells on a hexagon board, one with a home kind.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/run/random.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::test {

// Homes: the board's first and last cells, and every Gamma hex.
inline std::shared_ptr<core::rules::RuleSet> fairRules(const core::model::Board& board)
{
    using core::rules::Terrain;
    // Named fields: the kind and the player have more of them than these tests give.
    auto kind = [](std::string id, char letter, std::string name, bool water, bool takesToken, int cycle, std::map<std::string, double> attributes) {
        Terrain t;
        t.id = std::move(id);
        t.letter = letter;
        t.name = std::move(name);
        t.water = water;
        t.takesToken = takesToken;
        t.cyclePosition = cycle;
        t.attributes = std::move(attributes);
        return t;
    };
    auto player = [](std::string id, std::string name, std::vector<core::model::OffsetCoord> homes, std::string homeKind) {
        core::rules::Player p;
        p.id = std::move(id);
        p.name = std::move(name);
        p.homeCells = std::move(homes);
        p.homeKind = std::move(homeKind);
        return p;
    };
    auto r = std::make_shared<core::rules::RuleSet>();
    r->name = "fair-test";
    r->terrains = {
        kind("a", 'A', "Alpha", false, true, 0, {{"resources", 2}, {"influence", 0}}),
        kind("b", 'B', "Beta", false, true, 1, {{"resources", 1}, {"influence", 2}}),
        kind("c", 'C', "Gamma", false, true, 2, {{"resources", 3}}),
        kind("d", 'D', "Desert", false, false, 3, {}),
        kind("x", 'X', "Anomaly", false, false, -1, {{"anomaly", 1}}),
        kind("y", 'Y', "Wall", false, false, -1, {}),
        kind("w", 'W', "Water", true, false, -1, {}),
    };
    r->finalize();
    r->players.players = {player("p1", "North", {board.offset(0)}, ""), player("p2", "South", {board.offset(board.size() - 1)}, ""),
                          player("p3", "Gammas", {}, "c")};
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
