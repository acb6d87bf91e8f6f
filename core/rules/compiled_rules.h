#pragma once
// A rule set compiled for one board: its requirements built from their specs, each one's weight,
// switch, what it reads and its local divisor. Compiled once per (board, rule set) content and
// shared by every evaluator, run, thread and editor session on them (CompiledRules::of), so that
// an evaluator's set-up is a reference plus a hand-over of requirement instances.
//
// Immutable once built, with one exception kept behind a mutex: requirement instances hold
// scratch buffers (component labels, distance tables), so they cannot be used by two threads at
// once. The compiled form keeps a few idle sets of them (EvaluatorWorkspace); an evaluator takes
// one for its lifetime and gives it back. A requirement's scratch carries nothing from one call
// to the next, so a set used before scores exactly as a new one.
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "core/model/board.h"
#include "core/rules/requirement.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

// What one evaluator uses exclusively: the requirement instances and per-swap scratch.
struct EvaluatorWorkspace {
    std::vector<std::unique_ptr<Requirement>> requirements;
    // Scratch for one swap: the local requirements it triggers and their value sums before it.
    std::vector<int> localIndex, localBefore;
};

class CompiledRules {
public:
    // Compiles `rules` for `board`, uncached: throws std::invalid_argument for a bad requirement
    // spec. The rule set is copied: what the requirements read can never change underneath them.
    CompiledRules(std::shared_ptr<const model::Board> board, const RuleSet& rules);

    // The compiled form of `rules` on `board` from a cache of the 8 used last, keyed by content:
    // the rule set compared exactly with each entry's private copy (every field and the tables
    // finalize() derives, the name first: an edited weight, parameter or switch is a different
    // rule set, even edited in place behind the same pointer) and the board (hexes and parity).
    // Equal content shares one compiled form whatever objects hold it. No hash: a look-up that
    // hits reads the rule set once, in the compare it needs anyway. Thread-safe.
    static std::shared_ptr<const CompiledRules> of(const std::shared_ptr<const model::Board>& board,
                                                   const std::shared_ptr<const RuleSet>& rules);

    const model::Board& board() const { return *board_; }
    const RuleSet& rules() const { return *rules_; }
    const std::shared_ptr<const model::Board>& boardPtr() const { return board_; }
    const std::shared_ptr<const RuleSet>& rulesPtr() const { return rules_; }
    int requirementCount() const { return static_cast<int>(weights_.size()); }
    bool enabled(size_t i) const { return enabled_[i] != 0; }
    double weight(size_t i) const { return weights_[i]; }
    // Requirement::reads(), 0 when disabled (so a disabled one is never asked for a delta).
    uint8_t reads(size_t i) const { return reads_[i]; }
    // Requirement::localDivisor(): 0 for those scored through their own swapDelta().
    int divisor(size_t i) const { return divisor_[i]; }
    // Per terrain id: Requirement::kReadsWater when water, kReadsLand when land.
    const std::array<uint8_t, 256>& terrainClass() const { return terrainClass_; }

    // An idle workspace, or a new one when every one is in use. Thread-safe.
    std::unique_ptr<EvaluatorWorkspace> acquire() const;
    // Gives a workspace back; beyond kIdleKept idle ones (one on boards of kSmallBoard hexes or
    // more, where scratch is megabytes) it is freed. Thread-safe.
    void release(std::unique_ptr<EvaluatorWorkspace> workspace) const;
    // Workspaces built so far (for tests: reuse keeps this at the number used at once).
    int workspacesBuilt() const;

    static constexpr size_t kIdleKept = 4;
    static constexpr int kSmallBoard = 4096;

private:
    std::unique_ptr<EvaluatorWorkspace> build() const;

    std::shared_ptr<const model::Board> board_;
    std::shared_ptr<const RuleSet> rules_; // the private copy
    std::vector<uint8_t> enabled_;
    std::vector<double> weights_;
    std::vector<uint8_t> reads_;
    std::vector<int> divisor_;
    std::array<uint8_t, 256> terrainClass_{};
    mutable std::mutex mutex_;
    mutable std::vector<std::unique_ptr<EvaluatorWorkspace>> idle_;
    mutable int built_ = 0;
};

} // namespace hexloom::core::rules
