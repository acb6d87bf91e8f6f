#pragma once
// The seat draft (docs/rules.md, "Seat draft"): the opening of a settlement game played by a
// documented greedy player, seats 1..N then N..1, each placing K times. A corner's value is the
// sum of the pips of its producing hexes; a corner is a place when it touches land and legal when
// neither it nor a corner one edge away is taken; a seat takes the legal place of highest value,
// then of more distinct resources, then of the lowest corner number (CornerGraph's order). With
// noise it takes the best, second or third legal place with the set chances.
//
// Built once per board; play() allocates nothing (every buffer is sized here), so a search may
// replay the whole draft for every candidate.
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "core/model/map.h"
#include "core/rules/draft/corner_graph.h"
#include "core/rules/draft_setup.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

// The draft of a rule set: the one its file declares, the default one (4 seats, 2 settlements,
// no noise) for a rule set with number tokens on producing kinds (Catan's), else none.
std::optional<DraftSetup> draftSetupOf(const RuleSet& rules);
// Whether the rule set has number tokens and a kind that takes them: what a draft's values read.
bool hasProducingKinds(const RuleSet& rules);

struct DraftOutcome {
    // Per turn, in order of play: the seat (0-based) and the corner it took (CornerGraph::kNone
    // when no legal place was left) with that corner's value.
    std::vector<int> seat, corner, value;
    std::vector<int> totals; // per seat: the values of its corners summed

    int spread() const;
    int lowest() const;  // the seat with the lowest total, the first of equals
    int highest() const; // the seat with the highest total, the first of equals
};

class SeatDraft {
public:
    SeatDraft(const RuleSet& rules, const model::Board& board, DraftSetup setup);

    const DraftSetup& setup() const { return setup_; }
    const CornerGraph& corners() const { return graph_; }

    // The greedy draft (noise ignored). The outcome lives until the next play.
    const DraftOutcome& play(const model::Map& map);
    // One draft with the setup's noise, drawing from `rng`.
    const DraftOutcome& play(const model::Map& map, std::mt19937_64& rng);
    // Another noisy draft of the map last played (its corners are not read again).
    const DraftOutcome& replay(std::mt19937_64& rng) { return run(&rng); }

    // The seat (0-based) whose turn `turn` is, in snake order.
    static int seatOfTurn(int turn, int seats);
    // What the draft reads of a corner of `map`.
    int value(const model::Map& map, int corner) const;
    int distinctResources(const model::Map& map, int corner) const;
    bool isPlace(const model::Map& map, int corner) const;

private:
    bool producing(const model::Map& map, model::CellIndex c) const;
    void rank(const model::Map& map);
    const DraftOutcome& run(std::mt19937_64* rng);
    // Among the first legal places in rank order from order_[cursor], the one the seat takes.
    int choose(size_t& cursor, std::mt19937_64* rng) const;

    const RuleSet& rules_;
    DraftSetup setup_;
    CornerGraph graph_;
    // Scratch, sized once: per corner its value, distinct resources and whether it is blocked;
    // the places in rank order.
    std::vector<int> value_, distinct_;
    std::vector<uint8_t> blocked_;
    std::vector<int> order_;
    DraftOutcome outcome_;
};

} // namespace hexloom::core::rules
