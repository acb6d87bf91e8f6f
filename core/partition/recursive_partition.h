#pragma once
// Recursive maps: partition the board with the top-level graph, then each region whose node has
// a nested graph again, inside that region (continents, then provinces). Leaf regions are
// numbered in order and named by their path of node ids ("west/coast").
#include <atomic>

#include "core/partition/partition_problem.h"
#include "core/partition/partition_result.h"

namespace hexloom::core::partition {

// Throws std::invalid_argument for problems refused up front (see validateProblem). A nested
// search gets the seed of its parent mixed with its node index, so results stay reproducible.
// The time limit covers the whole tree: each nested search gets what the searches before it left.
PartitionResult partitionRecursively(const PartitionProblem& problem, const PartitionConfig& config,
                                     const std::atomic<bool>* cancel = nullptr);

// The second half of partitionRecursively: partitions again, inside its region, every region of
// the solved top-level result `top` whose node has a nested graph (the editor runs the top level
// step-wise first). A nested node without a terrain takes its parent node's terrain. Returns `top`
// unchanged for graphs without nesting; unsuccessful with a message naming the region otherwise.
PartitionResult partitionInside(const PartitionProblem& problem, const PartitionConfig& config, const PartitionResult& top,
                                const std::atomic<bool>* cancel = nullptr);

} // namespace hexloom::core::partition
