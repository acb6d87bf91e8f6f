#include "app/cli/draft_output.h"

#include <QJsonArray>
#include <cstdio>
#include <string>

#include "app/cli/cli_common.h"

namespace hexloom::cli {

using core::rules::SeatDraftReport;

namespace {

std::string cellsText(const core::io::MapFile& file, const SeatDraftReport& r, int corner)
{
    std::string out;
    for (const auto c : r.corners.cells(corner))
        if (c != core::model::kNoCell) {
            const auto at = file.board.offset(c);
            out += (out.empty() ? "" : " ") + std::to_string(at.row) + "," + std::to_string(at.col);
        }
    return out;
}

std::string seatsText(const std::vector<int>& seats)
{
    std::string out;
    for (const int s : seats)
        out += (out.empty() ? "seat " : ", seat ") + std::to_string(s + 1);
    return out.empty() ? "none" : out;
}

} // namespace

SeatDraftReport draftReportOf(const core::io::MapFile& file)
{
    auto report = core::rules::seatDraftReport(*file.rules, file.board, file.map);
    if (!report)
        throw UsageError("--draft: rule set " + file.rules->name +
                         " has no seat draft (it declares no \"draft\" and no kind takes number tokens; docs/rules.md, \"Seat draft\")");
    return std::move(*report);
}

QJsonObject draftJson(const core::io::MapFile& file, const SeatDraftReport& r)
{
    QJsonArray seats;
    for (int s = 0; s < r.setup.seats; ++s) {
        QJsonArray corners;
        for (size_t t = 0; t < r.greedy.seat.size(); ++t) {
            if (r.greedy.seat[t] != s || r.greedy.corner[t] == core::rules::CornerGraph::kNone)
                continue;
            QJsonArray cells;
            for (const auto c : r.corners.cells(r.greedy.corner[t]))
                if (c != core::model::kNoCell) {
                    const auto at = file.board.offset(c);
                    cells.append(QJsonArray{at.row, at.col});
                }
            corners.append(QJsonObject{{"corner", r.greedy.corner[t]}, {"turn", static_cast<int>(t) + 1}, {"value", r.greedy.value[t]}, {"cells", cells}});
        }
        QJsonObject seat{{"seat", s + 1}, {"total", r.greedy.totals[static_cast<size_t>(s)]}, {"corners", corners}};
        if (r.distribution) {
            const auto& st = r.distribution->seats[static_cast<size_t>(s)];
            seat["mean"] = st.meanValue;
            seat["min"] = st.minValue;
            seat["max"] = st.maxValue;
            seat["lowest_share"] = st.lowestShare;
            seat["lowest_interval"] = QJsonArray{st.lowestLow, st.lowestHigh};
        }
        seats.append(seat);
    }
    QJsonArray disadvantaged, noise;
    for (const int s : r.disadvantaged)
        disadvantaged.append(s + 1);
    for (const double p : r.setup.noise)
        noise.append(p);
    QJsonObject out{{"seats", r.setup.seats}, {"placements", r.setup.placements}, {"spread", r.greedy.spread()},
                    {"disadvantaged", disadvantaged}, {"seat_list", seats}, {"noise", noise}};
    if (r.distribution) {
        out["drafts"] = r.distribution->drafts;
        out["seed"] = static_cast<double>(r.setup.seed);
        out["confidence"] = core::rules::DraftDistribution::kConfidence;
    }
    return out;
}

void printDraft(const core::io::MapFile& file, const SeatDraftReport& r)
{
    std::printf("seat draft: %d seats, %d settlements each, snake order, greedy player (docs/rules.md)\n", r.setup.seats, r.setup.placements);
    for (int s = 0; s < r.setup.seats; ++s) {
        std::printf("  seat %d: %d pips:", s + 1, r.greedy.totals[static_cast<size_t>(s)]);
        for (size_t t = 0; t < r.greedy.seat.size(); ++t)
            if (r.greedy.seat[t] == s && r.greedy.corner[t] != core::rules::CornerGraph::kNone)
                std::printf(" turn %zu corner %d (%d pips; hexes %s)", t + 1, r.greedy.corner[t], r.greedy.value[t], cellsText(file, r, r.greedy.corner[t]).c_str());
        std::printf("\n");
    }
    std::printf("  spread: %d pips\n", r.greedy.spread());
    if (r.distribution) {
        const auto& d = *r.distribution;
        std::printf("noisy drafts: %d (best, second, third legal corner with chances", d.drafts);
        for (const double p : r.setup.noise)
            std::printf(" %g", p);
        std::printf("; seed %llu); share of drafts each seat ends lowest, %g%% Clopper-Pearson interval:\n",
                    static_cast<unsigned long long>(r.setup.seed), 100 * core::rules::DraftDistribution::kConfidence);
        for (size_t s = 0; s < d.seats.size(); ++s) {
            const auto& st = d.seats[s];
            std::printf("  seat %zu: mean %.2f pips (%d to %d); lowest in %.1f%% [%.1f%%, %.1f%%]\n", s + 1, st.meanValue, st.minValue, st.maxValue,
                        100 * st.lowestShare, 100 * st.lowestLow, 100 * st.lowestHigh);
        }
        std::printf("disadvantaged (interval above the fair share %.1f%%): %s\n", 100.0 / r.setup.seats, seatsText(r.disadvantaged).c_str());
    } else {
        std::printf("disadvantaged (lowest total): %s\n", seatsText(r.disadvantaged).c_str());
    }
}

} // namespace hexloom::cli
