#include "core/partition/isomorphism.h"

#include <gtest/gtest.h>
#include <random>

#include "tests/core/partition/partition_verifier.h"

namespace hexloom::test {
namespace {

using namespace core::partition;

std::vector<uint64_t> randomRows(int k, double density, std::mt19937& rng)
{
    std::vector<uint64_t> rows(static_cast<size_t>(k), 0);
    std::bernoulli_distribution edge(density);
    for (int i = 0; i < k; ++i)
        for (int j = i + 1; j < k; ++j)
            if (edge(rng)) {
                rows[static_cast<size_t>(i)] |= uint64_t{1} << j;
                rows[static_cast<size_t>(j)] |= uint64_t{1} << i;
            }
    return rows;
}

Adjacency toAdjacency(const std::vector<uint64_t>& rows)
{
    Adjacency a(rows.size(), std::vector<int>(rows.size(), 0));
    for (size_t i = 0; i < rows.size(); ++i)
        for (size_t j = 0; j < rows.size(); ++j)
            a[i][j] = static_cast<int>(rows[i] >> j & 1);
    return a;
}

TEST(Isomorphism, AgreesWithBruteForceOnRandomSmallGraphs)
{
    std::mt19937 rng(11);
    int agreedIso = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const int k = 3 + trial % 4;
        const auto a = randomRows(k, 0.5, rng);
        const auto b = randomRows(k, 0.5, rng);
        const bool expected = bruteForceIsomorphic(toAdjacency(a), toAdjacency(b));
        EXPECT_EQ(isomorphic(a.data(), b.data(), k), expected) << "trial " << trial;
        agreedIso += expected ? 1 : 0;
    }
    EXPECT_GT(agreedIso, 10); // the sample holds isomorphic pairs too
}

TEST(Isomorphism, MappingIsAnIsomorphismAndHonoursLabels)
{
    // Path 0-1-2 against path 1-0-2 (node 0 is the middle).
    const std::vector<uint64_t> regions{0b010, 0b101, 0b010};
    const std::vector<uint64_t> nodes{0b110, 0b001, 0b001};
    IsomorphismQuery q{regions.data(), nodes.data(), 3, nullptr, nullptr};
    const auto m = findIsomorphism(q);
    ASSERT_TRUE(m);
    EXPECT_EQ((*m)[1], 0); // the middle maps to the middle
    // Region 0 must map to node 2: only the mapping 0->2, 1->0, 2->1 remains.
    q.compatible = [](int r, int n) { return r != 0 || n == 2; };
    const auto labelled = findIsomorphism(q);
    ASSERT_TRUE(labelled);
    EXPECT_EQ((*labelled)[0], 2);
    EXPECT_EQ((*labelled)[2], 1);
    // A global constraint that no mapping meets.
    q.accept = [](const std::vector<int>& m2) { return m2[0] == 0; };
    EXPECT_FALSE(findIsomorphism(q));
}

} // namespace
} // namespace hexloom::test
