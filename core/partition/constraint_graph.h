#pragma once
// The graph of regions the designer asks for (C in Abuzuraiq, FDG 2017): one node per region,
// an edge where two regions must touch, and the labels and constraints attached to nodes. A node
// may hold a graph of its own, partitioned inside its region afterwards (recursive maps).
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/model/offset_coord.h"

namespace hexloom::core::partition {

inline constexpr int kMaxConstraintNodes = 64; // quotient rows are 64-bit masks
inline constexpr int kMaxConstraintEdges = 3 * kMaxConstraintNodes - 6; // planar bound
inline constexpr int kMaxGraphDepth = 4;        // levels of nested graphs
inline constexpr int kMaxPinsPerNode = 10'000;

class ConstraintGraph;

struct ConstraintNode {
    std::string id;                          // unique within its graph
    char terrain = 0;                        // terrain letter the region takes; 0 keeps the cells'
    int minSize = 1;                         // hexes the region must hold at least
    std::string property;                    // free label ("water"); empty for none
    std::vector<model::OffsetCoord> pins;    // hexes that must lie in this node's region
    std::shared_ptr<const ConstraintGraph> subgraph; // partitions this node's region, or null
};

// Regions whose node carries `property` cover at least `minPercent` of the hexes in scope.
struct PropertyShare {
    std::string property;
    double minPercent = 0;
};

class ConstraintGraph {
public:
    std::string name;
    std::vector<ConstraintNode> nodes;
    std::vector<std::pair<int, int>> edges; // node indices, a != b, each pair once
    std::vector<PropertyShare> propertyShares;
    int maxRemoved = -1; // hexes the search may remove (when removal is allowed); -1: no limit

    int size() const { return static_cast<int>(nodes.size()); }
    int indexOf(const std::string& id) const; // -1 when absent
    // Row i has bit j set when nodes i and j are joined.
    std::vector<uint64_t> adjacencyRows() const;
    int componentCount() const;
    bool isPlanar() const; // Boyer-Myrvold (Boost.Graph)
    int depth() const;     // 1 without nested graphs
    // Smallest region this node can have: its min_size, and room for its nested graph's regions.
    int effectiveMinSize(int node) const;
    // Its own pins and, recursively, those of its nested graph's nodes.
    std::vector<model::OffsetCoord> effectivePins(int node) const;

    // Throws std::invalid_argument naming the node or edge: empty or duplicate ids, bad or repeated
    // edges, too many nodes, a non-planar graph (no map of contiguous regions realises it), nesting
    // deeper than kMaxGraphDepth, shares of unknown properties. Applies to nested graphs too.
    void validate() const;
};

} // namespace hexloom::core::partition
