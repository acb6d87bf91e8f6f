// The commute-time kernel's space against effective resistances worked out by hand (a path, a
// cycle), and kernel k-means clusters: connected, none empty, deterministic, and split where the
// graph has a bottleneck.
#include "core/partition/kernel_clustering.h"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "core/partition/voronoi_graph.h"

namespace hexloom::core::partition {
namespace {

BasicGraph graphOf(int n, const std::vector<std::pair<int, int>>& edges)
{
    std::vector<model::PointF> points;
    for (int i = 0; i < n; ++i)
        points.push_back({static_cast<double>(i), 0});
    return BasicGraph::fromEdges(points, edges);
}

double squared(const std::vector<double>& a, const std::vector<double>& b)
{
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i)
        s += (a[i] - b[i]) * (a[i] - b[i]);
    return s;
}

// Every cluster non-empty and connected in g, labels 0..k-1.
void expectConnectedClusters(const BasicGraph& g, const std::vector<int>& cluster, int k)
{
    ASSERT_EQ(static_cast<int>(cluster.size()), g.size());
    for (int c = 0; c < k; ++c) {
        std::vector<int> members;
        for (int v = 0; v < g.size(); ++v)
            if (cluster[static_cast<size_t>(v)] == c)
                members.push_back(v);
        ASSERT_FALSE(members.empty()) << "cluster " << c;
        std::vector<char> seen(static_cast<size_t>(g.size()), 0);
        std::vector<int> queue{members.front()};
        seen[static_cast<size_t>(members.front())] = 1;
        for (size_t h = 0; h < queue.size(); ++h)
            for (const int u : g.neighbours(queue[h]))
                if (!seen[static_cast<size_t>(u)] && cluster[static_cast<size_t>(u)] == c) {
                    seen[static_cast<size_t>(u)] = 1;
                    queue.push_back(u);
                }
        EXPECT_EQ(queue.size(), members.size()) << "cluster " << c << " is in pieces";
    }
    for (const int c : cluster)
        EXPECT_TRUE(c >= 0 && c < k);
}

// Squared distances in the kernel's space are effective resistances: |i - j| on a path (a tree),
// d (n - d) / n on a cycle of n at distance d.
TEST(KernelClustering, SquaredDistancesAreEffectiveResistances)
{
    std::vector<std::pair<int, int>> path, cycle;
    for (int i = 0; i + 1 < 7; ++i)
        path.emplace_back(i, i + 1);
    cycle = path;
    cycle.emplace_back(6, 0);
    const auto p = commuteTimeEmbedding(graphOf(7, path));
    const auto c = commuteTimeEmbedding(graphOf(7, cycle));
    for (int i = 0; i < 7; ++i)
        for (int j = 0; j < 7; ++j) {
            EXPECT_NEAR(squared(p[static_cast<size_t>(i)], p[static_cast<size_t>(j)]), std::abs(i - j), 1e-9);
            const int d = std::min(std::abs(i - j), 7 - std::abs(i - j));
            EXPECT_NEAR(squared(c[static_cast<size_t>(i)], c[static_cast<size_t>(j)]), d * (7.0 - d) / 7.0, 1e-9);
        }
}

// Two 5-cliques joined by one edge: two clusters are the two cliques.
TEST(KernelClustering, SplitsAtTheBottleneck)
{
    std::vector<std::pair<int, int>> edges{{4, 5}};
    for (int base : {0, 5})
        for (int i = 0; i < 5; ++i)
            for (int j = i + 1; j < 5; ++j)
                edges.emplace_back(base + i, base + j);
    const auto g = graphOf(10, edges);
    const auto cluster = kernelClusters(g, 2, nullptr);
    expectConnectedClusters(g, cluster, 2);
    for (int v = 1; v < 10; ++v)
        EXPECT_EQ(cluster[static_cast<size_t>(v)] == cluster[0], v < 5) << v;
}

TEST(KernelClustering, VoronoiGraphsGiveConnectedDeterministicClusters)
{
    for (uint64_t seed : {1u, 2u}) {
        const auto g = voronoiBasicGraph(200, seed);
        for (int k : {8, 40}) {
            const auto a = kernelClusters(g, k, nullptr);
            expectConnectedClusters(g, a, k);
            EXPECT_EQ(kernelClusters(g, k, nullptr), a) << "farthest-point starts are deterministic";
            std::mt19937_64 rng(seed);
            expectConnectedClusters(g, kernelClusters(g, k, &rng), k);
        }
    }
}

TEST(KernelClustering, RefusesTooManyClustersAndDisconnectedGraphs)
{
    const auto two = graphOf(2, {{0, 1}});
    EXPECT_THROW(kernelClusters(two, 3, nullptr), std::invalid_argument);
    EXPECT_THROW(kernelClusters(two, 0, nullptr), std::invalid_argument);
    EXPECT_THROW(kernelClusters(graphOf(3, {{0, 1}}), 2, nullptr), std::invalid_argument);
    EXPECT_EQ(kernelClusters(two, 2, nullptr).size(), 2u);
}

} // namespace
} // namespace hexloom::core::partition
