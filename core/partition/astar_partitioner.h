#pragma once
// The recursive A* partitioning search behind the RegionPartitioner face: the top level step-wise
// (a chunk of expansions at a time, `stepExpansions` per single step while paused), then any
// nested graphs. Its time limit counts searching only, not the time paused between steps.
// Failures that happen after the run started (no partition, time limit) end in a final snapshot
// with status Failed and a message; bad problems and configs throw std::invalid_argument.
#include "core/partition/region_partitioner.h"

namespace hexloom::core::partition {

class AStarPartitioner : public RegionPartitioner {
public:
    std::shared_ptr<const PartitionSnapshot> run(const PartitionProblem& problem, const PartitionRunOptions& options, run::RunControl& control,
                                                 const Post& post) override;

    static run::GeneratorInfo<RegionPartitioner> info();
};

} // namespace hexloom::core::partition
