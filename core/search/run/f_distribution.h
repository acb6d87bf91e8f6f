#pragma once
// Snedecor's F distribution, for the p-values and critical values of bench's ANOVA table.
// Computed through the regularized incomplete beta function I_x(a, b) (continued fraction,
// modified Lentz), accurate to about 1e-12 relative for the degrees of freedom a study has.
namespace hexloom::core::search {

// I_x(a, b) for a, b > 0 and 0 <= x <= 1; throws std::invalid_argument otherwise.
double regularizedIncompleteBeta(double a, double b, double x);

// P(F <= f) for F with (d1, d2) degrees of freedom (d1, d2 > 0); 0 for f <= 0.
double fDistributionCdf(double f, double d1, double d2);

// P(F > f), the p-value of an observed f; computed directly (not 1 - cdf) so small p keep
// their digits.
double fDistributionSurvival(double f, double d1, double d2);

// The f with P(F > f) = alpha (0 < alpha < 1): the critical value of a test at level alpha.
double fCriticalValue(double alpha, double d1, double d2);

} // namespace hexloom::core::search
