#pragma once
// Test doubles for the editor's run machinery (the product's registry comes from the search area).
// TestSwapSolver is a small, honest local search: random swaps of unlocked cells, accepted when
// they do not worsen the score; it adopts designer edits and honours the RunControl. With
// `rogue` set it breaks every rule on purpose (changes locked cells, ignores edits), so tests can
// prove the editor itself protects locks and edits.
#include <atomic>
#include <memory>

#include "core/algorithms/solver.h"

namespace hexloom::test {

class TestSwapSolver : public core::algorithms::Solver {
public:
    struct Options {
        bool rogue = false;
        std::shared_ptr<std::atomic<int64_t>> iterations = std::make_shared<std::atomic<int64_t>>(0);
    };
    explicit TestSwapSolver(Options options) : options_(std::move(options)) {}

    std::shared_ptr<const core::algorithms::Snapshot> run(const core::algorithms::Problem& problem,
                                                          const core::algorithms::RunSettings& settings,
                                                          core::algorithms::RunControl& control,
                                                          core::algorithms::ProgressSink& sink) override;

private:
    Options options_;
};

} // namespace hexloom::test
