#pragma once
// What `score --draft` and the Fairness dock show of a map's seat draft: the greedy draft (each
// seat's corners and values) and, when the rule set's draft has noise, the distribution over many
// noisy drafts with a confidence interval per seat (docs/rules.md, "Seat draft").
#include <functional>
#include <optional>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/draft/seat_draft.h"

namespace hexloom::core::rules {

struct SeatStatistics {
    double meanValue = 0;
    int minValue = 0, maxValue = 0;
    // Drafts in which the seat ended lowest (one seat per draft: among seats tied for the lowest
    // total, one drawn at random with equal chances), and the share of the drafts with its
    // Clopper-Pearson interval at DraftDistribution::kConfidence.
    int lowestCount = 0;
    double lowestShare = 0, lowestLow = 0, lowestHigh = 0;
};

struct DraftDistribution {
    static constexpr double kConfidence = 0.95;
    int drafts = 0;
    std::vector<SeatStatistics> seats;
};

struct SeatDraftReport {
    DraftSetup setup;
    CornerGraph corners;
    DraftOutcome greedy;
    std::optional<DraftDistribution> distribution; // when the setup has noise
    // Seats (0-based) at a disadvantage. Without noise: the seats with the lowest total, when the
    // totals differ. With noise: the seats whose interval of being lowest lies wholly above the
    // fair share 1 / seats.
    std::vector<int> disadvantaged;
    // The corners each seat took in the greedy draft, in order of play.
    std::vector<int> cornersOf(int seat) const;
};

// The Clopper-Pearson interval of a share of `successes` in `trials` at `confidence`.
std::pair<double, double> clopperPearson(int successes, int trials, double confidence);

// `setup.drafts` noisy drafts of `map`, seeded with setup.seed. Stops early (with the drafts
// played so far) when `cancelled` returns true; it is asked every 256 drafts.
DraftDistribution draftDistribution(SeatDraft& draft, const model::Map& map, const std::function<bool()>& cancelled = {});

// The report for a rule set with a draft (draftSetupOf), else nullopt.
std::optional<SeatDraftReport> seatDraftReport(const RuleSet& rules, const model::Board& board, const model::Map& map,
                                               const std::function<bool()>& cancelled = {});

} // namespace hexloom::core::rules
