#include "core/search/run/f_distribution.h"

#include <boost/math/distributions/complement.hpp>
#include <boost/math/distributions/fisher_f.hpp>
#include <boost/math/special_functions/beta.hpp>
#include <cmath>
#include <stdexcept>

namespace hexloom::core::search {

namespace {

namespace policies = boost::math::policies;

// The arguments are checked below, so Boost's domain errors cannot occur; an overflow (the
// critical value of a tiny alpha) gives +infinity and a series that does not converge its last
// estimate, as before, instead of an exception from deep inside a bench report.
using Policy = policies::policy<policies::domain_error<policies::ignore_error>, policies::overflow_error<policies::ignore_error>,
                                policies::evaluation_error<policies::ignore_error>>;
using FisherF = boost::math::fisher_f_distribution<double, Policy>;

void checkDegreesOfFreedom(double d1, double d2)
{
    if (!(d1 > 0) || !(d2 > 0) || std::isinf(d1) || std::isinf(d2))
        throw std::invalid_argument("F distribution: degrees of freedom must be positive and finite");
}

void checkStatistic(double f)
{
    if (std::isnan(f))
        throw std::invalid_argument("F distribution: the statistic is not a number");
}

} // namespace

double regularizedIncompleteBeta(double a, double b, double x)
{
    if (!(a > 0) || !(b > 0) || std::isinf(a) || std::isinf(b) || !(x >= 0) || !(x <= 1))
        throw std::invalid_argument("regularized incomplete beta: needs finite a, b > 0 and 0 <= x <= 1");
    return boost::math::ibeta(a, b, x, Policy());
}

double fDistributionCdf(double f, double d1, double d2)
{
    checkDegreesOfFreedom(d1, d2);
    checkStatistic(f);
    if (f <= 0)
        return 0;
    if (std::isinf(f))
        return 1;
    return boost::math::cdf(FisherF(d1, d2), f);
}

double fDistributionSurvival(double f, double d1, double d2)
{
    checkDegreesOfFreedom(d1, d2);
    checkStatistic(f);
    if (f <= 0)
        return 1;
    if (std::isinf(f))
        return 0;
    return boost::math::cdf(boost::math::complement(FisherF(d1, d2), f));
}

double fCriticalValue(double alpha, double d1, double d2)
{
    if (!(alpha > 0) || !(alpha < 1))
        throw std::invalid_argument("F critical value: alpha must lie strictly between 0 and 1");
    checkDegreesOfFreedom(d1, d2);
    return boost::math::quantile(boost::math::complement(FisherF(d1, d2), alpha));
}

} // namespace hexloom::core::search
