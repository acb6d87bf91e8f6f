#pragma once
// Recursive maps: partition the board with the top-level graph, then each region whose node has
// a nested graph again, inside that region (continents, then provinces). Leaf regions are
// numbered in order and named by their path of node ids ("west/coast").
#include <atomic>

#include "core/algorithms/partition/partition_problem.h"
#include "core/algorithms/partition/partition_result.h"

namespace hexloom::core::algorithms::partition {

// Throws std::invalid_argument for problems refused up front (see validateProblem). A nested
// search gets the seed of its parent mixed with its node index, so results stay reproducible.
PartitionResult partitionRecursively(const PartitionProblem& problem, const PartitionConfig& config,
                                     const std::atomic<bool>* cancel = nullptr);

} // namespace hexloom::core::algorithms::partition
