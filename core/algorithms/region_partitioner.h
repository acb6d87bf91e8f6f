#pragma once
// The registered face of region partitioning (see generator.h): a RegionPartitioner divides a
// board into the regions of a constraint graph, streaming PartitionSnapshots; its result is the
// final snapshot (status, message, and the partition when solved). The editor asks for one by id
// ("astar", the recursive A* search of partition/) and never includes the search itself.
#include <memory>
#include <string>
#include <vector>

#include "core/algorithms/generator.h"
#include "core/algorithms/partition/partition_snapshot.h"

namespace hexloom::core::algorithms {

using RegionPartitioner = Generator<partition::PartitionProblem, partition::PartitionRunOptions, partition::PartitionSnapshot,
                                    std::shared_ptr<const partition::PartitionSnapshot>>;

const std::vector<GeneratorInfo<RegionPartitioner>>& regionPartitioners();
// Throws std::invalid_argument naming the id when no region partitioner has it.
const GeneratorInfo<RegionPartitioner>& regionPartitioner(const std::string& id);
// The editor's region partitioner.
inline constexpr const char* kDefaultRegionPartitioner = "astar";

} // namespace hexloom::core::algorithms
