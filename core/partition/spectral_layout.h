#pragma once
// Where to seed the regions of the initial state: a spectral drawing of C (Laplacian eigenvectors
// 2 and 3, the second axis scaled by (lambda2 / lambda3)^2) fitted into the extent of G. A chain is
// drawn as a flat arc, a cycle as a ring, a star with its centre in the middle, so regions grown
// from these seeds start with roughly C's adjacencies.
#include <cstdint>
#include <vector>

#include "core/partition/basic_graph.h"
#include "core/partition/clustering.h"

namespace hexloom::core::partition {

// Node positions of the graph with adjacency `rows`, each coordinate in [-1, 1].
std::vector<model::PointF> spectralLayout(const std::vector<uint64_t>& rows);

// One seed per entry of `nodes` (indices into `layout`): the free node of G nearest to the node's
// drawn position, never one in `taken` or pinned. With `rng` the drawing is rotated, maybe
// mirrored and jittered first, so restarts start from different states.
std::vector<int> layoutSeeds(const BasicGraph& g, const std::vector<model::PointF>& layout, const std::vector<int>& nodes,
                             const std::vector<int>& taken, Rng* rng);

} // namespace hexloom::core::partition
