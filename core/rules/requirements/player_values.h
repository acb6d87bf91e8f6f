#pragma once
// Each player's value on a map: the distance-weighted sum of chosen attributes over the hexes
// within reach of its home. Distance is the cheapest path from a home hex, entering a hex of a
// kind costs that kind's path cost (players.path_cost, default 1; negative: impassable); a hex at
// distance d counts weights[d] x (its attributes), a hex beyond the weights counts nothing.
// Attributes are the kinds' named numbers plus three read from the map: "pips" (the hex's
// token, 6 - |7 - n|), "one-spade" (1 when a land neighbour is one spade away on the cycle) and
// "water-contact" (1 when a neighbour is water).
//
// Only the hexes a player reaches are visited: a search touches its reached hexes and clears
// them after, never the board (a home kind's hexes are found in one pass for all players).
// touched() tells which players a swap can move at all, so that a swap far from every home costs
// nothing (see there).
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"
#include "core/rules/requirements/visit_stamps.h"

namespace hexloom::core::rules {

// Whether `name` is one of the attributes read from the map ("pips", "one-spade", "water-contact").
bool isMapAttribute(const std::string& name);

class PlayerValues {
public:
    // Parses and checks the parameters against the rule set; throws std::invalid_argument naming
    // the field. Usable without a board (for validation); bind() before computing.
    PlayerValues(const RequirementSpec& spec, const RuleSet& rules);
    // Resolves home cells on `board`; throws naming "players.list[i].home" when one is off it.
    void bind(const model::Board& board);

    int playerCount() const { return static_cast<int>(rules_->players.players.size()); }
    const std::vector<std::string>& attributes() const { return attributes_; }
    const std::vector<double>& weights() const { return weights_; }

    // Per player, the value (the sum of its parts).
    void values(const model::Map& map, std::vector<double>& out) { values(map, out, allPlayers()); }
    // The same for the players in the bit set `players` only; the others' entries stay.
    void values(const model::Map& map, std::vector<double>& out, uint32_t players);
    // The players (one bit each) whose value swap `s` of `map` can change: those that reach a or
    // b, before or after the swap, or (when an attribute reads the neighbours: one-spade,
    // water-contact) a hex next to one. A swap away from these enters no hex of the player's
    // paths and changes no attribute of a hex it reaches. With every path cost at least 1 and
    // homes given as cells, a reached hex is within weights - 1 hexes of a home, so a table of the
    // hexes within that (one more with neighbour attributes) of each home decides in O(1);
    // otherwise (a free kind such as a gravity rift, or a home kind that moves with the swap) a
    // search back from a and b, bounded by the weights' reach, looks for a home: the hexes within
    // that reach of the swap, never the board.
    uint32_t touched(const model::Map& map, const model::Swap& s);
    uint32_t allPlayers() const { return (uint32_t{1} << playerCount()) - 1; }
    // Per player, per attribute: the part that attribute contributes.
    std::vector<std::vector<double>> parts(const model::Map& map);
    // The hexes that count for player p, with the weight each counts at (distance weight), by cell.
    std::vector<std::pair<model::CellIndex, double>> reach(const model::Map& map, int player);
    // Violations of a list of values: how far the spread exceeds the tolerance (rounded up) when
    // the spread counts, plus how far each player falls short of the minimum (rounded up).
    int violations(const std::vector<double>& values) const;
    // Players that make the violations: the lowest and highest when the spread is too wide, and
    // those below the minimum.
    std::vector<int> offenders(const std::vector<double>& values) const;
    bool readsTokens() const { return readsTokens_; }
    // The sum of the chosen attributes at one hex (before any distance weight), added in the
    // attributes' order as attributeAt would give them, the neighbours read once for all.
    double cellValue(const model::Map& map, model::CellIndex c) const;
    const std::vector<model::CellIndex>& homeCells(int player) const { return homes_[static_cast<size_t>(player)]; }

    // What an incremental tracker of the values reads (PlayerValueTracker).
    // Calls f(cell, distance) for every hex player p reaches (distance below reachLimit()).
    template <class F>
    void forEachReached(const model::Map& map, int player, F f)
    {
        findKindHomes(map, uint32_t{1} << player);
        distances(map, player);
        for (model::CellIndex c : reached_)
            f(c, dist_[static_cast<size_t>(c)]);
        forget();
    }
    int reachLimit() const { return static_cast<int>(weights_.size()); }
    int cost(model::TerrainId t) const { return cost_[t]; } // path cost of entering a hex of kind t, -1 impassable
    uint32_t kindPlayers(model::TerrainId t) const { return kindPlayers_[t]; } // whose home kind t is
    uint32_t homePlayers(model::CellIndex c) const { return homePlayers_[static_cast<size_t>(c)]; } // whose home cell c is
    bool readsNeighbours() const { return neighbourReading_; }                // one-spade, water-contact
    // Whether the values add up exactly in any order (wholeSums on the bound board).
    bool exactSums() const { return !sortReached_; }

private:
    double attributeAt(const model::Map& map, model::CellIndex c, size_t attribute) const;
    // The hexes of each home kind of the players in `players`, into kindHomes_ (one pass).
    void findKindHomes(const model::Map& map, uint32_t players);
    // Distances from player p's home (after findKindHomes) into dist_ for the hexes in reached_,
    // ascending when sortReached_ (so sums add in cell order); every other entry of dist_ stays
    // kUnreached.
    void distances(const model::Map& map, int player);
    // Back to kUnreached for the hexes of the last search.
    void forget();
    // touched() by a search back from a, b and their neighbours.
    uint32_t searchBack(const model::Map& map, const model::Swap& s);
    void bindTables(const model::Board& board);
    // Whether the values add up to the same in any order on a board of `cells` hexes: whole-number
    // weights and attributes whose sums stay below 2^53 (every built-in rule set). Then a search's
    // hexes are summed as they are reached; otherwise in cell order, as values() always did.
    bool wholeSums(size_t cells) const;

    const RuleSet* rules_;
    const model::Board* board_ = nullptr;
    std::vector<std::string> attributes_;
    std::vector<int> builtin_;      // per attribute: 0 = a kind's attribute, 1 pips, 2 one-spade, 3 water-contact
    std::vector<double> table_;     // [terrain * attributes + attribute]
    std::vector<double> weights_;
    std::vector<int> cost_;         // per terrain id (256): path cost, -1 impassable (kNoTerrain too)
    std::vector<uint8_t> oneSpade_; // [t * 256 + u]: 1 when t and u are land kinds one spade apart
    std::array<uint8_t, 256> waterKind_{}; // per terrain id: 1 for water kinds
    double tolerance_ = 0, minimum_ = -1;
    bool spread_ = true, readsTokens_ = false, neighbourReading_ = false;
    bool sortReached_ = true;
    bool freeKind_ = false;         // some kind costs 0 to enter: reach is not bounded in hexes
    std::vector<std::vector<model::CellIndex>> homes_;
    std::array<uint32_t, 256> kindPlayers_{}; // per terrain id: the players whose home kind it is
    std::vector<uint32_t> homePlayers_;       // per cell: the players it is a home cell of
    std::vector<uint32_t> nearPlayers_;       // per cell: players with a home cell within `weights` hexes
    bool byTable_ = false;                    // touched() from nearPlayers_ (no free kind, no home kind)
    std::vector<std::vector<model::CellIndex>> kindHomes_; // per player, scratch of findKindHomes
    std::vector<int> dist_;                   // kUnreached between calls
    std::vector<model::CellIndex> reached_;
    std::vector<std::vector<model::CellIndex>> buckets_;
    // searchBack's labels: valid where stamps_ says visited (no clearing per call).
    std::vector<uint8_t> label_;
    VisitStamps stamps_;
};

} // namespace hexloom::core::rules
