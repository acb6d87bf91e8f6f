#pragma once
// Summary statistics of search runs (bench, portfolio) and the one-way ANOVA F-value the tabu search paper reports
// per parameter.
#include <vector>

namespace hexloom::core::algorithms {

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

} // namespace hexloom::core::algorithms
