#include "core/search/run/run_statistics.h"

#include <gtest/gtest.h>

namespace hexloom::core::search {
namespace {

TEST(RunStatisticsTest, SummaryOfHandComputedValues)
{
    const Summary s = summarize({4, 1, 3, 2, 10, 6, 5, 8, 7, 9});
    EXPECT_EQ(s.count, 10);
    EXPECT_DOUBLE_EQ(s.mean, 5.5);
    EXPECT_NEAR(s.std, 3.0276503540974917, 1e-12); // sqrt(82.5 / 9)
    EXPECT_EQ(s.min, 1);
    EXPECT_DOUBLE_EQ(s.median, 5.5);
    EXPECT_EQ(s.p90, 9);
    EXPECT_EQ(s.max, 10);
}

TEST(RunStatisticsTest, AnovaFMatchesATextbookExample)
{
    // Groups {1,2,3}, {4,5,6}, {7,8,9}: SSB = 54 (df 2), SSW = 6 (df 6), F = 27 / 1 = 27.
    EXPECT_DOUBLE_EQ(oneWayAnovaF({{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}), 27.0);
    EXPECT_LT(oneWayAnovaF({{1, 1}, {1, 1}}), 0);
    EXPECT_LT(oneWayAnovaF({{1, 2, 3}}), 0);
}

} // namespace
} // namespace hexloom::core::search
