#pragma once
// Exact swap deltas for player-value whose cost is the hexes around the swap, not the players'
// reach (a Terra Mystica faction reaches every hex of its home terrain). Keeps each player's value
// and its distance to every hex (capped at the weights' reach).
//
// A swap of a and b moves distances only along paths of cost below the reach that leave a or b:
// the region W, found once per swap by a search from a and b. Outside W every
// distance stays, so a player's new distances in W follow from its homes in W and the distances
// on W's rim; its value changes by the hexes of W and, for attributes that read neighbours, the
// hexes next to a or b. Which players a swap touches is read off the kept distances of a, b and
// their neighbours: O(1) per player.
//
// Values are kept as running sums, so the tracker takes only requirements whose values add up
// exactly in any order (PlayerValues::exactSums: whole-number weights and attributes, every
// built-in rule set); others score themselves.
#include <cstdint>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/requirements/player_value_requirement.h"
#include "core/rules/requirements/visit_stamps.h"

namespace hexloom::core::search {

class PlayerValueTracker {
public:
    static bool supports(const rules::PlayerValueRequirement& requirement);
    // Reads (and computes with) the requirement's PlayerValues: one tracker per run.
    PlayerValueTracker(rules::PlayerValueRequirement& requirement, const model::Board& board);

    void reset(const model::Map& map);
    int count() const { return count_; }
    // count(after s) - count(); `map` (the current map) is used as scratch and restored.
    int delta(model::Map& map, const model::Swap& s);
    // Takes s into the state; call before s is applied to `map`.
    void apply(model::Map& map, const model::Swap& s);

private:
    static constexpr uint8_t kFar = 255; // beyond the reach
    // Cell-major: a swap reads every player's distance at the same few hexes.
    uint8_t& dist(int player, model::CellIndex c) { return dist_[static_cast<size_t>(c) * static_cast<size_t>(players_) + static_cast<size_t>(player)]; }
    uint8_t dist(int player, model::CellIndex c) const { return dist_[static_cast<size_t>(c) * static_cast<size_t>(players_) + static_cast<size_t>(player)]; }
    // The players whose value s can change (a bit each).
    uint32_t touched(const model::Map& map, const model::Swap& s) const;
    // next_: the values after s (touched players recomputed); returns the touched players.
    uint32_t predict(model::Map& map, const model::Swap& s);
    // W into region_ (stamps_ marks it, slot_ indexes it), the hexes next to a or b outside W into rim_.
    void findRegion(const model::Map& map, const model::Swap& s);
    bool inRegion(model::CellIndex c) const { return stamps_.visited(c); }
    // Player p's distances in W on `map` (after the swap) into fresh_[p * |W| ...].
    void newDistances(const model::Map& map, int player);
    // The attribute sums on `map` (after the swap) of W's hexes, then of the rim's hexes whose
    // sums change (listed in changedRim_), into worthAfter_.
    void cellValues(const model::Map& map);
    // Player p's value after the swap less its value before.
    double regionChange(int player) const;

    rules::PlayerValues& values_;
    const model::Board& board_;
    size_t cells_;
    int players_, reach_;
    std::vector<uint8_t> dist_;   // [cell * players + player]
    std::vector<uint32_t> reachedBy_; // per cell: the players whose distance to it is below the reach
    std::vector<double> value_, next_;
    std::vector<double> worth_; // per cell: the attribute sum on the current map (cellValue)
    int count_ = 0;
    // One swap's scratch. Per cell: stamps_ marks W, label_ its search label, slot_
    // its place in region_.
    rules::VisitStamps stamps_;
    std::vector<uint8_t> label_;
    std::vector<int> slot_;
    std::vector<model::CellIndex> region_, rim_, changedRim_;
    std::vector<uint8_t> fresh_;       // [player * |W| + slot]: new distances
    std::vector<double> worthAfter_;   // cellValues(): W's, then changedRim_'s
    std::vector<std::vector<model::CellIndex>> buckets_;
};

} // namespace hexloom::core::search
