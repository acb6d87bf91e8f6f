#pragma once
// One interface for every map generator that works on the unlocked cells of a map.
// Problem (what is measured), run settings (how long, which seed) and the solver (how it
// searches) are kept apart; see docs/algorithms.md.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/run/parameter.h"
#include "core/run/run_control.h"
#include "core/search/snapshot.h"
#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::search {

struct Problem {
    std::shared_ptr<const model::Board> board;
    std::shared_ptr<const rules::RuleSet> rules;
    model::Map start;       // starting contents; start.locked(c) marks cells no move may change
    uint64_t revision = 0;  // document revision of `start`
};

struct StopCriteria {
    double timeLimitSeconds = 0;     // 0: none
    int64_t iterationLimit = 0;      // 0: none
    int64_t evaluationLimit = 0;     // 0: none; checked between steps (a step may pass it by its own evaluations)
    bool hasTarget = false;
    double target = 0;               // stop when best <= target
    int64_t stagnationIterations = 0; // 0: none; stop after this many iterations without a new best
};

struct RunSettings {
    uint64_t seed = 1;
    StopCriteria stop;
    double maxSnapshotsPerSecond = 30;
    bool teaching = false;           // fill Snapshot::teaching
};

class Solver {
public:
    virtual ~Solver() = default;
    // Runs to a stop criterion or cancellation, streaming snapshots to `sink`; returns the final
    // snapshot (also sent to the sink). Throws std::invalid_argument for problems it cannot take
    // (impossible locks, a pool that does not fit the board) before doing any work.
    virtual std::shared_ptr<const Snapshot> run(const Problem& problem, const RunSettings& settings,
                                                run::RunControl& control, ProgressSink& sink) = 0;
};

struct AlgorithmInfo {
    std::string id;        // "tabu", "sahc", "pso", "aco", "fast"
    std::string name;      // "Tabu search"
    std::string summary;   // one line
    std::string reference; // the paper
    std::vector<run::ParameterDescriptor> parameters;
    // Validates `values` (throws std::invalid_argument) and builds a solver.
    std::function<std::unique_ptr<Solver>(const run::ParameterValues& values)> make;
};

// Every registered algorithm, the portfolio race last (core/search/solvers/solver_registry.cpp).
const std::vector<AlgorithmInfo>& algorithms();
// The same list without the portfolio race: the single searches it races. The one place the
// solver ids are listed; the portfolio, the contract tests and the teaching view read it.
const std::vector<AlgorithmInfo>& singleAlgorithms();
const AlgorithmInfo* findAlgorithm(const std::string& id);
// The editor's default algorithm id.
std::string defaultAlgorithm();

} // namespace hexloom::core::search
