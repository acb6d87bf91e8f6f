#include "core/search/run/orbit_moves.h"

#include <array>
#include <stdexcept>

namespace hexloom::core::search {

OrbitMoves::OrbitMoves(const symmetry::BoardSymmetry& symmetry) : symmetry_(symmetry)
{
    if (symmetry.transformCount() > 8)
        throw std::invalid_argument("a symmetry group of more than 8 transformations"); // the modes have at most 6
    stabiliser_.resize(static_cast<size_t>(symmetry.orbitCount()));
    for (int o = 0; o < symmetry.orbitCount(); ++o) {
        const model::CellIndex c = symmetry.orbit(o)[0];
        for (int t = 0; t < symmetry.transformCount(); ++t)
            if (symmetry.image(t, c) == c)
                stabiliser_[static_cast<size_t>(o)] |= static_cast<uint8_t>(1u << t);
    }
}

int OrbitMoves::expand(const model::Swap& s, std::span<model::Swap> out) const
{
    // Transformations that fix the cells give the same pair again: take each first image once.
    int n = 0;
    for (int t = 0; t < symmetry_.transformCount(); ++t) {
        bool repeat = false;
        for (int u = 0; u < t && !repeat; ++u)
            repeat = symmetry_.image(u, s.a) == symmetry_.image(t, s.a);
        if (!repeat)
            out[static_cast<size_t>(n++)] = {symmetry_.image(t, s.a), symmetry_.image(t, s.b), s.layer};
    }
    return n;
}

void OrbitMoves::expandAll(std::span<const model::Swap> swaps, std::vector<model::Swap>& out) const
{
    out.clear();
    std::array<model::Swap, kMaxOrbit> one;
    for (const model::Swap& s : swaps) {
        const int n = expand(s, one);
        out.insert(out.end(), one.begin(), one.begin() + n);
    }
}

} // namespace hexloom::core::search
