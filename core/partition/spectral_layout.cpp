#include "core/partition/spectral_layout.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace hexloom::core::partition {

namespace {
// Drawing for a lambda2 repeated `m` >= 3 times (a star, a complete graph): any basis of that
// eigenspace is as good as another, and two of its vectors can draw the nodes unevenly (a
// star's province on its centre). Basis-free instead: a node's distance from the centre is the
// length of its row in the whole eigenspace (0 for a star's centre); the others are spaced
// evenly around the circle, each next the nearest unplaced node in that space.
std::vector<model::PointF> eigenspaceCircle(const Eigen::MatrixXd& vectors, int m)
{
    const int k = static_cast<int>(vectors.rows());
    const Eigen::MatrixXd e = vectors.middleCols(1, m);
    const double longest = e.rowwise().norm().maxCoeff();
    std::vector<model::PointF> pos(static_cast<size_t>(k));
    std::vector<int> ring;
    for (int i = 0; i < k; ++i)
        if (e.row(i).norm() > 1e-6 * longest)
            ring.push_back(i);
    for (size_t r = 1; r < ring.size(); ++r) {
        size_t best = r;
        for (size_t j = r + 1; j < ring.size(); ++j)
            if ((e.row(ring[j]) - e.row(ring[r - 1])).norm() < (e.row(ring[best]) - e.row(ring[r - 1])).norm() - 1e-9)
                best = j;
        std::swap(ring[r], ring[best]);
    }
    for (size_t r = 0; r < ring.size(); ++r) {
        const double angle = 2 * std::numbers::pi * static_cast<double>(r) / static_cast<double>(ring.size());
        const double radius = e.row(ring[r]).norm() / longest;
        pos[static_cast<size_t>(ring[r])] = {radius * std::cos(angle), radius * std::sin(angle)};
    }
    return pos;
}
} // namespace

std::vector<model::PointF> spectralLayout(const std::vector<uint64_t>& rows)
{
    const int k = static_cast<int>(rows.size());
    std::vector<model::PointF> pos(static_cast<size_t>(k));
    if (k < 2)
        return pos;
    Eigen::MatrixXd laplacian = Eigen::MatrixXd::Zero(k, k);
    for (int i = 0; i < k; ++i) {
        laplacian(i, i) = std::popcount(rows[static_cast<size_t>(i)]);
        for (int j = 0; j < k; ++j)
            if (rows[static_cast<size_t>(i)] >> j & 1)
                laplacian(i, j) = -1;
    }
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(laplacian);
    int repeats = 1;
    while (repeats + 1 < k && solver.eigenvalues()(repeats + 1) - solver.eigenvalues()(1) < 1e-9 * solver.eigenvalues()(k - 1))
        ++repeats;
    if (repeats >= 3)
        return eigenspaceCircle(solver.eigenvectors(), repeats);
    for (int axis = 0; axis < 2 && axis + 1 < k; ++axis) {
        const double lambda = std::max(solver.eigenvalues()(axis + 1), 1e-6);
        double extent = 0;
        for (int i = 0; i < k; ++i)
            extent = std::max(extent, std::abs(solver.eigenvectors()(i, axis + 1)));
        // The second axis shrinks by (lambda2 / lambda3)^2: flat for path-like graphs (whose seeds then grow
        // into strips), round for cycles and stars (equal eigenvalues). The x extent is 1.
        const double ratio = solver.eigenvalues()(1) / lambda;
        const double scale = (axis == 0 || extent == 0) ? 1.0 : ratio * ratio;
        for (int i = 0; i < k; ++i) {
            const double v = extent > 0 ? solver.eigenvectors()(i, axis + 1) / extent * scale : 0.0;
            (axis == 0 ? pos[static_cast<size_t>(i)].x : pos[static_cast<size_t>(i)].y) = v;
        }
    }
    // Even spacing along the main axis of elongated graphs (lambda2 clearly below lambda3): the
    // Fiedler vector crowds the ends of a chain together. Rings and stars keep their shape.
    if (k < 3 || solver.eigenvalues()(1) > 0.9 * solver.eigenvalues()(2))
        return pos;
    std::vector<int> order(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i)
        order[static_cast<size_t>(i)] = i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return pos[static_cast<size_t>(a)].x < pos[static_cast<size_t>(b)].x; });
    for (int r = 0; r < k; ++r)
        pos[static_cast<size_t>(order[static_cast<size_t>(r)])].x = 2.0 * r / (k - 1) - 1.0;
    return pos;
}

std::vector<int> layoutSeeds(const BasicGraph& g, const std::vector<model::PointF>& layout, const std::vector<int>& nodes,
                             const std::vector<int>& taken, Rng* rng)
{
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    for (int v = 0; v < g.size(); ++v) {
        x0 = std::min(x0, g.centre(v).x);
        x1 = std::max(x1, g.centre(v).x);
        y0 = std::min(y0, g.centre(v).y);
        y1 = std::max(y1, g.centre(v).y);
    }
    // On a long board the drawing follows its long axis (flipped at random for restarts); on a
    // roundish one it turns by a random angle, with the same scale on both axes.
    const double w = x1 - x0, h = y1 - y0;
    const bool elongated = std::max(w, h) > 1.5 * std::min(w, h);
    double angle = elongated && h > w ? std::numbers::pi / 2 : 0, mirror = 1;
    std::uniform_real_distribution<double> jitter(-0.02, 0.02);
    if (rng) {
        angle += elongated ? ((*rng)() & 1 ? std::numbers::pi : 0) : std::uniform_real_distribution<double>(0, 2 * std::numbers::pi)(*rng);
        mirror = (*rng)() & 1 ? -1.0 : 1.0;
    }
    const double rx = 0.42 * (elongated ? w : std::min(w, h)), ry = 0.42 * (elongated ? h : std::min(w, h));
    std::vector<char> used(static_cast<size_t>(g.size()), 0);
    for (const int v : taken)
        used[static_cast<size_t>(v)] = 1;
    std::vector<int> seeds;
    for (const int n : nodes) {
        const model::PointF p = layout[static_cast<size_t>(n)];
        double x = p.x * std::cos(angle) - mirror * p.y * std::sin(angle);
        double y = p.x * std::sin(angle) + mirror * p.y * std::cos(angle);
        if (rng) {
            x += jitter(*rng);
            y += jitter(*rng);
        }
        const double tx = (x0 + x1) / 2 + rx * x, ty = (y0 + y1) / 2 + ry * y;
        int best = -1;
        double bestD = 1e300;
        for (int v = 0; v < g.size(); ++v) {
            if (used[static_cast<size_t>(v)] || g.pin(v) != kNoPin)
                continue;
            const double d = std::hypot(g.centre(v).x - tx, g.centre(v).y - ty);
            if (d < bestD) {
                bestD = d;
                best = v;
            }
        }
        if (best < 0)
            throw std::invalid_argument("not enough free hexes to seed the regions");
        used[static_cast<size_t>(best)] = 1;
        seeds.push_back(best);
    }
    return seeds;
}

} // namespace hexloom::core::partition
