#include "core/search/run/f_distribution.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <numbers>
#include <stdexcept>

#include "core/search/run/run_statistics.h"

namespace hexloom::core::search {
namespace {

TEST(FDistributionTest, IncompleteBetaMatchesClosedForms)
{
    for (double x : {0.0, 0.01, 0.3, 0.5, 0.77, 0.999, 1.0}) {
        EXPECT_NEAR(regularizedIncompleteBeta(1, 1, x), x, 1e-13);                           // uniform
        EXPECT_NEAR(regularizedIncompleteBeta(3.5, 1, x), std::pow(x, 3.5), 1e-13);           // I_x(a, 1) = x^a
        EXPECT_NEAR(regularizedIncompleteBeta(1, 4, x), 1 - std::pow(1 - x, 4), 1e-13);       // I_x(1, b) = 1 - (1 - x)^b
    }
    for (double a : {0.5, 2.0, 7.5, 60.0})
        EXPECT_NEAR(regularizedIncompleteBeta(a, a, 0.5), 0.5, 1e-12); // symmetry
    EXPECT_THROW(regularizedIncompleteBeta(0, 1, 0.5), std::invalid_argument);
    EXPECT_THROW(regularizedIncompleteBeta(1, 1, 1.5), std::invalid_argument);
}

TEST(FDistributionTest, SurvivalMatchesClosedForms)
{
    // d1 = 2: P(F > f) = (1 + 2 f / d2)^(-d2 / 2).
    for (double d2 : {1.0, 6.0, 27.0, 300.0})
        for (double f : {0.1, 1.0, 3.0, 27.0})
            EXPECT_NEAR(fDistributionSurvival(f, 2, d2), std::pow(1 + 2 * f / d2, -d2 / 2), 1e-12) << d2 << " " << f;
    // d1 = d2 = 1: F = T² with T Cauchy, so P(F > t²) = 1 - 2 atan(t) / π.
    for (double t : {0.2, 1.0, 4.0, 50.0})
        EXPECT_NEAR(fDistributionSurvival(t * t, 1, 1), 1 - 2 * std::atan(t) / std::numbers::pi, 1e-12) << t;
    // F(d, d) has median 1.
    for (double d : {1.0, 5.0, 40.0})
        EXPECT_NEAR(fDistributionCdf(1, d, d), 0.5, 1e-12);
    EXPECT_NEAR(fDistributionCdf(2.5, 4, 9) + fDistributionSurvival(2.5, 4, 9), 1, 1e-14);
    EXPECT_EQ(fDistributionCdf(0, 3, 4), 0);
    EXPECT_EQ(fDistributionSurvival(INFINITY, 3, 4), 0);
}

TEST(FDistributionTest, CriticalValuesMatchPublishedTables)
{
    // Upper 5 % and 1 % points of F as printed in standard tables (e.g. NIST/SEMATECH
    // e-Handbook, section 1.3.6.7.3), to the tables' 3 decimals.
    struct Row {
        double alpha, d1, d2, f;
    };
    for (const Row& r : {Row{0.05, 1, 10, 4.965}, Row{0.05, 2, 6, 5.143}, Row{0.05, 2, 27, 3.354}, Row{0.05, 3, 20, 3.098},
                         Row{0.05, 4, 40, 2.606}, Row{0.05, 10, 10, 2.978}, Row{0.05, 1, 1, 161.448}, Row{0.01, 5, 30, 3.699},
                         Row{0.01, 2, 10, 7.559}, Row{0.01, 8, 100, 2.694}})
        EXPECT_NEAR(fCriticalValue(r.alpha, r.d1, r.d2), r.f, 6e-4) << r.alpha << " " << r.d1 << " " << r.d2;
    // The critical value is where the survival function reaches alpha.
    EXPECT_NEAR(fDistributionSurvival(fCriticalValue(0.05, 7, 13), 7, 13), 0.05, 1e-10);
    EXPECT_THROW(fCriticalValue(0, 1, 1), std::invalid_argument);
}

TEST(FDistributionTest, PublishedCriticalValuesGiveTheirLevel)
{
    // Upper 10 %, 5 % and 1 % points from the same standard tables, read the other way: the
    // p-value of a table's F is the table's level (within what its 3 decimals allow). F(1, d) = t(d)²
    // and F(2, d) has a closed form, so several of these can be checked by hand as well.
    struct Row {
        double f, d1, d2, alpha;
    };
    for (const Row& r : {Row{3.885, 2, 12, 0.05}, Row{3.490, 3, 12, 0.05}, Row{4.351, 1, 20, 0.05}, Row{3.326, 5, 10, 0.05},
                         Row{3.150, 2, 60, 0.05}, Row{6.927, 2, 12, 0.01}, Row{4.431, 4, 20, 0.01}, Row{4052.181, 1, 1, 0.01},
                         Row{4999.5, 2, 1, 0.01}, Row{2.728, 3, 10, 0.10}})
        EXPECT_NEAR(fDistributionSurvival(r.f, r.d1, r.d2), r.alpha, 2e-5 * r.alpha / 0.01) << r.f << " " << r.d1 << " " << r.d2;
    EXPECT_NEAR(fDistributionSurvival(3.89, 2, 12), 0.05, 2e-4); // the rounded 5 % point of F(2, 12)
    EXPECT_NEAR(fCriticalValue(0.01, 2, 1), 4999.5, 1e-9);         // exact: (1 + 2 f)^(-1/2) = 0.01
}

TEST(FDistributionTest, EdgeCasesReturnOrThrowInvalidArgument)
{
    // Bad degrees of freedom or a NaN statistic are the caller's error; extreme but valid
    // arguments give a value, never an exception from inside the library.
    for (double bad : {0.0, -1.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        EXPECT_THROW(fDistributionSurvival(2, bad, 5), std::invalid_argument) << bad;
        EXPECT_THROW(fDistributionSurvival(2, 5, bad), std::invalid_argument) << bad;
        EXPECT_THROW(fDistributionCdf(2, bad, 5), std::invalid_argument) << bad;
        EXPECT_THROW(fCriticalValue(0.05, 5, bad), std::invalid_argument) << bad;
        EXPECT_THROW(regularizedIncompleteBeta(bad, 1, 0.5), std::invalid_argument) << bad;
    }
    EXPECT_THROW(fDistributionSurvival(NAN, 2, 5), std::invalid_argument);
    EXPECT_THROW(fDistributionCdf(NAN, 2, 5), std::invalid_argument);
    EXPECT_THROW(fCriticalValue(1, 2, 5), std::invalid_argument);
    EXPECT_THROW(fCriticalValue(NAN, 2, 5), std::invalid_argument);
    EXPECT_EQ(fDistributionSurvival(-3, 2, 5), 1);
    EXPECT_EQ(fDistributionSurvival(0, 2, 5), 1);
    EXPECT_EQ(fDistributionCdf(-INFINITY, 2, 5), 0);
    EXPECT_EQ(fDistributionCdf(INFINITY, 2, 5), 1);
    EXPECT_TRUE(std::isinf(fCriticalValue(1e-300, 1, 1))); // beyond the largest double
    const double tiny = fDistributionSurvival(1e6, 60, 400);
    EXPECT_GE(tiny, 0);
    EXPECT_LT(tiny, 1e-300);
    EXPECT_NEAR(fDistributionSurvival(1e-12, 3, 3), 1, 1e-12);
}

TEST(FDistributionTest, AnovaTableOfATextbookExample)
{
    // Groups {1,2,3}, {4,5,6}, {7,8,9}: SSB 54 (df 2), SSW 6 (df 6), F 27, p = (1 + 2·27/6)^-3.
    const AnovaTable t = oneWayAnova({{1, 2, 3}, {4, 5, 6}, {7, 8, 9}});
    ASSERT_TRUE(t.defined);
    EXPECT_DOUBLE_EQ(t.ssBetween, 54);
    EXPECT_DOUBLE_EQ(t.ssWithin, 6);
    EXPECT_DOUBLE_EQ(t.ssTotal, 60);
    EXPECT_EQ(t.dfBetween, 2);
    EXPECT_EQ(t.dfWithin, 6);
    EXPECT_EQ(t.dfTotal, 8);
    EXPECT_DOUBLE_EQ(t.msBetween, 27);
    EXPECT_DOUBLE_EQ(t.msWithin, 1);
    EXPECT_DOUBLE_EQ(t.f, 27);
    EXPECT_NEAR(t.p, 0.001, 1e-12);
    EXPECT_NEAR(t.fCritical, 5.143, 6e-4);
    EXPECT_FALSE(oneWayAnova({{1, 1}, {1, 1}}).defined);
    const AnovaTable constant = oneWayAnova({{1, 1}, {2, 2}});
    EXPECT_TRUE(constant.defined);
    EXPECT_TRUE(std::isinf(constant.f));
    EXPECT_EQ(constant.p, 0);
}

} // namespace
} // namespace hexloom::core::search
