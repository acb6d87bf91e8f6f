#include "core/partition/basic_graph.h"

#include <algorithm>
#include <stdexcept>

namespace hexloom::core::partition {

BasicGraph BasicGraph::fromBoard(const model::Board& board, const std::vector<model::CellIndex>& scope,
                                 const std::vector<int>& pinOfCell)
{
    BasicGraph g;
    std::vector<int32_t> nodeOfCell(static_cast<size_t>(board.size()), -1);
    for (size_t i = 0; i < scope.size(); ++i) {
        const model::CellIndex c = scope[i];
        if (c < 0 || c >= board.size() || nodeOfCell[static_cast<size_t>(c)] != -1)
            throw std::invalid_argument("scope lists cell " + std::to_string(c) + " twice or outside the board");
        nodeOfCell[static_cast<size_t>(c)] = static_cast<int32_t>(i);
    }
    for (const model::CellIndex c : scope) {
        for (const model::CellIndex n : board.neighbours(c))
            if (nodeOfCell[static_cast<size_t>(n)] != -1)
                g.adj_.push_back(nodeOfCell[static_cast<size_t>(n)]);
        g.adjStart_.push_back(static_cast<int32_t>(g.adj_.size()));
        g.cells_.push_back(c);
        g.cellStart_.push_back(static_cast<int32_t>(g.cells_.size()));
        g.weight_.push_back(1);
        g.pin_.push_back(pinOfCell.empty() ? kNoPin : pinOfCell[static_cast<size_t>(c)]);
        g.centre_.push_back(model::HexLayout::centre(board.hex(c), 1.0));
    }
    g.totalWeight_ = static_cast<int>(scope.size());
    return g;
}

BasicGraph BasicGraph::fromEdges(const std::vector<model::PointF>& points, const std::vector<std::pair<int, int>>& edges)
{
    const auto n = static_cast<int>(points.size());
    std::vector<std::vector<int32_t>> adjacent(points.size());
    for (const auto& [u, v] : edges) {
        if (u < 0 || v < 0 || u >= n || v >= n || u == v)
            throw std::invalid_argument("basic graph: edge " + std::to_string(u) + "-" + std::to_string(v) + " is not between two points");
        adjacent[static_cast<size_t>(u)].push_back(v);
        adjacent[static_cast<size_t>(v)].push_back(u);
    }
    BasicGraph g;
    for (int v = 0; v < n; ++v) {
        g.adj_.insert(g.adj_.end(), adjacent[static_cast<size_t>(v)].begin(), adjacent[static_cast<size_t>(v)].end());
        g.adjStart_.push_back(static_cast<int32_t>(g.adj_.size()));
        g.cells_.push_back(v);
        g.cellStart_.push_back(static_cast<int32_t>(g.cells_.size()));
        g.weight_.push_back(1);
        g.pin_.push_back(kNoPin);
        g.centre_.push_back(points[static_cast<size_t>(v)]);
    }
    g.totalWeight_ = n;
    return g;
}

BasicGraph BasicGraph::contract(const std::vector<int>& cluster, int clusterCount) const
{
    BasicGraph g;
    std::vector<std::vector<int>> members(static_cast<size_t>(clusterCount));
    for (int v = 0; v < size(); ++v)
        members[static_cast<size_t>(cluster[static_cast<size_t>(v)])].push_back(v);
    std::vector<int32_t> mark(static_cast<size_t>(clusterCount), -1);
    for (int c = 0; c < clusterCount; ++c) {
        int w = 0;
        int p = kNoPin;
        model::PointF centre;
        for (const int v : members[static_cast<size_t>(c)]) {
            w += weight(v);
            centre.x += this->centre(v).x * weight(v);
            centre.y += this->centre(v).y * weight(v);
            p = pin(v) != kNoPin ? pin(v) : p;
            for (const auto cell : cells(v))
                g.cells_.push_back(cell);
            for (const int u : neighbours(v)) {
                const int cu = cluster[static_cast<size_t>(u)];
                if (cu != c && mark[static_cast<size_t>(cu)] != c) {
                    mark[static_cast<size_t>(cu)] = c;
                    g.adj_.push_back(cu);
                }
            }
        }
        if (w == 0)
            throw std::logic_error("coarsening produced an empty cluster");
        g.weight_.push_back(w);
        g.centre_.push_back({centre.x / w, centre.y / w});
        g.pin_.push_back(p);
        g.adjStart_.push_back(static_cast<int32_t>(g.adj_.size()));
        g.cellStart_.push_back(static_cast<int32_t>(g.cells_.size()));
    }
    g.totalWeight_ = totalWeight_;
    return g;
}

std::vector<int> BasicGraph::distancesFrom(const std::vector<int>& sources) const
{
    std::vector<int> dist(static_cast<size_t>(size()), -1);
    std::vector<int> queue;
    queue.reserve(static_cast<size_t>(size()));
    for (const int s : sources)
        if (dist[static_cast<size_t>(s)] < 0) {
            dist[static_cast<size_t>(s)] = 0;
            queue.push_back(s);
        }
    for (size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        for (const int u : neighbours(v))
            if (dist[static_cast<size_t>(u)] < 0) {
                dist[static_cast<size_t>(u)] = dist[static_cast<size_t>(v)] + 1;
                queue.push_back(u);
            }
    }
    return dist;
}

int BasicGraph::componentCount() const
{
    std::vector<char> seen(static_cast<size_t>(size()), 0);
    std::vector<int> queue;
    queue.reserve(static_cast<size_t>(size()));
    int components = 0;
    for (int s = 0; s < size(); ++s) {
        if (seen[static_cast<size_t>(s)])
            continue;
        ++components;
        queue.assign(1, s);
        seen[static_cast<size_t>(s)] = 1;
        for (size_t head = 0; head < queue.size(); ++head)
            for (const int u : neighbours(queue[head]))
                if (!seen[static_cast<size_t>(u)]) {
                    seen[static_cast<size_t>(u)] = 1;
                    queue.push_back(u);
                }
    }
    return components;
}

} // namespace hexloom::core::partition
