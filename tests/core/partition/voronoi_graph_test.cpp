// Voronoi basic graphs (the partitioning paper's kind of graph): the triangulation is Delaunay by
// brute force, the clipped adjacency agrees with sampled nearest sites, and the partitioner solves
// chain graphs on them with results that pass an independent check.
#include "core/partition/voronoi_graph.h"

#include <cmath>
#include <gtest/gtest.h>
#include <queue>
#include <random>
#include <set>

#include "core/partition/partition_search.h"
#include "tests/core/partition/graph_builders.h"

namespace hexloom::test {
namespace {

using namespace core::partition;
using core::model::PointF;

std::vector<PointF> randomPoints(int n, uint64_t seed, double side)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> u(0, side);
    std::vector<PointF> p(static_cast<size_t>(n));
    for (auto& q : p)
        q = {u(random), u(random)};
    return p;
}

double squared(PointF a, PointF b)
{
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

// Edges of every triangle whose circumcircle holds no other point (O(n⁴)).
std::set<std::pair<int, int>> bruteForceDelaunay(const std::vector<PointF>& p)
{
    std::set<std::pair<int, int>> edges;
    const int n = static_cast<int>(p.size());
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            for (int k = j + 1; k < n; ++k) {
                const PointF a = p[i], b = p[j], c = p[k];
                const double d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
                if (std::fabs(d) < 1e-12)
                    continue;
                const double a2 = a.x * a.x + a.y * a.y, b2 = b.x * b.x + b.y * b.y, c2 = c.x * c.x + c.y * c.y;
                const PointF centre{(a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
                                    (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d};
                const double r2 = squared(a, centre);
                bool empty = true;
                for (int m = 0; m < n && empty; ++m)
                    empty = m == i || m == j || m == k || squared(p[m], centre) >= r2;
                if (empty)
                    edges.insert({i, j}), edges.insert({j, k}), edges.insert({i, k});
            }
    return edges;
}

TEST(VoronoiGraph, TriangulationIsDelaunayByBruteForce)
{
    for (uint64_t seed : {1, 2, 3}) {
        const auto p = randomPoints(30, seed, 5);
        const auto edges = delaunayEdges(p);
        const std::set<std::pair<int, int>> found(edges.begin(), edges.end());
        EXPECT_EQ(found, bruteForceDelaunay(p)) << "seed " << seed;
    }
}

// Sampling the square: wherever the two nearest sites are (almost) equally near, their cells
// share a side there, so the pair must be an edge; every edge is a Delaunay edge.
TEST(VoronoiGraph, ClippedEdgesAgreeWithSampledNearestSites)
{
    const double side = 6;
    const auto p = randomPoints(36, 7, side);
    const auto clipped = clippedVoronoiEdges(p, side);
    const std::set<std::pair<int, int>> edges(clipped.begin(), clipped.end());
    const auto all = delaunayEdges(p);
    for (const auto& e : clipped)
        EXPECT_NE(std::find(all.begin(), all.end(), e), all.end());
    EXPECT_LT(clipped.size(), all.size()); // some long hull edges lie outside the square
    int sampled = 0;
    for (double x = 0; x <= side; x += side / 600)
        for (double y = 0; y <= side; y += side / 600) {
            int first = -1, second = -1;
            for (int i = 0; i < static_cast<int>(p.size()); ++i) {
                const double d = squared(p[i], {x, y});
                if (first < 0 || d < squared(p[first], {x, y})) {
                    second = first;
                    first = i;
                } else if (second < 0 || d < squared(p[second], {x, y})) {
                    second = i;
                }
            }
            if (std::sqrt(squared(p[second], {x, y})) - std::sqrt(squared(p[first], {x, y})) < 1e-3) {
                ++sampled;
                EXPECT_TRUE(edges.count({std::min(first, second), std::max(first, second)})) << first << "-" << second;
            }
        }
    EXPECT_GT(sampled, 50);
}

TEST(VoronoiGraph, BasicGraphIsConnectedAndSeeded)
{
    const BasicGraph a = voronoiBasicGraph(200, 5), b = voronoiBasicGraph(200, 5), c = voronoiBasicGraph(200, 6);
    EXPECT_EQ(a.size(), 200);
    EXPECT_EQ(a.totalWeight(), 200);
    EXPECT_EQ(a.componentCount(), 1);
    EXPECT_LE(a.edgeCount(), 3 * 200 - 6); // planar
    EXPECT_EQ(a.edgeCount(), b.edgeCount());
    EXPECT_NE(a.centre(0).x, c.centre(0).x);
    EXPECT_THROW(voronoiBasicGraph(1, 1), std::invalid_argument);
}

// Poisson-disc points as the paper's code draws them: no two closer than the minimum distance
// d = sqrt(area · 0.61 / n), none outside the square, and no hole: every probe of a fine grid
// lies within 2d of a point (Bridson's sampling stops only when no candidate fits), so about n
// points; the graph is connected and seeded.
TEST(VoronoiGraph, PoissonDiscPointsAreSpreadAsThePapersCodeDrawsThem)
{
    const int n = 200;
    const double side = std::sqrt(static_cast<double>(n)), d = std::sqrt(side * side * 0.61 / n);
    for (uint64_t seed : {1, 2}) {
        const auto p = poissonDiscPoints(n, side, seed);
        EXPECT_GT(p.size(), 0.8 * n);
        EXPECT_LT(p.size(), 1.2 * n);
        for (size_t i = 0; i < p.size(); ++i) {
            EXPECT_TRUE(p[i].x >= 0 && p[i].x < side && p[i].y >= 0 && p[i].y < side);
            for (size_t j = i + 1; j < p.size(); ++j)
                ASSERT_GT(std::sqrt(squared(p[i], p[j])), d) << i << " " << j;
        }
        for (double x = 0; x < side; x += side / 60)
            for (double y = 0; y < side; y += side / 60) {
                double nearest = 1e300;
                for (const auto& q : p)
                    nearest = std::min(nearest, squared(q, {x, y}));
                ASSERT_LE(std::sqrt(nearest), 2 * d) << x << "," << y;
            }
    }
    // Uniform points of the same count are closer than d somewhere (the two generators differ).
    const auto u = randomPoints(n, 1, side);
    double closest = 1e300;
    for (size_t i = 0; i < u.size(); ++i)
        for (size_t j = i + 1; j < u.size(); ++j)
            closest = std::min(closest, squared(u[i], u[j]));
    EXPECT_LT(std::sqrt(closest), d);
    const BasicGraph a = voronoiBasicGraph(n, 3, VoronoiPoints::PoissonDisc), b = voronoiBasicGraph(n, 3, VoronoiPoints::PoissonDisc);
    EXPECT_EQ(a.componentCount(), 1);
    EXPECT_EQ(a.size(), b.size());
    EXPECT_EQ(a.edgeCount(), b.edgeCount());
}

// Regions contiguous by our own BFS, and the regions touching exactly as a chain's k nodes do;
// removed nodes (-1) belong to no region and part none.
void expectChain(const BasicGraph& g, const std::vector<int>& region, int k, uint64_t seed)
{
    ASSERT_EQ(static_cast<int>(region.size()), g.size());
    std::set<std::pair<int, int>> touching, chain;
    for (int i = 0; i + 1 < k; ++i)
        chain.insert({i, i + 1});
    for (int v = 0; v < g.size(); ++v)
        for (int u : g.neighbours(v))
            if (region[v] >= 0 && region[u] >= 0 && region[v] != region[u])
                touching.insert({std::min(region[v], region[u]), std::max(region[v], region[u])});
    EXPECT_EQ(touching, chain) << "seed " << seed;
    for (int r = 0; r < k; ++r) {
        std::vector<int> members;
        for (int v = 0; v < g.size(); ++v)
            if (region[v] == r)
                members.push_back(v);
        ASSERT_FALSE(members.empty());
        std::vector<char> seen(static_cast<size_t>(g.size()), 0);
        std::queue<int> open;
        open.push(members[0]);
        seen[members[0]] = 1;
        size_t reached = 0;
        for (; !open.empty(); open.pop(), ++reached)
            for (int u : g.neighbours(open.front()))
                if (!seen[u] && region[u] == r)
                    seen[u] = 1, open.push(u);
        EXPECT_EQ(reached, members.size()) << "region " << r << " is not contiguous, seed " << seed;
    }
}

// A generator whose graphs differ in size from restart to restart (as Poisson-disc graphs do):
// the solution covers the graph of the run that solved, node for node, and is a chain there.
TEST(VoronoiGraph, RestartsOnGraphsOfOtherSizesReportTheSolvingGraphsCells)
{
    auto sized = [](uint64_t s) { return voronoiBasicGraph(s % 2 ? 90 : 160, s); };
    int restarted = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        PartitionProblem problem;
        problem.graph = std::make_shared<const ConstraintGraph>(chainGraph(5));
        problem.basicGraphs = sized;
        PartitionConfig config;
        config.seed = seed;
        config.nodeLimit = 2;
        config.nodeLimitStep = 3;
        config.timeLimitSeconds = 20;
        PartitionSearch search(problem, config);
        ASSERT_EQ(search.run(), SearchStatus::Solved) << "seed " << seed;
        const auto runs = static_cast<uint64_t>(search.stats().restarts);
        restarted += runs > 0;
        const BasicGraph g = sized(runs == 0 ? seed : seed * 0x9e3779b97f4a7c15ull + runs);
        ASSERT_EQ(static_cast<int>(search.result().regionOfCell.size()), g.size()) << "seed " << seed;
        expectChain(g, search.result().regionOfCell, 5, seed);
    }
    EXPECT_GT(restarted, 0);
}

// One run (no restarts, so G is basicGraphs(seed)).
TEST(VoronoiGraph, PartitionerSolvesChainsOnVoronoiGraphs)
{
    for (uint64_t seed : {1, 2, 3}) {
        PartitionProblem problem;
        problem.graph = std::make_shared<const ConstraintGraph>(chainGraph(6));
        problem.basicGraphs = [](uint64_t s) { return voronoiBasicGraph(150, s); };
        PartitionConfig config;
        config.seed = seed;
        config.nodeLimit = 0;
        config.nodeLimitStep = 0;
        config.timeLimitSeconds = 20;
        PartitionSearch search(problem, config);
        ASSERT_EQ(search.run(), SearchStatus::Solved) << "seed " << seed;
        expectChain(voronoiBasicGraph(150, seed), search.result().regionOfCell, 6, seed);
    }
}

// The paper's own settings (its code's defaults: plain A*, its heuristic, kernel k-means
// coarsening to 40 and initial states, hex removal, restarts from L = 10 by D = 50 on a new graph
// each, aima-java's graph search as it drives it): chain-8 on 200-cell Voronoi graphs in most runs. The run that solves is the last one,
// on the graph of its own seed.
TEST(VoronoiGraph, ThePapersSettingsSolveChain8InMostRuns)
{
    int solved = 0;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        PartitionProblem problem;
        problem.graph = std::make_shared<const ConstraintGraph>(chainGraph(8));
        problem.basicGraphs = [](uint64_t s) { return voronoiBasicGraph(200, s); };
        PartitionConfig config;
        config.seed = seed;
        config.heuristicWeight = 1;
        config.borderWeight = 0;
        config.layoutSeeds = false;
        config.kernelClustering = true;
        config.allowRemoval = true;
        config.spectralEnergy = 1;
        config.duplicates = Duplicates::Quotient;
        config.goalTest = GoalTest::Expanded;
        config.ties = Ties::FOnly;
        config.coarsenNodes = 40;
        config.nodeLimit = 10;
        config.nodeLimitStep = 50;
        config.timeLimitSeconds = 10;
        PartitionSearch search(problem, config);
        if (search.run() != SearchStatus::Solved)
            continue;
        ++solved;
        const auto runs = static_cast<uint64_t>(search.stats().restarts);
        const uint64_t graphSeed = runs == 0 ? seed : seed * 0x9e3779b97f4a7c15ull + runs;
        expectChain(voronoiBasicGraph(200, graphSeed), search.result().regionOfCell, 8, seed);
    }
    EXPECT_GE(solved, 4) << "of 6";
}

} // namespace
} // namespace hexloom::test
