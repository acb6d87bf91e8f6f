#pragma once
// Grouping the nodes of G into connected clusters by growing seeds outward: used to coarsen G
// into super-nodes and to build the initial states of the A* runs (deterministic farthest-point
// seeds for the first run, random seeds for restarts).
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/algorithms/partition/basic_graph.h"

namespace hexloom::core::algorithms::partition {

using Rng = std::mt19937_64;

// Balanced growth: the lightest cluster (by hex weight) takes its next unassigned neighbour
// first, so clusters grow at the same pace. A pinned node only joins the cluster of its pin.
// seedSets[c] must be connected; the result gives each node its cluster (-1 if unreachable).
std::vector<int> growClusters(const BasicGraph& g, const std::vector<std::vector<int>>& seedSets,
                              const std::vector<int>& clusterPin);

// `count` more seeds among unpinned nodes not in `taken`: each the node farthest from all seeds
// so far (lowest index on ties), or, with `rng`, uniformly random ones.
std::vector<int> pickSeeds(const BasicGraph& g, const std::vector<int>& taken, int count, Rng* rng);

// Super-nodes for coarsening: about `target` connected clusters (more when pinned hexes need
// their own), never mixing hexes pinned to different nodes.
BasicGraph coarsen(const BasicGraph& g, int target);

struct InitialState {
    std::vector<uint8_t> region;   // per node of G
    std::vector<int> regionPin;    // constraint node a region must map to, or kNoPin
};

// One region per constraint node: first one per pinned constraint node (grown from its pinned nodes joined by
// shortest paths), then free ones from farthest-point seeds, or random ones with `rng`.
// Throws std::invalid_argument when pinned hexes of one node cannot be joined.
InitialState initialRegions(const BasicGraph& g, const std::vector<std::string>& nodeIds, Rng* rng);

} // namespace hexloom::core::algorithms::partition
