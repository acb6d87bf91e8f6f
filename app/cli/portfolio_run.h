#pragma once
// generate --portfolio: several registered algorithms race on the same problem
// (core::search::Portfolio), and every improvement of the shared best is credited to the
// member that found it.
#include <QJsonObject>
#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "core/search/run/portfolio.h"
#include "core/search/snapshot.h"

namespace hexloom::cli {

struct PortfolioImprovement {
    double elapsedMs = 0;    // since the finder's start (members start together)
    double best = 0;
    std::string algorithm;   // the member that found it
    int64_t iteration = 0;   // the finder's own iteration
};

struct PortfolioOutcome {
    std::vector<std::string> members;
    std::shared_ptr<const core::search::Snapshot> result; // the best member's final snapshot
    std::vector<PortfolioImprovement> improvements;           // every new best of the race, in order
};

// "fast,tabu,sahc" to members with default parameters; throws UsageError for an empty list, an
// unknown or repeated id.
std::vector<core::search::PortfolioMember> parsePortfolio(const QString& list);

// Runs the race; `trace` (may be null) also receives the race's progress points.
PortfolioOutcome runPortfolio(const std::vector<core::search::PortfolioMember>& members, const core::search::Problem& problem,
                              core::search::RunSettings settings, core::search::ProgressSink* trace);

// {"members", "found_by", "credit": {id: improvements}, "improvements": [{"elapsed_ms", "best",
// "algorithm", "iteration"}]}
QJsonObject portfolioJson(const PortfolioOutcome& outcome);

// "found by tabu; improvements: fast 12, tabu 3, sahc 0", then one line per improvement.
void printPortfolio(const PortfolioOutcome& outcome);

} // namespace hexloom::cli
