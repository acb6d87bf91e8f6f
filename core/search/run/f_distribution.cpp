#include "core/search/run/f_distribution.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace hexloom::core::search {

namespace {

// The continued fraction of I_x(a, b) (Numerical Recipes' betacf, modified Lentz); converges
// quickly for x < (a + 1) / (a + b + 2).
double betaContinuedFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    constexpr double epsilon = 1e-15;
    const double qab = a + b, qap = a + 1, qam = a - 1;
    double c = 1, d = 1 - qab * x / qap;
    d = 1 / (std::fabs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 10000; ++m) {
        const double m2 = 2.0 * m;
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        h *= d * c;
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        d = 1 / (std::fabs(d) < tiny ? tiny : d);
        c = 1 + aa / c;
        c = std::fabs(c) < tiny ? tiny : c;
        const double step = d * c;
        h *= step;
        if (std::fabs(step - 1) < epsilon)
            return h;
    }
    return h; // not reached for the degrees of freedom of a study; the last estimate is close
}

} // namespace

double regularizedIncompleteBeta(double a, double b, double x)
{
    if (!(a > 0) || !(b > 0) || !(x >= 0) || !(x <= 1))
        throw std::invalid_argument("regularized incomplete beta: needs a, b > 0 and 0 <= x <= 1");
    if (x == 0 || x == 1)
        return x;
    // x^a (1 - x)^b / B(a, b), in logarithms so large degrees of freedom do not overflow.
    const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x));
    if (x < (a + 1) / (a + b + 2))
        return front * betaContinuedFraction(a, b, x) / a;
    return 1 - front * betaContinuedFraction(b, a, 1 - x) / b; // the symmetry I_x(a, b) = 1 - I_{1-x}(b, a)
}

double fDistributionCdf(double f, double d1, double d2)
{
    if (!(d1 > 0) || !(d2 > 0))
        throw std::invalid_argument("F distribution: degrees of freedom must be positive");
    if (f <= 0)
        return 0;
    if (std::isinf(f))
        return 1;
    return regularizedIncompleteBeta(d1 / 2, d2 / 2, d1 * f / (d1 * f + d2));
}

double fDistributionSurvival(double f, double d1, double d2)
{
    if (!(d1 > 0) || !(d2 > 0))
        throw std::invalid_argument("F distribution: degrees of freedom must be positive");
    if (f <= 0)
        return 1;
    if (std::isinf(f))
        return 0;
    return regularizedIncompleteBeta(d2 / 2, d1 / 2, d2 / (d2 + d1 * f));
}

double fCriticalValue(double alpha, double d1, double d2)
{
    if (!(alpha > 0) || !(alpha < 1))
        throw std::invalid_argument("F critical value: alpha must lie strictly between 0 and 1");
    // The survival function falls monotonically from 1 at f = 0: bracket, then bisect on the
    // logarithm of f (the critical values of a study range over several orders of magnitude).
    double low = 0, high = 1;
    while (fDistributionSurvival(high, d1, d2) > alpha) {
        low = high;
        high *= 2;
        if (high > 1e300)
            return std::numeric_limits<double>::infinity();
    }
    for (int i = 0; i < 200 && high - low > 1e-13 * high; ++i) {
        const double mid = low == 0 ? high / 2 : std::sqrt(low * high);
        (fDistributionSurvival(mid, d1, d2) > alpha ? low : high) = mid;
    }
    return (low + high) / 2;
}

} // namespace hexloom::core::search
