// checkDivision and assignValues against brute force: every way to give each orbit a value,
// enumerated on small orbit sets for every chain of sizes the modes produce.
#include "core/symmetry/pool/orbit_division.h"

#include <gtest/gtest.h>

#include <functional>
#include <numeric>

namespace hexloom::core::symmetry {
namespace {

// Whether some assignment of values to orbits covers `counts` exactly (exhaustive).
bool divisibleByBruteForce(const std::vector<int>& counts, const std::vector<int>& sizes)
{
    std::vector<int> rest = counts;
    std::function<bool(size_t)> place = [&](size_t o) {
        if (o == sizes.size())
            return std::all_of(rest.begin(), rest.end(), [](int n) { return n == 0; });
        for (size_t v = 0; v < rest.size(); ++v) {
            if (rest[v] < sizes[o])
                continue;
            rest[v] -= sizes[o];
            const bool ok = place(o + 1);
            rest[v] += sizes[o];
            if (ok)
                return true;
        }
        return false;
    };
    return place(0);
}

TEST(OrbitDivision, AgreesWithBruteForceOnEveryChainOfTheModes)
{
    const std::vector<std::vector<int>> boards{{1, 2, 2, 2},    {1, 1, 1, 2, 2}, {1, 3, 3},          {1, 1, 3, 3},
                                               {1, 6, 6},       {1, 2, 2, 4, 4}, {2, 2, 1, 1, 4, 1}, {2, 2, 2}};
    run::Random random(7);
    int fits = 0, refused = 0;
    for (const auto& sizes : boards) {
        const int cells = std::accumulate(sizes.begin(), sizes.end(), 0);
        // Every split of the cells into three kinds (counts may be 0).
        for (int a = 0; a <= cells; ++a)
            for (int b = 0; a + b <= cells; ++b) {
                const std::vector<int> counts{a, b, cells - a - b};
                const bool expected = divisibleByBruteForce(counts, sizes);
                const DivisionCheck check = checkDivision(counts, sizes);
                ASSERT_EQ(check.fits, expected) << a << " " << b << " on " << sizes.size() << " orbits";
                if (!expected) {
                    ++refused;
                    EXPECT_FALSE(check.misfits.empty());
                    EXPECT_GT(check.needed, check.available);
                    continue;
                }
                ++fits;
                const std::vector<int> values = assignValues(counts, sizes, random);
                std::vector<int> covered(3, 0);
                for (size_t o = 0; o < sizes.size(); ++o)
                    covered[static_cast<size_t>(values[o])] += sizes[o];
                EXPECT_EQ(covered, counts);
            }
    }
    EXPECT_GT(fits, 20);
    EXPECT_GT(refused, 20);
}

TEST(OrbitDivision, TheNearestDivisibleCountsMoveTheFewestTiles)
{
    // Seven odd kinds, one fixed cell: three tiles change kind (the fewest: each move evens two).
    std::vector<int> counts{11, 11, 11, 11, 11, 11, 11, 36};
    std::vector<int> sizes(56, 2);
    sizes.push_back(1);
    const std::vector<int> near = nearestDivisible(counts, sizes, [](int) { return true; });
    ASSERT_FALSE(near.empty());
    EXPECT_TRUE(checkDivision(near, sizes).fits);
    int moved = 0;
    for (size_t v = 0; v < counts.size(); ++v)
        moved += std::abs(near[v] - counts[v]);
    EXPECT_EQ(moved, 6); // 3 tiles taken away, 3 added
    // Kinds that may not change are left alone, and nothing is found when all are frozen.
    EXPECT_TRUE(nearestDivisible(counts, sizes, [](int) { return false; }).empty());
}

TEST(OrbitDivision, ACallersMismatchIsAnError)
{
    EXPECT_THROW(checkDivision(std::vector<int>{3}, std::vector<int>{2, 2}), std::invalid_argument);
    EXPECT_THROW(checkDivision(std::vector<int>{5}, std::vector<int>{2, 3}), std::invalid_argument);
}

} // namespace
} // namespace hexloom::core::symmetry
