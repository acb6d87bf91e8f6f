#include "core/partition/spectral_heuristic.h"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <bit>
#include <functional>
#include <stdexcept>

namespace hexloom::core::partition {

namespace {
// Leading eigenvalues (of a spectrum sorted largest first) holding `fraction` of its sum.
int leadingCount(const std::vector<double>& s, double fraction)
{
    if (fraction >= 1.0)
        return static_cast<int>(s.size());
    double total = 0;
    for (const double v : s)
        total += v;
    double sum = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        sum += s[i];
        if (sum >= fraction * total - 1e-12)
            return static_cast<int>(i + 1);
    }
    return static_cast<int>(s.size());
}
} // namespace

SpectralHeuristic::SpectralHeuristic(const std::vector<uint64_t>& targetRows, double energyFraction)
    : target_(laplacianSpectrum(targetRows.data(), static_cast<int>(targetRows.size()))), energy_(energyFraction)
{
    if (!(energyFraction > 0 && energyFraction <= 1))
        throw std::invalid_argument("spectral energy fraction must be in (0, 1], got " + std::to_string(energyFraction));
}

std::vector<double> SpectralHeuristic::laplacianSpectrum(const uint64_t* rows, int k)
{
    Eigen::MatrixXd laplacian = Eigen::MatrixXd::Zero(k, k);
    for (int i = 0; i < k; ++i) {
        laplacian(i, i) = std::popcount(rows[i]);
        for (int j = 0; j < k; ++j)
            if (rows[i] >> j & 1)
                laplacian(i, j) = -1;
    }
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> solver(laplacian, Eigen::EigenvaluesOnly);
    std::vector<double> values(solver.eigenvalues().data(), solver.eigenvalues().data() + k);
    std::sort(values.begin(), values.end(), std::greater<>());
    return values;
}

double SpectralHeuristic::spectralDistance(const std::vector<double>& a, const std::vector<double>& b, double energyFraction)
{
    const int count = std::min(leadingCount(a, energyFraction), leadingCount(b, energyFraction));
    double d = 0;
    for (int i = 0; i < count; ++i) {
        const double diff = a[static_cast<size_t>(i)] - b[static_cast<size_t>(i)];
        d += diff * diff;
    }
    return d < 1e-9 ? 0.0 : d; // eigen solver round-off on isomorphic graphs
}

double SpectralHeuristic::distance(const uint64_t* rows) const
{
    return spectralDistance(laplacianSpectrum(rows, size()), target_, energy_);
}

} // namespace hexloom::core::partition
