#pragma once
// Several algorithms at once on the same locked map, each on its own thread with its own seed
// (settings.seed + member index) and its own RunControl. The caller's RunControl is mirrored to
// every member (cancel, pause, steps, step delay, posted edits) from the calling thread, checked
// every 2 ms. Snapshots reach the sink only when they beat the portfolio's best so far (for the
// newest map revision: a posted edit starts the race for the best again), as copies with
// Snapshot::algorithm "portfolio" and Snapshot::foundBy naming the member that found them; the
// final snapshot is the best member's. Registered as "portfolio" (info()): every algorithm races
// with its defaults, each one switched on or off by a parameter of its id.
#include <string>
#include <vector>

#include "core/search/solver.h"

namespace hexloom::core::search {

struct PortfolioMember {
    std::string algorithm; // registry id
    run::ParameterValues values;
};

class Portfolio final : public Solver {
public:
    // Throws std::invalid_argument for no members, an unknown algorithm or bad parameters.
    explicit Portfolio(std::vector<PortfolioMember> members);
    static const AlgorithmInfo& info();

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    std::vector<PortfolioMember> members_;
    std::vector<std::unique_ptr<Solver>> solvers_;
};

} // namespace hexloom::core::search
