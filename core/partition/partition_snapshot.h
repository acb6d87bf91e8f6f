#pragma once
// What a region-partitioning run reports (RegionPartitioner, region_partitioner.h), and how it is
// run: the search's config plus what one single step expands.
#include <memory>
#include <string>
#include <vector>

#include "core/partition/partition_problem.h"
#include "core/partition/partition_result.h"
#include "core/partition/search_status.h"

namespace hexloom::core::partition {

struct PartitionRunOptions {
    // Its time limit counts the time spent searching, not the time paused between steps.
    PartitionConfig config;
    int stepExpansions = 1; // what one single step (run::RunControl::step) expands
};

// Immutable once posted. While the search runs, regionOfCell is the partition expanded last
// (regions numbered by the run, not yet mapped to nodes); the final snapshot holds the result.
struct PartitionSnapshot {
    std::vector<int> regionOfCell;
    SearchStats stats;
    SearchStatus status = SearchStatus::Running;
    double seconds = 0;   // spent searching, pauses excluded
    bool final = false;   // the run has ended
    std::string message;  // why it failed or was refused
    text::CoreText messageText; // the same, for the editor to translate (empty pattern: `message` is shown as it is)
    std::shared_ptr<const PartitionResult> result; // final and solved only
};

} // namespace hexloom::core::partition
