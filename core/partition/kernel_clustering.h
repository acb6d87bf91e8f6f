#pragma once
// The partitioning paper's initial states and coarsening: k-means in the space of the
// commute-time kernel (Yen, Fouss, Decaestecker, Francq, Saerens 2007), the pseudo-inverse L+ of
// G's Laplacian, where two nodes are close when a random walk travels between them quickly.
// Abuzuraiq's code clusters with it deterministically both to coarsen G and to draw the initial
// state; here the clusters are then made connected (the search needs connected regions).
#include <random>
#include <vector>

#include "core/partition/basic_graph.h"

namespace hexloom::core::partition {

// Node v's coordinates in the kernel's space: rows of U diag(1/sqrt(lambda)) over the non-zero
// eigenpairs of the Laplacian, so squared distances between rows are commute-time distances
// (up to the graph's volume). O(n^3) through Eigen; G must be connected.
std::vector<std::vector<double>> commuteTimeEmbedding(const BasicGraph& g);

// `k` connected clusters of G (cluster per node, 0..k-1, none empty): weighted k-means in the
// commute-time space started from the farthest-point prototypes (the node farthest from the
// centre, then each the node farthest from those chosen), or from k random nodes with `rng`;
// then each cluster keeps the part that holds its medoid and the remaining nodes join an
// adjacent cluster, nearest centre first. Throws std::invalid_argument when k > G's nodes or
// G is not connected.
std::vector<int> kernelClusters(const BasicGraph& g, int k, std::mt19937_64* rng);
// The most nodes PartitionSearch gives kernel clustering: its eigendecomposition is cubic and
// cannot be stopped part-way (docs/cli.md, partition).
inline constexpr int kMaxKernelNodes = 500;

} // namespace hexloom::core::partition
