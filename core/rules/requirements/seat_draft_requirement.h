#pragma once
#include <string>
#include <vector>

#include "core/rules/draft/seat_draft.h"
#include "core/rules/global_requirement.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::rules {

// The unit of "seat-draft": id, parameters, checks, factory (seat_draft_requirement.cpp).
const RequirementType& seatDraftType();

// Fair for every seat in the order of play: the rule set's opening draft (draftSetupOf) is
// played by the greedy player (SeatDraft, noise ignored) and the violations are how far the
// spread of the seats' drafted values (highest - lowest total pips) exceeds `tolerance`, rounded
// up. Violating cells: the hexes at the corners of the seats with the highest and lowest totals.
//
// A whole-board recount: every swap that changes a terrain or token replays the draft (corners
// ranked, then N x K picks), which allocates nothing; docs/benchmarks.md has its cost.
class SeatDraftRequirement final : public GlobalRequirement<SeatDraftRequirement> {
public:
    SeatDraftRequirement(const RequirementSpec& spec, const RuleSet& rules, const Board& board);

    bool matters(const Map&, const Swap&) const { return true; } // the Evaluator already skips swaps that change nothing read
    int count(const Map& map) override;
    void cells(const Map& map, std::vector<CellIndex>& out) override;
    text::CoreTexts explain(const Map& map, CellIndex c) const override;
    uint8_t reads() const override { return kReadsTerrain | kReadsToken; }

    double tolerance() const { return tolerance_; }
    // The violations of a draft whose totals spread by `spread`.
    int violations(int spread) const;

private:
    double tolerance_;
    mutable SeatDraft draft_; // scratch of explain(), which is const
};

} // namespace hexloom::core::rules
