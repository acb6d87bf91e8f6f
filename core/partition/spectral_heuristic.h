#pragma once
// The A* heuristic: the eigenvalue method of graph similarity (Koutra et al. 2011) as Abuzuraiq
// uses it. Both Laplacian spectra sorted in decreasing order; k is the smallest count of leading
// eigenvalues holding `energyFraction` of each spectrum's sum (the smaller of the two graphs'
// k); h = sum over those k of the squared differences. Isomorphic graphs give 0. With
// energyFraction 1 every eigenvalue counts, so h is 0 exactly for Laplacian-cospectral graphs.
#include <cstdint>
#include <vector>

namespace hexloom::core::partition {

class SpectralHeuristic {
public:
    SpectralHeuristic(const std::vector<uint64_t>& targetRows, double energyFraction);

    // Distance of the graph with `rows` (as many as the target has) to the target.
    double distance(const uint64_t* rows) const;
    int size() const { return static_cast<int>(target_.size()); }
    double energyFraction() const { return energy_; }

    // Laplacian eigenvalues, largest first (Eigen's self-adjoint solver).
    static std::vector<double> laplacianSpectrum(const uint64_t* rows, int k);
    static double spectralDistance(const std::vector<double>& a, const std::vector<double>& b, double energyFraction);

private:
    std::vector<double> target_;
    double energy_ = 0.9;
};

} // namespace hexloom::core::partition
