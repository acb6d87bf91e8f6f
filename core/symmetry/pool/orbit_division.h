#pragma once
// Dividing a pool of values (tile kinds, number tokens) over orbits so that every orbit holds one
// value: the arithmetic behind symmetric maps. The orbit sizes of every symmetry mode form a chain
// in which each size divides the next (1 | 2, 1 | 3, 1 | 6, 1 | 2 | 4), so levels are taken from
// the smallest size up: at each, a value needs (count / size) mod (next size / size) orbits of this
// size, and the orbits left over join in groups to act as orbits of the next size. The division
// exists exactly when no level runs short (checkDivision); assignValues() then draws one at random.
// nearestDivisible() moves as few tiles as it can between values so that the division exists.
#include <span>
#include <vector>

#include "core/run/random.h"

namespace hexloom::core::symmetry {

struct DivisionCheck {
    bool fits = true;
    // When it does not fit: the level that ran short. Values whose counts are not a multiple of
    // `nextSize` (ascending); together they need `needed` orbits of `size` cells, and the board
    // has `available` (leftovers of smaller levels included).
    std::vector<int> misfits;
    int size = 0;
    int nextSize = 0;
    int needed = 0;
    int available = 0;
    std::vector<int> need; // per value: orbits of `size` it needs at that level
};

// counts[v]: how many cells value v must cover; orbitSizes: one entry per orbit. Throws
// std::invalid_argument when the sizes do not form a divisor chain or the counts' total is not
// the orbits' total (a caller's error, not the pool's).
DivisionCheck checkDivision(std::span<const int> counts, std::span<const int> orbitSizes);

// The value of each orbit (index into counts), drawn at random among the divisions; requires
// checkDivision(...).fits.
std::vector<int> assignValues(std::span<const int> counts, std::span<const int> orbitSizes, run::Random& random);
// The same without chance: values in index order each take whole orbits before groups of smaller
// ones, so the first values get the coarsest orbits any division can give them. Every other
// division splits some of those orbits into smaller ones, and a pool of tokens that divides over
// the coarse orbits divides over the split ones too (each piece takes the number of its whole).
std::vector<int> assignCoarse(std::span<const int> counts, std::span<const int> orbitSizes);

// Counts close to `counts` (same total) that divide: tiles move between values for which
// `movable(v)` holds, one orbit's worth at a time, pairing a value that is one short of a
// multiple with one that has one too many. Empty when no such counts were found.
template <class Movable>
std::vector<int> nearestDivisible(std::vector<int> counts, std::span<const int> orbitSizes, Movable movable);

// Implementation detail of nearestDivisible: one adjustment step at the level that runs short;
// false when nothing can move.
bool moveOneOrbit(std::vector<int>& counts, const DivisionCheck& check, std::span<const char> movable);

template <class Movable>
std::vector<int> nearestDivisible(std::vector<int> counts, std::span<const int> orbitSizes, Movable movable)
{
    std::vector<char> canMove(counts.size());
    for (size_t v = 0; v < counts.size(); ++v)
        canMove[v] = movable(static_cast<int>(v)) ? 1 : 0;
    // Each move lowers a level's shortfall or concentrates its remainders; the bound only guards
    // against a loop on inputs the analysis did not foresee.
    for (int guard = 0; guard < 100'000; ++guard) {
        const DivisionCheck check = checkDivision(counts, orbitSizes);
        if (check.fits)
            return counts;
        if (!moveOneOrbit(counts, check, canMove))
            return {};
    }
    return {};
}

} // namespace hexloom::core::symmetry
