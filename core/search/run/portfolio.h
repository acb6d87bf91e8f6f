#pragma once
// Several algorithms at once on the same locked map, each on its own thread with its own seed
// (settings.seed + member index) and its own RunControl. The caller's RunControl is mirrored to
// every member (cancel, pause, steps, step delay, posted edits) from the calling thread, checked
// every 2 ms. Snapshots reach the sink only when they beat the portfolio's best so far (for the
// newest map revision: a posted edit starts the race for the best again), as copies with
// Snapshot::algorithm "portfolio" and Snapshot::foundBy naming the member that found them; the
// final snapshot is the best member's, with that member's own seed and iteration. Registered as
// "portfolio" (info()): every algorithm races with its defaults, each one switched on or off by a
// parameter of its id.
//
// Edits in recipes (core/io/recipe_segments.h): each member adopts a posted edit at an iteration of
// its own, so the race as a whole has no one iteration per edit. When the race ends, the caller's
// RunControl is told the edits the best member adopted (noteAdopted): with winner() they make the
// recipe of that member's run alone, which a replay makes again exactly. A replay's scheduled edits
// (RunControl::scheduleEdits) go to every member, each taking them at the scheduled iterations.
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
    // The members the registered race with parameter `values` switches on, in info()'s order (the
    // order of their seeds: member i runs with the race's seed + i), each with its defaults.
    static std::vector<PortfolioMember> members(const run::ParameterValues& values);
    // The member of the registered race with parameter `values` whose run made the race's final
    // snapshot, told by that snapshot's seed (member i runs with the race's seed + i, in
    // info()'s order); null when `resultSeed` names none.
    static const AlgorithmInfo* winner(const run::ParameterValues& values, uint64_t raceSeed, uint64_t resultSeed);

    std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings, run::RunControl& control,
                                        ProgressSink& sink) override;

private:
    std::vector<PortfolioMember> members_;
    std::vector<std::unique_ptr<Solver>> solvers_;
};

} // namespace hexloom::core::search
