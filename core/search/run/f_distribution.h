#pragma once
// Snedecor's F distribution, for the p-values and critical values of bench's ANOVA table.
// Computed by Boost.Math (fisher_f and the regularized incomplete beta function ibeta), whose
// accuracy is tested against published values; only the .cpp includes it, the headers are heavy.
namespace hexloom::core::search {

// I_x(a, b) for finite a, b > 0 and 0 <= x <= 1; throws std::invalid_argument otherwise.
double regularizedIncompleteBeta(double a, double b, double x);

// P(F <= f) for F with (d1, d2) degrees of freedom (finite d1, d2 > 0, else throws
// std::invalid_argument); 0 for f <= 0, 1 for f = +infinity, throws for a NaN f.
double fDistributionCdf(double f, double d1, double d2);

// P(F > f), the p-value of an observed f; computed directly (not 1 - cdf) so small p keep
// their digits. Same domain as fDistributionCdf; 1 for f <= 0, 0 for f = +infinity.
double fDistributionSurvival(double f, double d1, double d2);

// The f with P(F > f) = alpha (0 < alpha < 1, else throws std::invalid_argument): the critical
// value of a test at level alpha; +infinity when it exceeds the largest double.
double fCriticalValue(double alpha, double d1, double d2);

} // namespace hexloom::core::search
