#include "core/rules/draft/draft_report.h"

#include <algorithm>
#include <boost/math/distributions/binomial.hpp>

namespace hexloom::core::rules {

std::vector<int> SeatDraftReport::cornersOf(int seat) const
{
    std::vector<int> out;
    for (size_t t = 0; t < greedy.seat.size(); ++t)
        if (greedy.seat[t] == seat && greedy.corner[t] != CornerGraph::kNone)
            out.push_back(greedy.corner[t]);
    return out;
}

std::pair<double, double> clopperPearson(int successes, int trials, double confidence)
{
    using boost::math::binomial_distribution;
    if (trials <= 0)
        return {0.0, 1.0};
    const double alpha = (1 - confidence) / 2;
    return {binomial_distribution<>::find_lower_bound_on_p(trials, successes, alpha),
            binomial_distribution<>::find_upper_bound_on_p(trials, successes, alpha)};
}

DraftDistribution draftDistribution(SeatDraft& draft, const model::Map& map, const DraftCheck& stop)
{
    const int seats = draft.setup().seats;
    DraftDistribution d;
    d.seats.resize(static_cast<size_t>(seats));
    std::vector<double> sum(static_cast<size_t>(seats), 0.0);
    std::mt19937_64 rng(draft.setup().seed);
    for (int i = 0; i < draft.setup().drafts; ++i) {
        if (stop && i % 256 == 0 && stop(i))
            break;
        const DraftOutcome& o = i == 0 ? draft.play(map, rng) : draft.replay(rng);
        const int low = *std::min_element(o.totals.begin(), o.totals.end());
        const auto tied = static_cast<uint64_t>(std::count(o.totals.begin(), o.totals.end(), low));
        // One seat ends lowest per draft: among equals, one drawn fairly. Each seat's count is
        // then binomial, with the share 1 / seats when the seats are alike.
        uint64_t pick = rng() % tied;
        for (size_t s = 0; s < o.totals.size(); ++s) {
            SeatStatistics& st = d.seats[s];
            const int v = o.totals[s];
            st.minValue = i == 0 ? v : std::min(st.minValue, v);
            st.maxValue = i == 0 ? v : std::max(st.maxValue, v);
            sum[s] += v;
            if (v == low && pick-- == 0)
                ++st.lowestCount;
        }
        ++d.drafts;
    }
    for (size_t s = 0; s < d.seats.size(); ++s) {
        SeatStatistics& st = d.seats[s];
        st.meanValue = d.drafts > 0 ? sum[s] / d.drafts : 0;
        st.lowestShare = d.drafts > 0 ? static_cast<double>(st.lowestCount) / d.drafts : 0;
        std::tie(st.lowestLow, st.lowestHigh) = clopperPearson(st.lowestCount, d.drafts, DraftDistribution::kConfidence);
    }
    return d;
}

std::optional<SeatDraftReport> greedyDraftReport(const RuleSet& rules, const model::Board& board, const model::Map& map)
{
    const auto setup = draftSetupOf(rules);
    if (!setup)
        return std::nullopt;
    SeatDraft draft(rules, board, *setup);
    SeatDraftReport report{*setup, draft.corners(), draft.play(map), std::nullopt, {}};
    if (!setup->noisy() && report.greedy.spread() > 0) {
        const int low = report.greedy.totals[static_cast<size_t>(report.greedy.lowest())];
        for (size_t s = 0; s < report.greedy.totals.size(); ++s)
            if (report.greedy.totals[s] == low)
                report.disadvantaged.push_back(static_cast<int>(s));
    }
    return report;
}

void addDraftDistribution(SeatDraftReport& report, const RuleSet& rules, const model::Board& board, const model::Map& map, const DraftCheck& stop)
{
    SeatDraft draft(rules, board, report.setup);
    report.distribution = draftDistribution(draft, map, stop);
    report.disadvantaged.clear();
    for (size_t s = 0; s < report.distribution->seats.size(); ++s)
        if (report.distribution->seats[s].lowestLow > 1.0 / report.setup.seats)
            report.disadvantaged.push_back(static_cast<int>(s));
}

std::optional<SeatDraftReport> seatDraftReport(const RuleSet& rules, const model::Board& board, const model::Map& map, const DraftCheck& stop)
{
    auto report = greedyDraftReport(rules, board, map);
    if (report && report->setup.noisy())
        addDraftDistribution(*report, rules, board, map, stop);
    return report;
}

} // namespace hexloom::core::rules
