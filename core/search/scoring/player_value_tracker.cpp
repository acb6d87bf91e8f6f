#include "core/search/scoring/player_value_tracker.h"

#include <algorithm>
#include <bit>

#include "core/rules/requirements/dial_buckets.h"

namespace hexloom::core::search {

using model::CellIndex;

bool PlayerValueTracker::supports(const rules::PlayerValueRequirement& requirement) { return requirement.values().exactSums(); }

PlayerValueTracker::PlayerValueTracker(rules::PlayerValueRequirement& requirement, const model::Board& board)
    : values_(requirement.values()), board_(board), cells_(static_cast<size_t>(board.size())), players_(values_.playerCount()),
      reach_(values_.reachLimit()), label_(cells_, 0), slot_(cells_, 0), buckets_(static_cast<size_t>(reach_))
{
    stamps_.resize(cells_);
}

void PlayerValueTracker::reset(const model::Map& map)
{
    dist_.assign(static_cast<size_t>(players_) * cells_, kFar);
    reachedBy_.assign(cells_, 0);
    for (int p = 0; p < players_; ++p)
        values_.forEachReached(map, p, [&](CellIndex c, int d) {
            dist(p, c) = static_cast<uint8_t>(d);
            reachedBy_[static_cast<size_t>(c)] |= uint32_t{1} << p;
        });
    values_.values(map, value_);
    count_ = values_.violations(value_);
    worth_.resize(cells_);
    for (size_t c = 0; c < cells_; ++c)
        worth_[c] = values_.cellValue(map, static_cast<CellIndex>(c));
}

// A player's value can change only if it reaches a or b before the swap (kept distances) or after
// it (a path enters them first from a hex outside both, whose distance the swap keeps, at the cost
// of the kind they then hold), or a hex next to one when attributes read neighbours.
uint32_t PlayerValueTracker::touched(const model::Map& map, const model::Swap& s) const
{
    uint32_t players = reachedBy_[static_cast<size_t>(s.a)] | reachedBy_[static_cast<size_t>(s.b)];
    const bool terrains = s.layer != model::Layer::Token;
    for (const CellIndex end : {s.a, s.b}) {
        if (values_.readsNeighbours()) {
            for (const CellIndex n : board_.neighbours(end))
                players |= reachedBy_[static_cast<size_t>(n)];
            continue;
        }
        const int enter = values_.cost(map.terrain(terrains ? (end == s.a ? s.b : s.a) : end));
        if (enter < 0 || enter >= reach_)
            continue;
        for (const CellIndex n : board_.neighbours(end))
            for (uint32_t k = n == s.a || n == s.b ? 0 : reachedBy_[static_cast<size_t>(n)] & ~players; k != 0; k &= k - 1)
                if (const int p = std::countr_zero(k); dist(p, n) + enter < reach_)
                    players |= uint32_t{1} << p;
    }
    return players;
}

// W: the hexes a path of cost below the reach from a or b gets to (a Dial search from both at 0).
// A path from a home through a or b goes on from the last of them it enters over hexes the swap
// leaves alone, so that is all the distances the swap can move.
void PlayerValueTracker::findRegion(const model::Map& map, const model::Swap& s)
{
    stamps_.next();
    region_.clear();
    rim_.clear();
    for (auto& b : buckets_)
        b.clear();
    const auto mark = [&](CellIndex c, int d) {
        const auto i = static_cast<size_t>(c);
        if (!stamps_.visited(c)) {
            stamps_.visit(c);
            slot_[i] = static_cast<int>(region_.size());
            region_.push_back(c);
        } else if (label_[i] <= d) {
            return;
        }
        label_[i] = static_cast<uint8_t>(d);
        buckets_[static_cast<size_t>(d)].push_back(c);
    };
    mark(s.a, 0);
    mark(s.b, 0);
    rules::settleBuckets(buckets_, [&](CellIndex c) { return static_cast<int>(label_[static_cast<size_t>(c)]); }, [&](CellIndex y, int d) {
        for (const CellIndex z : board_.neighbours(y))
            if (const int step = values_.cost(map.terrain(z)); step >= 0 && d + step < reach_)
                mark(z, d + step);
        return true;
    });
    for (const CellIndex end : {s.a, s.b})
        for (const CellIndex n : board_.neighbours(end))
            if (values_.readsNeighbours() && !inRegion(n) && std::find(rim_.begin(), rim_.end(), n) == rim_.end())
                rim_.push_back(n);
}

// Dial's algorithm inside W from the player's homes in W and the kept distances on W's rim (the
// hexes outside W keep theirs).
void PlayerValueTracker::newDistances(const model::Map& map, int player)
{
    uint8_t* fresh = fresh_.data() + static_cast<size_t>(player) * region_.size();
    for (auto& b : buckets_)
        b.clear();
    const uint32_t bit = uint32_t{1} << player;
    for (size_t i = 0; i < region_.size(); ++i) {
        const CellIndex x = region_[i];
        int d = kFar;
        if (((values_.homePlayers(x) | values_.kindPlayers(map.terrain(x))) & bit) != 0)
            d = 0;
        else if (const int step = values_.cost(map.terrain(x)); step >= 0 && step < reach_)
            for (const CellIndex y : board_.neighbours(x))
                if (!inRegion(y) && dist(player, y) != kFar && dist(player, y) + step < std::min(d, reach_))
                    d = dist(player, y) + step;
        fresh[i] = static_cast<uint8_t>(d);
        if (d != kFar)
            buckets_[static_cast<size_t>(d)].push_back(x);
    }
    const auto at = [&](CellIndex c) -> uint8_t& { return fresh[slot_[static_cast<size_t>(c)]]; };
    rules::settleBuckets(buckets_, [&](CellIndex c) { return static_cast<int>(at(c)); }, [&](CellIndex x, int d) {
        for (const CellIndex z : board_.neighbours(x))
            if (const int step = values_.cost(map.terrain(z)); inRegion(z) && step >= 0 && d + step < std::min(static_cast<int>(at(z)), reach_)) {
                at(z) = static_cast<uint8_t>(d + step);
                buckets_[static_cast<size_t>(d + step)].push_back(z);
            }
        return true;
    });
}

void PlayerValueTracker::cellValues(const model::Map& map)
{
    worthAfter_.clear();
    for (const CellIndex c : region_)
        worthAfter_.push_back(values_.cellValue(map, c));
    changedRim_.clear();
    for (const CellIndex c : rim_)
        if (reachedBy_[static_cast<size_t>(c)] == 0)
            continue; // counts for no player (apply() still keeps its value)
        else if (const double after = values_.cellValue(map, c); after != worth_[static_cast<size_t>(c)]) {
            changedRim_.push_back(c);
            worthAfter_.push_back(after);
        }
}

// Player p's value after the swap less before: W's hexes at their new distances and values against
// their kept ones, and the rim's hexes whose values change at their kept distances.
double PlayerValueTracker::regionChange(int player) const
{
    const std::vector<double>& weights = values_.weights();
    const uint8_t* fresh = fresh_.data() + static_cast<size_t>(player) * region_.size();
    double change = 0;
    for (size_t i = 0; i < region_.size(); ++i) {
        if (const uint8_t d = fresh[i]; d != kFar)
            change += weights[d] * worthAfter_[i];
        if (const uint8_t d = dist(player, region_[i]); d != kFar)
            change -= weights[d] * worth_[static_cast<size_t>(region_[i])];
    }
    for (size_t i = 0; i < changedRim_.size(); ++i)
        if (const uint8_t d = dist(player, changedRim_[i]); d != kFar)
            change += weights[d] * (worthAfter_[region_.size() + i] - worth_[static_cast<size_t>(changedRim_[i])]);
    return change;
}

uint32_t PlayerValueTracker::predict(model::Map& map, const model::Swap& s)
{
    const bool terrains = s.layer != model::Layer::Token && map.terrain(s.a) != map.terrain(s.b);
    if (!terrains && !values_.readsTokens())
        return 0; // only tokens move, and no attribute reads them
    const uint32_t touched = this->touched(map, s);
    if (touched == 0)
        return 0;
    findRegion(map, s);
    fresh_.resize(static_cast<size_t>(players_) * region_.size());
    next_ = value_;
    map.apply(s);
    cellValues(map);
    // Whole-number sums (supports()): the changes add up exactly.
    for (uint32_t k = touched; k != 0; k &= k - 1) {
        const int p = std::countr_zero(k);
        newDistances(map, p);
        next_[static_cast<size_t>(p)] += regionChange(p);
    }
    map.apply(s);
    return touched;
}

int PlayerValueTracker::delta(model::Map& map, const model::Swap& s)
{
    return predict(map, s) == 0 ? 0 : values_.violations(next_) - count_;
}

void PlayerValueTracker::apply(model::Map& map, const model::Swap& s)
{
    const uint32_t touched = predict(map, s);
    for (uint32_t k = touched; k != 0; k &= k - 1) {
        const int p = std::countr_zero(k);
        const uint8_t* fresh = fresh_.data() + static_cast<size_t>(p) * region_.size();
        const uint32_t bit = uint32_t{1} << p;
        for (size_t i = 0; i < region_.size(); ++i) {
            dist(p, region_[i]) = fresh[i];
            uint32_t& by = reachedBy_[static_cast<size_t>(region_[i])];
            by = fresh[i] != kFar ? by | bit : by & ~bit;
        }
    }
    if (touched != 0) {
        value_ = next_;
        count_ = values_.violations(value_);
    }
    // The kept hex values follow whether or not a player reaches the hexes now: a, b and, for
    // attributes that read neighbours, the hexes next to them.
    map.apply(s);
    for (const CellIndex end : {s.a, s.b}) {
        worth_[static_cast<size_t>(end)] = values_.cellValue(map, end);
        if (values_.readsNeighbours())
            for (const CellIndex n : board_.neighbours(end))
                worth_[static_cast<size_t>(n)] = values_.cellValue(map, n);
    }
    map.apply(s);
}

} // namespace hexloom::core::search
