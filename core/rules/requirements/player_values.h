#pragma once
// Each player's value on a map: the distance-weighted sum of chosen attributes over the hexes
// within reach of its home. Distance is the cheapest path from a home hex, entering a hex of a
// kind costs that kind's path cost (players.path_cost, default 1; negative: impassable); a hex at
// distance d counts weights[d] x (its attributes), a hex beyond the weights counts nothing.
// Attributes are the kinds' named numbers plus three read from the map: "pips" (the hex's
// token, 6 - |7 - n|), "one-spade" (1 when a land neighbour is one spade away on the cycle) and
// "water-contact" (1 when a neighbour is water).
#include <string>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/requirement_spec.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

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
    void values(const model::Map& map, std::vector<double>& out);
    // Per player, per attribute: the part that attribute contributes.
    std::vector<std::vector<double>> parts(const model::Map& map);
    // The hexes that count for player p, with the weight each counts at (distance weight).
    std::vector<std::pair<model::CellIndex, double>> reach(const model::Map& map, int player);
    // Violations of a list of values: how far the spread exceeds the tolerance (rounded up) when
    // the spread counts, plus how far each player falls short of the minimum (rounded up).
    int violations(const std::vector<double>& values) const;
    // Players that make the violations: the lowest and highest when the spread is too wide, and
    // those below the minimum.
    std::vector<int> offenders(const std::vector<double>& values) const;
    bool readsTokens() const { return readsTokens_; }
    // The sum of the chosen attributes at one hex (before any distance weight).
    double cellValue(const model::Map& map, model::CellIndex c) const
    {
        double sum = 0;
        for (size_t a = 0; a < attributes_.size(); ++a)
            sum += attributeAt(map, c, a);
        return sum;
    }
    const std::vector<model::CellIndex>& homeCells(int player) const { return homes_[static_cast<size_t>(player)]; }

private:
    double attributeAt(const model::Map& map, model::CellIndex c, size_t attribute) const;
    // Distances from player p's home, into dist_ (kUnreached beyond the weights).
    void distances(const model::Map& map, int player);

    const RuleSet* rules_;
    const model::Board* board_ = nullptr;
    std::vector<std::string> attributes_;
    std::vector<int> builtin_;      // per attribute: 0 = a kind's attribute, 1 pips, 2 one-spade, 3 water-contact
    std::vector<double> table_;     // [terrain * attributes + attribute]
    std::vector<double> weights_;
    std::vector<int> cost_;         // per terrain id (256): path cost, -1 impassable
    double tolerance_ = 0, minimum_ = -1;
    bool spread_ = true, readsTokens_ = false;
    std::vector<std::vector<model::CellIndex>> homes_;
    std::vector<int> dist_;
    std::vector<std::vector<model::CellIndex>> buckets_;
};

} // namespace hexloom::core::rules
