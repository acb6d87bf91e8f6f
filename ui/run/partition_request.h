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
    // The scope as a recipe writes it (`partition --scope`): "all" or "land" (scopeCells of the map
    // the run starts from), or the selected hexes (core/recipe/partition_recipe.h, cellsScopeWord).
    QString scopeWord = QStringLiteral("all");
    // Its time limit counts the time spent searching, not the time paused between steps.
    core::partition::PartitionConfig config;
    int stepExpansions = 1; // what one Step expands
    bool startPaused = false;
    QString graphName;      // for the undo text of Apply
    std::string partitioner = core::partition::kDefaultRegionPartitioner;
};

} // namespace hexloom::ui::run
