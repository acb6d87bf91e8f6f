#pragma once
// The partitioner as a step-wise search object, for the editor's Run/Step/Stop and the CLI:
// runs A* from an initial state; when a run fails within its node limit L it restarts from a
// new random initial state with L raised by D, and with incremental coarsening k' raised by d.
// stats() gives the Step-mode figures (heuristic, expanded nodes, frontier, restarts); cancel()
// may be called from another thread. Same seed, same result.
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>

#include "core/partition/astar_run.h"
#include "core/partition/partition_problem.h"
#include "core/partition/partition_result.h"
#include "core/partition/search_status.h"

namespace hexloom::core::partition {

class PartitionSearch {
public:
    // Validates (std::invalid_argument with a clear message) and prepares the first run.
    PartitionSearch(PartitionProblem problem, PartitionConfig config);

    // Expands up to `expansions` states (starting the next run when one fails).
    SearchStatus step(int64_t expansions = 1);
    // Steps until solved, failed or cancelled.
    SearchStatus run();
    void cancel() { cancelled_.store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return cancelled_.load(std::memory_order_relaxed); }

    SearchStatus status() const { return status_; }
    const SearchStats& stats() const { return stats_; }
    // Regions of the state expanded last, per board cell (kRemovedCell, kOutOfScope).
    std::vector<int> currentRegions() const;
    // The final outcome (valid once status() is not Running).
    PartitionResult result() const;

private:
    void startRun();
    InitialState kernelStart(const BasicGraph& g, bool deterministic);
    void finishRun(AStarRun::Status s);
    std::vector<int> regionsOfCells(const std::vector<uint8_t>& assign) const;
    double elapsed() const;

    PartitionProblem problem_;
    PartitionConfig config_;
    std::vector<int> pinOfCell_;
    BasicGraph hexes_;              // G of the current run before coarsening
    int cellCount_ = 0;             // board cells, or G's nodes for generated basic graphs
    BasicGraph coarse_;
    const BasicGraph* graph_ = nullptr; // G of the current run
    int coarseTarget_ = 0;
    std::unique_ptr<QuotientEvaluator> evaluator_;
    int evaluatorWeight_ = 0;       // the total weight evaluator_'s minimum shares are of
    std::unique_ptr<AStarRun> run_;
    std::vector<std::string> nodeIds_;
    std::vector<model::PointF> layout_; // drawing of C for seeding, empty for plain seeds
    std::vector<uint64_t> rows_;        // C's adjacency, guiding the growth of drawn seeds
    Rng rng_;
    int runIndex_ = 0;
    int64_t finishedExpanded_ = 0;
    int64_t finishedGenerated_ = 0;
    SearchStats stats_;
    SearchStatus status_ = SearchStatus::Running;
    text::CoreText message_;
    std::atomic<bool> cancelled_{false};
    std::chrono::steady_clock::time_point start_;
};

} // namespace hexloom::core::partition
