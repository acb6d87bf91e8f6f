#pragma once
// The registered face of region partitioning (see generator.h): a RegionPartitioner divides a
// board into the regions of a constraint graph, streaming PartitionSnapshots; its result is the
// final snapshot (status, message, and the partition when solved). The editor asks for one by id
// ("astar", the recursive A* search of partition/) and never includes the search itself.
#include <memory>
#include <string>
#include <vector>

#include "core/run/generator.h"
#include "core/partition/partition_snapshot.h"

namespace hexloom::core::partition {

using RegionPartitioner =
    run::Generator<PartitionProblem, PartitionRunOptions, PartitionSnapshot, std::shared_ptr<const PartitionSnapshot>>;

const std::vector<run::GeneratorInfo<RegionPartitioner>>& regionPartitioners();
// Throws std::invalid_argument naming the id when no region partitioner has it.
const run::GeneratorInfo<RegionPartitioner>& regionPartitioner(const std::string& id);
// The editor's region partitioner.
inline constexpr const char* kDefaultRegionPartitioner = "astar";

} // namespace hexloom::core::partition
