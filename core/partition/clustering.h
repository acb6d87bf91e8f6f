#pragma once
// Grouping the nodes of G into connected clusters by growing seeds outward: used to coarsen G
// into super-nodes and to build the initial states of the A* runs (deterministic farthest-point
// seeds for the first run, random seeds for restarts).
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/partition/basic_graph.h"

namespace hexloom::core::partition {

using Rng = std::mt19937_64;

// Balanced growth: the lightest cluster (by hex weight) takes its next unassigned neighbour
// first, so clusters grow at the same pace. A pinned node only joins the cluster of its pin.
// seedSets[c] must be connected; the result gives each node its cluster (-1 if unreachable).
std::vector<int> growClusters(const BasicGraph& g, const std::vector<std::vector<int>>& seedSets,
                              const std::vector<int>& clusterPin);
// Nearest-seed growth: nodes are claimed in order of their distance to the seed (first node of
// the seed set) of an adjacent cluster, so clusters approximate the seeds' Voronoi cells (strips
// for seeds in a row) while staying connected. With `touch` (per cluster, a mask of the clusters
// it may border, e.g. C's adjacency) a cluster first claims a node only when none of the node's
// claimed neighbours is in a cluster it may not border; the nodes nobody could claim that way are
// then claimed by nearest seed alone.
std::vector<int> growNearest(const BasicGraph& g, const std::vector<std::vector<int>>& seedSets,
                             const std::vector<int>& clusterPin, const std::vector<uint64_t>* touch = nullptr);

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
// With `layout` (a drawing of C, see spectral_layout.h) free regions are seeded where it puts their
// nodes instead and grow by nearest seed; given C's adjacency `rows` too, a region only grows
// where it borders regions its node may touch.
InitialState initialRegions(const BasicGraph& g, const std::vector<std::string>& nodeIds,
                            const std::vector<model::PointF>* layout, Rng* rng,
                            const std::vector<uint64_t>* rows = nullptr);

} // namespace hexloom::core::partition
