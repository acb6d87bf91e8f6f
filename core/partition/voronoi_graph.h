#pragma once
// The partitioning paper's kind of basic graph: the Voronoi cells of random points, adjacent when
// they share a side within the square the points lie in (the clipped dual of the Delaunay
// triangulation).
#include <cstdint>
#include <utility>
#include <vector>

#include "core/partition/basic_graph.h"
#include "core/model/hex_layout.h"

namespace hexloom::core::partition {

// The edges (i < j) of the Delaunay triangulation of `points` (Bowyer–Watson, O(n²); points in
// general position, which random doubles are with probability 1).
std::vector<std::pair<int, int>> delaunayEdges(const std::vector<model::PointF>& points);

// The pairs of points whose Voronoi cells, clipped to the square [0, side]², share a side: the
// Delaunay edges whose dual Voronoi side meets the square (long hull edges are dropped).
std::vector<std::pair<int, int>> clippedVoronoiEdges(const std::vector<model::PointF>& points, double side);

// How the points are drawn: uniformly at random (Hexloom's reading of the paper's "random
// points"), or by Poisson-disc sampling as the paper's code does (abuzreq/ConstrainedGraphPartitioning,
// VoronoiGenerator.createPoints: Bridson's sampling with minimum distance sqrt(area · 0.61 / cells)
// and 20 candidates per active point, so about `cells` points, evenly spread).
enum class VoronoiPoints { Uniform, PoissonDisc };

// Points by Poisson-disc sampling in [0, side)² as the paper's code draws them (see above).
std::vector<model::PointF> poissonDiscPoints(int cells, double side, uint64_t seed);

// Random points in a square of side sqrt(cells) (one point per unit of area, as a hex board has
// one hex per unit): `cells` of them (Uniform) or about as many (PoissonDisc), seeded, and the
// graph of their Voronoi cells: node i is point i, of weight 1, with cells() = {i}.
BasicGraph voronoiBasicGraph(int cells, uint64_t seed, VoronoiPoints points = VoronoiPoints::Uniform);
// The cells a Voronoi basic graph may have; voronoiBasicGraph refuses others. Its construction is
// quadratic and cannot be stopped part-way (8,000 cells took 2.6 s), so a run's time limit holds
// within about one construction only up to a few thousand cells.
inline constexpr int kMinVoronoiCells = 2;
inline constexpr int kMaxVoronoiCells = 5000;

} // namespace hexloom::core::partition
