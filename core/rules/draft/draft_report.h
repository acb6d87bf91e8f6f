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

// Asked every 256 drafts with the drafts played so far (progress); true stops the drafts there.
using DraftCheck = std::function<bool(int played)>;

// `setup.drafts` noisy drafts of `map`, seeded with setup.seed. Stops early (with the drafts
// played so far: `drafts` below setup.drafts) when `stop` returns true.
DraftDistribution draftDistribution(SeatDraft& draft, const model::Map& map, const DraftCheck& stop = {});

// The report for a rule set with a draft (draftSetupOf), else nullopt: greedyDraftReport, then
// addDraftDistribution when the setup has noise.
std::optional<SeatDraftReport> seatDraftReport(const RuleSet& rules, const model::Board& board, const model::Map& map, const DraftCheck& stop = {});
// Its first part, one draft long: the greedy draft, and who is disadvantaged by it when the setup
// has no noise (with noise, who is is left to the distribution).
std::optional<SeatDraftReport> greedyDraftReport(const RuleSet& rules, const model::Board& board, const model::Map& map);
// Its second part, the long one (setup.drafts drafts): the noisy drafts' distribution of the map
// and who is disadvantaged by it. `report` is greedyDraftReport's for the same map, noisy.
void addDraftDistribution(SeatDraftReport& report, const RuleSet& rules, const model::Board& board, const model::Map& map, const DraftCheck& stop = {});

} // namespace hexloom::core::rules
