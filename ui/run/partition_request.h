#pragma once
// A region-partitioning run of the Regions panel: what to partition, with which registered
// partitioner (core/partition/region_partitioner.h) and how, and the editor's own limits. Its
// snapshots are the partitioner's (PartitionSnapshot).
#include <QString>
#include <string>

#include "core/partition/region_partitioner.h"

namespace hexloom::ui::run {

using PartitionSnapshot = core::partition::PartitionSnapshot;

struct PartitionRequest {
    core::partition::PartitionProblem problem;
    // How the scope was chosen, as a recipe writes it: "all" or "land" (scopeCells of the map the
    // run starts from); empty for a selection, which no recipe holds.
    QString scopeWord;
    // Its time limit counts the time spent searching, not the time paused between steps.
    core::partition::PartitionConfig config;
    int stepExpansions = 1; // what one Step expands
    bool startPaused = false;
    QString graphName;      // for the undo text of Apply
    std::string partitioner = core::partition::kDefaultRegionPartitioner;
};

} // namespace hexloom::ui::run
