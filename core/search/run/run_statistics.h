#pragma once
// Summary statistics of search runs (bench, portfolio) and the one-way ANOVA F-value the tabu search paper reports
// per parameter.
#include <vector>

namespace hexloom::core::search {

struct Summary {
    int count = 0;
    double mean = 0;
    double std = 0;   // sample standard deviation (n - 1)
    double min = 0;
    double median = 0;
    double p90 = 0;   // nearest-rank 90th percentile
    double max = 0;
};

Summary summarize(std::vector<double> values);

// F = (between-group mean square) / (within-group mean square) over groups of observations.
// Returns a negative value when F is undefined (fewer than two groups, no degrees of freedom
// within groups, or every observation equal).
double oneWayAnovaF(const std::vector<std::vector<double>>& groups);

// The one-way ANOVA table over groups of observations (empty groups are left out): sums of
// squares, degrees of freedom and mean squares between and within groups, F, its p-value and
// the critical F at level `alpha`. `defined` is false when F is (fewer than two groups, no
// degrees of freedom within groups, or every observation equal); f is +infinity and p 0 when
// the groups differ but each is constant.
struct AnovaTable {
    bool defined = false;
    double ssBetween = 0, ssWithin = 0, ssTotal = 0;
    int dfBetween = 0, dfWithin = 0, dfTotal = 0;
    double msBetween = 0, msWithin = 0;
    double f = 0, p = 1, fCritical = 0;
    double alpha = 0.05;
};

AnovaTable oneWayAnova(const std::vector<std::vector<double>>& groups, double alpha = 0.05);

} // namespace hexloom::core::search
