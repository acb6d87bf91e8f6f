#include "core/search/run/run_statistics.h"

#include "core/search/run/f_distribution.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace hexloom::core::search {

Summary summarize(std::vector<double> values)
{
    Summary s;
    s.count = static_cast<int>(values.size());
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    const double n = static_cast<double>(values.size());
    s.mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    double squares = 0;
    for (double v : values)
        squares += (v - s.mean) * (v - s.mean);
    s.std = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
    s.min = values.front();
    s.max = values.back();
    const size_t mid = values.size() / 2;
    s.median = values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    s.p90 = values[static_cast<size_t>(std::ceil(0.9 * n)) - 1];
    return s;
}

double oneWayAnovaF(const std::vector<std::vector<double>>& groups)
{
    const AnovaTable t = oneWayAnova(groups);
    return t.defined ? t.f : -1;
}

AnovaTable oneWayAnova(const std::vector<std::vector<double>>& groups, double alpha)
{
    AnovaTable t;
    t.alpha = alpha;
    size_t k = 0, total = 0;
    double sum = 0;
    for (const auto& g : groups) {
        if (g.empty())
            continue;
        ++k;
        total += g.size();
        sum += std::accumulate(g.begin(), g.end(), 0.0);
    }
    if (k < 2 || total <= k)
        return t;
    const double grand = sum / static_cast<double>(total);
    for (const auto& g : groups) {
        if (g.empty())
            continue;
        const double mean = std::accumulate(g.begin(), g.end(), 0.0) / static_cast<double>(g.size());
        t.ssBetween += static_cast<double>(g.size()) * (mean - grand) * (mean - grand);
        for (double v : g)
            t.ssWithin += (v - mean) * (v - mean);
    }
    t.ssTotal = t.ssBetween + t.ssWithin;
    t.dfBetween = static_cast<int>(k - 1);
    t.dfWithin = static_cast<int>(total - k);
    t.dfTotal = static_cast<int>(total - 1);
    t.msBetween = t.ssBetween / t.dfBetween;
    t.msWithin = t.ssWithin / t.dfWithin;
    t.fCritical = fCriticalValue(alpha, t.dfBetween, t.dfWithin);
    if (t.ssWithin == 0) {
        if (t.ssBetween == 0)
            return t;
        t.defined = true;
        t.f = std::numeric_limits<double>::infinity();
        t.p = 0;
        return t;
    }
    t.defined = true;
    t.f = t.msBetween / t.msWithin;
    t.p = fDistributionSurvival(t.f, t.dfBetween, t.dfWithin);
    return t;
}

} // namespace hexloom::core::search
