#pragma once
// The basic graph G the search partitions: either the hexes in scope themselves or, after
// coarsening, connected groups of them ("super-nodes"). Flat CSR arrays, built once per level.
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "core/model/board.h"
#include "core/model/hex_layout.h"

namespace hexloom::core::partition {

inline constexpr int kNoPin = -1;

class BasicGraph {
public:
    // One node per hex of `scope` (board cells, no repeats). pinOfCell (board-sized) gives the
    // constraint node a hex is pinned to, or kNoPin.
    static BasicGraph fromBoard(const model::Board& board, const std::vector<model::CellIndex>& scope,
                                const std::vector<int>& pinOfCell);
    // One node per point (weight 1, no pin, cells() = {its index}), adjacent along `edges`: a basic
    // graph that is not a board (voronoi_graph.h).
    static BasicGraph fromEdges(const std::vector<model::PointF>& points, const std::vector<std::pair<int, int>>& edges);
    // Contracts each cluster (cluster[v] in 0..clusterCount-1, connected, one pin at most) into a node.
    BasicGraph contract(const std::vector<int>& cluster, int clusterCount) const;

    int size() const { return static_cast<int>(weight_.size()); }
    int weight(int v) const { return weight_[static_cast<size_t>(v)]; } // hexes it stands for
    int totalWeight() const { return totalWeight_; }
    int pin(int v) const { return pin_[static_cast<size_t>(v)]; }
    // Mean centre of its hexes (unit hex size), for placing seeds.
    model::PointF centre(int v) const { return centre_[static_cast<size_t>(v)]; }
    std::span<const int32_t> neighbours(int v) const
    {
        const auto b = static_cast<size_t>(adjStart_[static_cast<size_t>(v)]);
        return {adj_.data() + b, static_cast<size_t>(adjStart_[static_cast<size_t>(v) + 1]) - b};
    }
    std::span<const model::CellIndex> cells(int v) const
    {
        const auto b = static_cast<size_t>(cellStart_[static_cast<size_t>(v)]);
        return {cells_.data() + b, static_cast<size_t>(cellStart_[static_cast<size_t>(v) + 1]) - b};
    }
    int edgeCount() const { return static_cast<int>(adj_.size() / 2); }
    int componentCount() const;
    // BFS hop distance from any node of `sources` (-1 unreachable).
    std::vector<int> distancesFrom(const std::vector<int>& sources) const;

private:
    std::vector<int> weight_;
    std::vector<int> pin_;
    std::vector<model::PointF> centre_;
    std::vector<int32_t> adjStart_{0};
    std::vector<int32_t> adj_;
    std::vector<int32_t> cellStart_{0};
    std::vector<model::CellIndex> cells_;
    int totalWeight_ = 0;
};

} // namespace hexloom::core::partition
