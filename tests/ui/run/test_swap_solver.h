#pragma once
// Test doubles for the editor's run machinery (the product's registry comes from the search area).
// TestSwapSolver is a small, honest local search: random swaps of unlocked cells, accepted when
// they do not worsen the score; it adopts designer edits and honours the RunControl. With
// `rogue` set it breaks every rule on purpose (changes locked cells, ignores edits), so tests can
// prove the editor itself protects locks and edits.
#include <atomic>
#include <memory>

#include "core/search/solver.h"

namespace hexloom::test {

class TestSwapSolver : public core::search::Solver {
public:
    struct Options {
        bool rogue = false;
        std::shared_ptr<std::atomic<int64_t>> iterations = std::make_shared<std::atomic<int64_t>>(0);
    };
    explicit TestSwapSolver(Options options) : options_(std::move(options)) {}

    std::shared_ptr<const core::search::Snapshot> run(const core::search::Problem& problem,
                                                          const core::search::RunSettings& settings,
                                                          core::run::RunControl& control,
                                                          core::search::ProgressSink& sink) override;

private:
    Options options_;
};

} // namespace hexloom::test
