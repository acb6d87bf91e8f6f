#include "core/partition/kernel_clustering.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <stdexcept>
#include <string>
#include <tuple>

namespace hexloom::core::partition {

namespace {
using Points = std::vector<std::vector<double>>;

double squaredDistance(const std::vector<double>& a, const std::vector<double>& b)
{
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i)
        s += (a[i] - b[i]) * (a[i] - b[i]);
    return s;
}

int nearest(const Points& centres, const std::vector<double>& p)
{
    int best = 0;
    for (int c = 1; c < static_cast<int>(centres.size()); ++c)
        if (squaredDistance(centres[static_cast<size_t>(c)], p) < squaredDistance(centres[static_cast<size_t>(best)], p))
            best = c;
    return best;
}

// Farthest-point prototypes: the node farthest from the weighted centre, then each the node
// farthest from the prototypes chosen so far (lowest index on ties); k random nodes with rng.
Points firstCentres(const BasicGraph& g, const Points& x, int k, std::mt19937_64* rng)
{
    std::vector<int> order(static_cast<size_t>(g.size()));
    for (int v = 0; v < g.size(); ++v)
        order[static_cast<size_t>(v)] = v;
    Points centres;
    if (rng) {
        std::shuffle(order.begin(), order.end(), *rng);
        for (int i = 0; i < k; ++i)
            centres.push_back(x[static_cast<size_t>(order[static_cast<size_t>(i)])]);
        return centres;
    }
    std::vector<double> mean(x.front().size(), 0.0);
    for (int v = 0; v < g.size(); ++v)
        for (size_t j = 0; j < mean.size(); ++j)
            mean[j] += x[static_cast<size_t>(v)][j] * g.weight(v) / g.totalWeight();
    std::vector<double> gap(static_cast<size_t>(g.size()));
    for (int v = 0; v < g.size(); ++v)
        gap[static_cast<size_t>(v)] = squaredDistance(x[static_cast<size_t>(v)], mean);
    for (int i = 0; i < k; ++i) {
        const auto far = static_cast<size_t>(std::max_element(gap.begin(), gap.end()) - gap.begin());
        centres.push_back(x[far]);
        for (size_t v = 0; v < gap.size(); ++v)
            gap[v] = std::min(gap[v], squaredDistance(x[v], x[far]));
    }
    return centres;
}

// Weighted Lloyd iterations; an emptied cluster keeps its last centre.
std::vector<int> lloyd(const BasicGraph& g, const Points& x, Points& centres)
{
    std::vector<int> label(static_cast<size_t>(g.size()), -1);
    for (int round = 0; round < 100; ++round) {
        bool changed = false;
        for (int v = 0; v < g.size(); ++v) {
            const int c = nearest(centres, x[static_cast<size_t>(v)]);
            changed |= c != label[static_cast<size_t>(v)];
            label[static_cast<size_t>(v)] = c;
        }
        if (!changed)
            break;
        Points sum(centres.size(), std::vector<double>(x.front().size(), 0.0));
        std::vector<double> weight(centres.size(), 0.0);
        for (int v = 0; v < g.size(); ++v) {
            const auto c = static_cast<size_t>(label[static_cast<size_t>(v)]);
            weight[c] += g.weight(v);
            for (size_t j = 0; j < sum[c].size(); ++j)
                sum[c][j] += g.weight(v) * x[static_cast<size_t>(v)][j];
        }
        for (size_t c = 0; c < centres.size(); ++c)
            if (weight[c] > 0)
                for (size_t j = 0; j < sum[c].size(); ++j)
                    centres[c][j] = sum[c][j] / weight[c];
    }
    return label;
}

// Connected clusters: each grows from the node nearest its centre (among its members, or among
// all unused nodes when k-means emptied it), claiming its own k-means members first, then the
// leftovers nearest its centre.
std::vector<int> connectedClusters(const BasicGraph& g, const Points& x, const Points& centres, const std::vector<int>& label)
{
    const int k = static_cast<int>(centres.size());
    std::vector<int> cluster(static_cast<size_t>(g.size()), -1);
    using Entry = std::tuple<int, double, int, int>; // not its own label, distance, node, cluster
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> order;
    const auto push = [&](int c, int v) {
        order.push({label[static_cast<size_t>(v)] != c, squaredDistance(x[static_cast<size_t>(v)], centres[static_cast<size_t>(c)]), v, c});
    };
    for (int c = 0; c < k; ++c) {
        int medoid = -1;
        for (const bool own : {true, false})
            for (int v = 0; v < g.size() && (own || medoid < 0); ++v)
                if (cluster[static_cast<size_t>(v)] < 0 && (!own || label[static_cast<size_t>(v)] == c) &&
                    (medoid < 0 || squaredDistance(x[static_cast<size_t>(v)], centres[static_cast<size_t>(c)]) <
                                       squaredDistance(x[static_cast<size_t>(medoid)], centres[static_cast<size_t>(c)])))
                    medoid = v;
        cluster[static_cast<size_t>(medoid)] = c;
    }
    for (int v = 0; v < g.size(); ++v)
        if (cluster[static_cast<size_t>(v)] >= 0)
            for (const int u : g.neighbours(v))
                push(cluster[static_cast<size_t>(v)], u);
    while (!order.empty()) {
        const auto [foreign, d, v, c] = order.top();
        order.pop();
        if (cluster[static_cast<size_t>(v)] >= 0)
            continue;
        cluster[static_cast<size_t>(v)] = c;
        for (const int u : g.neighbours(v))
            if (cluster[static_cast<size_t>(u)] < 0)
                push(c, u);
    }
    return cluster;
}
} // namespace

std::vector<std::vector<double>> commuteTimeEmbedding(const BasicGraph& g)
{
    const int n = g.size();
    if (g.componentCount() != 1)
        throw std::invalid_argument("kernel clustering needs a connected graph");
    Eigen::MatrixXd laplacian = Eigen::MatrixXd::Zero(n, n);
    for (int v = 0; v < n; ++v)
        for (const int u : g.neighbours(v)) {
            laplacian(v, u) -= 1;
            laplacian(v, v) += 1;
        }
    const Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(laplacian);
    const double largest = n > 0 ? solver.eigenvalues()(n - 1) : 0;
    std::vector<std::vector<double>> x(static_cast<size_t>(n));
    for (int j = 0; j < n; ++j) {
        const double lambda = solver.eigenvalues()(j);
        if (lambda <= 1e-9 * std::max(1.0, largest))
            continue; // the constant vector: L+ has no component along it
        for (int v = 0; v < n; ++v)
            x[static_cast<size_t>(v)].push_back(solver.eigenvectors()(v, j) / std::sqrt(lambda));
    }
    return x;
}

std::vector<int> kernelClusters(const BasicGraph& g, int k, std::mt19937_64* rng)
{
    if (k < 1 || k > g.size())
        throw std::invalid_argument("kernel clustering: " + std::to_string(k) + " clusters for " + std::to_string(g.size()) + " nodes");
    auto x = commuteTimeEmbedding(g);
    if (x.front().empty()) // one node
        return std::vector<int>(static_cast<size_t>(g.size()), 0);
    Points centres = firstCentres(g, x, k, rng);
    const auto label = lloyd(g, x, centres);
    return connectedClusters(g, x, centres, label);
}

} // namespace hexloom::core::partition
