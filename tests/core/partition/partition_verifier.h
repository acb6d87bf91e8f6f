#pragma once
// Independent checks of partitioner output, written without the code under test: own BFS for
// contiguity, quotient graph rebuilt from board neighbours, brute-force isomorphism.
#include <cstdint>
#include <string>
#include <vector>

#include "core/partition/constraint_graph.h"
#include "core/partition/partition_result.h"
#include "core/model/board.h"

namespace hexloom::test {

// Adjacency as a k x k 0/1 matrix.
using Adjacency = std::vector<std::vector<int>>;

Adjacency adjacencyOf(const core::partition::ConstraintGraph& g);
// True when some permutation p makes a[i][j] == b[p[i]][p[j]] for all i, j (k <= 8).
bool bruteForceIsomorphic(const Adjacency& a, const Adjacency& b);

// Empty when `r` is a valid solution of `graph` on `scope`, else the first violation found.
// Checks: cells outside the scope untouched; every region non-empty and contiguous; removed
// hexes only when allowed and at most the graph's max_removed; the quotient graph equals the
// graph under region i -> node i and is isomorphic to it by brute force; pins, minimum sizes
// and property shares honoured.
std::string verifyPartition(const core::model::Board& board, const std::vector<core::model::CellIndex>& scope,
                            const core::partition::ConstraintGraph& graph,
                            const core::partition::PartitionResult& r, bool allowRemoval);

// Contiguity of every region in `regionOfCell` (own BFS); empty when all are contiguous.
std::string checkContiguous(const core::model::Board& board, const std::vector<int>& regionOfCell, int regions);

} // namespace hexloom::test
