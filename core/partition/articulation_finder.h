#pragma once
// Which nodes of G would split their region if they left it: articulation points of the
// subgraph each region induces (iterative Tarjan, reusing its buffers between calls).
#include <cstdint>
#include <vector>

#include "core/partition/basic_graph.h"

namespace hexloom::core::partition {

inline constexpr uint8_t kRemovedRegion = 255;

class ArticulationFinder {
public:
    // cut[v] = 1 when removing v disconnects region[v]; removed nodes are ignored.
    void find(const BasicGraph& g, const uint8_t* region, std::vector<uint8_t>& cut);

private:
    std::vector<int32_t> disc_;
    std::vector<int32_t> low_;
    std::vector<int32_t> parent_;
    std::vector<int32_t> next_; // position in the neighbour list
    std::vector<int32_t> stack_;
};

} // namespace hexloom::core::partition
