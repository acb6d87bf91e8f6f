#include "core/partition/spectral_heuristic.h"

#include <gtest/gtest.h>
#include <algorithm>
#include <numeric>
#include <random>

#include "tests/core/partition/partition_verifier.h"

namespace hexloom::test {
namespace {

using core::partition::SpectralHeuristic;

std::vector<uint64_t> rowsOfMask(int k, uint32_t mask)
{
    std::vector<uint64_t> rows(static_cast<size_t>(k), 0);
    int bit = 0;
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j, ++bit)
            if (mask >> bit & 1) {
                rows[static_cast<size_t>(i)] |= uint64_t{1} << j;
                rows[static_cast<size_t>(j)] |= uint64_t{1} << i;
            }
    return rows;
}

Adjacency adjacencyOfRows(const std::vector<uint64_t>& rows)
{
    Adjacency a(rows.size(), std::vector<int>(rows.size(), 0));
    for (size_t i = 0; i < rows.size(); ++i)
        for (size_t j = 0; j < rows.size(); ++j)
            a[i][j] = static_cast<int>(rows[i] >> j & 1);
    return a;
}

TEST(SpectralHeuristic, LaplacianSpectrumOfSmallGraphsByHand)
{
    // Path on 3 nodes: eigenvalues 3, 1, 0. Triangle: 3, 3, 0.
    const auto path = SpectralHeuristic::laplacianSpectrum(rowsOfMask(3, 0b101).data(), 3); // edges 0-1, 1-2
    EXPECT_NEAR(path[0], 3, 1e-9);
    EXPECT_NEAR(path[1], 1, 1e-9);
    EXPECT_NEAR(path[2], 0, 1e-9);
    const auto tri = SpectralHeuristic::laplacianSpectrum(rowsOfMask(3, 0b111).data(), 3);
    EXPECT_NEAR(tri[1], 3, 1e-9);
    // Full spectra differ only in the second eigenvalue: (3 - 1)^2 = 4.
    EXPECT_NEAR(SpectralHeuristic::spectralDistance(path, tri, 1.0), 4.0, 1e-9);
}

// Every pair of graphs on 5 nodes: with the full spectrum the distance is zero exactly for
// isomorphic pairs (brute force decides which). No two graphs on 5 nodes are Laplacian-cospectral.
TEST(SpectralHeuristic, FullSpectrumIsZeroExactlyForIsomorphicGraphsOnFiveNodes)
{
    const int k = 5;
    std::vector<std::vector<uint64_t>> graphs;
    for (uint32_t m = 0; m < (1u << 10); m += 7) // a spread of the 1024 labelled graphs
        graphs.push_back(rowsOfMask(k, m));
    for (size_t a = 0; a < graphs.size(); ++a) {
        const SpectralHeuristic h(graphs[a], 1.0);
        for (size_t b = a; b < graphs.size(); b += 3) {
            const bool iso = bruteForceIsomorphic(adjacencyOfRows(graphs[a]), adjacencyOfRows(graphs[b]));
            const double d = h.distance(graphs[b].data());
            if (iso) {
                EXPECT_EQ(d, 0.0) << a << " " << b;
            } else {
                EXPECT_GT(d, 0.0) << a << " " << b;
            }
        }
    }
}

TEST(SpectralHeuristic, ZeroForRelabelledGraphsWithThePapersEnergyShare)
{
    std::mt19937 rng(7);
    for (int trial = 0; trial < 50; ++trial) {
        const int k = 8;
        auto rows = rowsOfMask(k, static_cast<uint32_t>(rng()) & 0xfffffff);
        std::vector<int> perm(k);
        std::iota(perm.begin(), perm.end(), 0);
        std::shuffle(perm.begin(), perm.end(), rng);
        std::vector<uint64_t> relabelled(static_cast<size_t>(k), 0);
        for (int i = 0; i < k; ++i)
            for (int j = 0; j < k; ++j)
                if (rows[static_cast<size_t>(i)] >> j & 1)
                    relabelled[static_cast<size_t>(perm[static_cast<size_t>(i)])] |= uint64_t{1} << perm[static_cast<size_t>(j)];
        EXPECT_EQ(SpectralHeuristic(rows, 0.9).distance(relabelled.data()), 0.0);
    }
    // Chain of 4 against a star of 4 (not isomorphic): positive.
    const auto chain = rowsOfMask(4, 0b100101); // 0-1, 1-2, 2-3
    const auto star = rowsOfMask(4, 0b000111);  // 0-1, 0-2, 0-3
    EXPECT_GT(SpectralHeuristic(chain, 0.9).distance(star.data()), 0.0);
}

TEST(SpectralHeuristic, RefusesBadEnergyShare)
{
    EXPECT_THROW(SpectralHeuristic(rowsOfMask(3, 1), 0.0), std::invalid_argument);
    EXPECT_THROW(SpectralHeuristic(rowsOfMask(3, 1), 1.5), std::invalid_argument);
}

} // namespace
} // namespace hexloom::test
