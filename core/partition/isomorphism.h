#pragma once
// The goal test: is the quotient graph of a partition isomorphic to the constraint graph, with
// the correspondence respecting per-region labels and global constraints? VF2 (Boost.Graph).
// Graphs are given as adjacency rows (bit j of row i: i and j joined), at most 64 nodes.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace hexloom::core::partition {

struct IsomorphismQuery {
    const uint64_t* regionRows = nullptr; // quotient graph, k rows
    const uint64_t* nodeRows = nullptr;   // constraint graph, k rows
    int k = 0;
    // Vertex labels: may `region` stand for constraint `node`? Null: any.
    std::function<bool(int region, int node)> compatible;
    // Global constraints on a complete correspondence (nodeOfRegion[r]); null: any.
    std::function<bool(const std::vector<int>& nodeOfRegion)> accept;
};

// A correspondence region -> node meeting the query, or nothing.
std::optional<std::vector<int>> findIsomorphism(const IsomorphismQuery& query);
// Unlabelled test with a cheap degree-sequence filter first.
bool isomorphic(const uint64_t* a, const uint64_t* b, int k);

} // namespace hexloom::core::partition
