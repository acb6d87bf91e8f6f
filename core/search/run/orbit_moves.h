#pragma once
// Moves that keep a map symmetric (issue 30): a swap of two cells becomes the swaps of their whole
// orbits, cell for matching cell (the images of a and b under each transformation of the group),
// so a symmetric map stays symmetric and a local search's swap counts as its orbit's swaps in the
// incremental score (IncrementalScore::totalAfter / applyMany). Two orbits can trade contents only
// when the same transformations fix their cells (their stabilisers match): then pairing by
// transformation is one-to-one. On mirror-2 this keeps the orbits of two cells on the vertical axis
// apart from those on the horizontal axis; on every other mode it means "of equal size".
// Allocation-free once built.
#include <cstdint>
#include <span>
#include <vector>

#include "core/model/swap.h"
#include "core/symmetry/board_symmetry.h"

namespace hexloom::core::search {

class OrbitMoves {
public:
    // The largest orbit (rotate-6): expand() writes at most this many swaps per swap.
    static constexpr int kMaxOrbit = 6;

    explicit OrbitMoves(const symmetry::BoardSymmetry& symmetry);

    const symmetry::BoardSymmetry& symmetry() const { return symmetry_; }
    // Whether the orbits of a and b may trade contents: different orbits with one stabiliser.
    bool canPair(model::CellIndex a, model::CellIndex b) const
    {
        const int oa = symmetry_.orbitOf(a), ob = symmetry_.orbitOf(b);
        return oa != ob && stabiliser_[static_cast<size_t>(oa)] == stabiliser_[static_cast<size_t>(ob)];
    }
    // The swaps, in s's layer, that exchange the orbit of s.a with that of s.b (canPair must
    // hold); writes them to `out` (room for kMaxOrbit) and returns how many.
    int expand(const model::Swap& s, std::span<model::Swap> out) const;
    // Appends the expansion of every swap of `swaps` to `out` (cleared first).
    void expandAll(std::span<const model::Swap> swaps, std::vector<model::Swap>& out) const;

private:
    const symmetry::BoardSymmetry& symmetry_;
    std::vector<uint8_t> stabiliser_; // per orbit: bit t set when transformation t fixes its cells
};

} // namespace hexloom::core::search
