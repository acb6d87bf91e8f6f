#include "core/partition/voronoi_graph.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <random>
#include <stdexcept>
#include <tuple>

namespace hexloom::core::partition {

namespace {

struct Triangle {
    int a, b, c;
    double cx, cy, r2; // circumcircle
};

Triangle triangle(const std::vector<model::PointF>& p, int a, int b, int c)
{
    const double ax = p[static_cast<size_t>(a)].x, ay = p[static_cast<size_t>(a)].y;
    const double bx = p[static_cast<size_t>(b)].x, by = p[static_cast<size_t>(b)].y;
    const double cx = p[static_cast<size_t>(c)].x, cy = p[static_cast<size_t>(c)].y;
    const double d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
    const double a2 = ax * ax + ay * ay, b2 = bx * bx + by * by, c2 = cx * cx + cy * cy;
    const double ux = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / d;
    const double uy = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / d;
    return {a, b, c, ux, uy, (ax - ux) * (ax - ux) + (ay - uy) * (ay - uy)};
}

// The Delaunay triangles of `points` (Bowyer–Watson from a super-triangle whose corners are
// dropped at the end), with their circumcircles.
std::vector<Triangle> delaunayTriangles(const std::vector<model::PointF>& points)
{
    const int n = static_cast<int>(points.size());
    double lo = 1e300, hi = -1e300;
    for (const auto& q : points) {
        lo = std::min({lo, q.x, q.y});
        hi = std::max({hi, q.x, q.y});
    }
    const double span = std::max(hi - lo, 1.0) * 100, mid = (lo + hi) / 2;
    std::vector<model::PointF> p = points;
    p.push_back({mid - span, mid - span});
    p.push_back({mid + span, mid - span});
    p.push_back({mid, mid + span});
    std::vector<Triangle> tris{triangle(p, n, n + 1, n + 2)};
    for (int i = 0; i < n; ++i) {
        const double x = p[static_cast<size_t>(i)].x, y = p[static_cast<size_t>(i)].y;
        std::vector<std::pair<int, int>> hole; // edges of the removed triangles
        std::vector<Triangle> kept;
        for (const Triangle& t : tris) {
            if ((x - t.cx) * (x - t.cx) + (y - t.cy) * (y - t.cy) < t.r2) {
                hole.emplace_back(std::min(t.a, t.b), std::max(t.a, t.b));
                hole.emplace_back(std::min(t.b, t.c), std::max(t.b, t.c));
                hole.emplace_back(std::min(t.c, t.a), std::max(t.c, t.a));
            } else {
                kept.push_back(t);
            }
        }
        // The hole's boundary: edges that belong to exactly one removed triangle.
        std::sort(hole.begin(), hole.end());
        for (size_t e = 0; e < hole.size(); ++e) {
            const bool shared = (e + 1 < hole.size() && hole[e + 1] == hole[e]) || (e > 0 && hole[e - 1] == hole[e]);
            if (!shared)
                kept.push_back(triangle(p, hole[e].first, hole[e].second, i));
        }
        tris = std::move(kept);
    }
    std::erase_if(tris, [n](const Triangle& t) { return t.a >= n || t.b >= n || t.c >= n; });
    return tris;
}

// Whether the segment from a to a + t·d, t in [0, tMax], meets the square [0, side]² (Liang–Barsky).
bool meetsSquare(model::PointF a, model::PointF d, double tMax, double side)
{
    double t0 = 0, t1 = tMax;
    const double p[4] = {-d.x, d.x, -d.y, d.y}, q[4] = {a.x, side - a.x, a.y, side - a.y};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0)
                return false;
            continue;
        }
        const double r = q[k] / p[k];
        if (p[k] < 0)
            t0 = std::max(t0, r);
        else
            t1 = std::min(t1, r);
        if (t0 > t1)
            return false;
    }
    return true;
}

} // namespace

std::vector<std::pair<int, int>> delaunayEdges(const std::vector<model::PointF>& points)
{
    std::vector<std::pair<int, int>> edges;
    for (const Triangle& t : delaunayTriangles(points))
        for (auto [u, v] : {std::pair{t.a, t.b}, std::pair{t.b, t.c}, std::pair{t.c, t.a}})
            edges.emplace_back(std::min(u, v), std::max(u, v));
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    return edges;
}

std::vector<std::pair<int, int>> clippedVoronoiEdges(const std::vector<model::PointF>& points, double side)
{
    // Per Delaunay edge, its triangles' circumcentres: the ends of the Voronoi side the two
    // cells share (one triangle: a hull edge, whose side is a ray away from the third corner).
    std::map<std::pair<int, int>, std::vector<std::pair<model::PointF, int>>> sides;
    for (const Triangle& t : delaunayTriangles(points))
        for (auto [u, v, w] : {std::tuple{t.a, t.b, t.c}, std::tuple{t.b, t.c, t.a}, std::tuple{t.c, t.a, t.b}})
            sides[{std::min(u, v), std::max(u, v)}].push_back({model::PointF{t.cx, t.cy}, w});
    std::vector<std::pair<int, int>> edges;
    for (const auto& [edge, ends] : sides) {
        const model::PointF c = ends[0].first;
        bool meets = false;
        if (ends.size() == 2) {
            meets = meetsSquare(c, {ends[1].first.x - c.x, ends[1].first.y - c.y}, 1, side);
        } else {
            const auto& u = points[static_cast<size_t>(edge.first)];
            const auto& v = points[static_cast<size_t>(edge.second)];
            const auto& w = points[static_cast<size_t>(ends[0].second)];
            model::PointF d{-(v.y - u.y), v.x - u.x}; // perpendicular to uv, turned away from w
            if (d.x * (w.x - u.x) + d.y * (w.y - u.y) > 0)
                d = {-d.x, -d.y};
            meets = meetsSquare(c, d, 1e300, side);
        }
        if (meets)
            edges.push_back(edge);
    }
    return edges;
}

std::vector<model::PointF> poissonDiscPoints(int cells, double side, uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double minDist = std::sqrt(side * side * 0.61 / cells);
    constexpr int kAttempts = 20;
    // A grid of cells of side minDist / √2 holds at most one point each.
    const double cellSize = minDist / std::sqrt(2.0);
    const int gridSide = static_cast<int>(std::ceil(side / cellSize));
    std::vector<int> grid(static_cast<size_t>(gridSide) * static_cast<size_t>(gridSide), -1);
    std::vector<model::PointF> points;
    auto gridIndex = [&](int gx, int gy) { return static_cast<size_t>(gy) * static_cast<size_t>(gridSide) + static_cast<size_t>(gx); };
    auto gridOf = [&](double v) { return std::min(gridSide - 1, static_cast<int>(v / cellSize)); };
    auto farFromAll = [&](model::PointF p) {
        const int gx = gridOf(p.x), gy = gridOf(p.y);
        for (int y = std::max(0, gy - 2); y <= std::min(gridSide - 1, gy + 2); ++y)
            for (int x = std::max(0, gx - 2); x <= std::min(gridSide - 1, gx + 2); ++x)
                if (const int q = grid[gridIndex(x, y)]; q >= 0 && std::hypot(p.x - points[static_cast<size_t>(q)].x, p.y - points[static_cast<size_t>(q)].y) <= minDist)
                    return false;
        return true;
    };
    auto add = [&](model::PointF p) {
        grid[gridIndex(gridOf(p.x), gridOf(p.y))] = static_cast<int>(points.size());
        points.push_back(p);
    };
    add({unit(random) * side, unit(random) * side});
    std::vector<int> active{0};
    while (!active.empty()) {
        const size_t pick = std::min(active.size() - 1, static_cast<size_t>(unit(random) * static_cast<double>(active.size())));
        const model::PointF p = points[static_cast<size_t>(active[pick])];
        active.erase(active.begin() + static_cast<long>(pick));
        for (int i = 0; i < kAttempts; ++i) {
            const double angle = unit(random) * 2 * std::numbers::pi, r = minDist * (1 + unit(random));
            const model::PointF n{p.x + r * std::cos(angle), p.y + r * std::sin(angle)};
            if (n.x >= 0 && n.x < side && n.y >= 0 && n.y < side && farFromAll(n)) {
                active.push_back(static_cast<int>(points.size()));
                add(n);
            }
        }
    }
    return points;
}

BasicGraph voronoiBasicGraph(int cells, uint64_t seed, VoronoiPoints how)
{
    if (cells < kMinVoronoiCells || cells > kMaxVoronoiCells)
        throw std::invalid_argument("a Voronoi basic graph needs " + std::to_string(kMinVoronoiCells) + " to " +
                                    std::to_string(kMaxVoronoiCells) + " cells, not " + std::to_string(cells));
    const double side = std::sqrt(static_cast<double>(cells));
    std::vector<model::PointF> points;
    if (how == VoronoiPoints::PoissonDisc) {
        points = poissonDiscPoints(cells, side, seed);
    } else {
        std::mt19937_64 random(seed);
        std::uniform_real_distribution<double> coordinate(0.0, side);
        points.resize(static_cast<size_t>(cells));
        for (auto& q : points)
            q = {coordinate(random), coordinate(random)};
    }
    return BasicGraph::fromEdges(points, clippedVoronoiEdges(points, side));
}

} // namespace hexloom::core::partition
