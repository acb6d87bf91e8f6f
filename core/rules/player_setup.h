#pragma once
// The players (or factions) of a rule set and how far a hex's value reaches them: the data
// player-value requirements measure fairness with. A player's home is a set of cells (Twilight
// Imperium's home systems) or every hex of one kind (a Terra Mystica faction's home terrain).
#include <map>
#include <string>
#include <vector>

#include "core/model/offset_coord.h"

namespace hexloom::core::rules {

struct Player {
    std::string id;   // "p1", "witches"
    std::string name; // shown to people
    std::vector<model::OffsetCoord> homeCells;
    std::string homeKind; // a terrain id; empty when the home is given as cells
    // The kind the home cells hold (a terrain id; file field "home_tile", default the kind with id
    // "home"): every new map puts it there and locks it, and a map whose home cell holds another
    // kind is reported as not fair (core/rules/homes.h). Empty when the home is a kind.
    std::string homeTile;
};

struct PlayerSetup {
    static constexpr int kMinPlayers = 2;
    static constexpr int kMaxPlayers = 8;
    static constexpr int kMaxReach = 16; // distance weights at most

    std::vector<Player> players;
    // Weight of a hex at path distance 0, 1, 2, ... from a home; beyond the list a hex counts 0.
    std::vector<double> distanceWeights{1.0};
    // Cost of entering a hex of a kind on the way out from a home (default 1); a negative cost
    // makes the kind impassable (a supernova). Keyed by terrain id.
    std::map<std::string, double> pathCost;

    bool empty() const { return players.empty(); }
};

} // namespace hexloom::core::rules
