#pragma once
// A region-partitioning run of the Regions panel (what to partition, how, and the editor's own
// limits) and what it reports back to the GUI thread.
#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "core/algorithms/partition/partition_problem.h"
#include "core/algorithms/partition/partition_result.h"
#include "core/algorithms/partition/partition_search.h"

namespace hexloom::ui::run {

struct PartitionRequest {
    core::algorithms::partition::PartitionProblem problem;
    // Its time limit counts the time spent searching, not the time paused between steps.
    core::algorithms::partition::PartitionConfig config;
    int stepExpansions = 1; // what one Step expands
    bool startPaused = false;
    QString graphName;      // for the undo text of Apply
};

// Immutable once published. While the search runs, regionOfCell is the partition expanded last
// (regions numbered by the run, not yet mapped to nodes); the final snapshot holds the result.
struct PartitionSnapshot {
    std::vector<int> regionOfCell;
    core::algorithms::partition::SearchStats stats;
    core::algorithms::partition::SearchStatus status = core::algorithms::partition::SearchStatus::Running;
    double seconds = 0;   // spent searching, pauses excluded
    bool final = false;   // the worker has returned
    std::string message;  // why it failed or was refused
    std::shared_ptr<const core::algorithms::partition::PartitionResult> result; // final and solved only
};

} // namespace hexloom::ui::run
