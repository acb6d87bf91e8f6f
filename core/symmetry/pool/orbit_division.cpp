#include "core/symmetry/pool/orbit_division.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>

namespace hexloom::core::symmetry {

namespace {

// The distinct orbit sizes, ascending, after checking that each divides the next and that the
// counts cover the orbits exactly.
std::vector<int> sizeChain(std::span<const int> counts, std::span<const int> orbitSizes)
{
    std::vector<int> sizes(orbitSizes.begin(), orbitSizes.end());
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (size_t i = 0; i < sizes.size(); ++i)
        if (sizes[i] < 1 || (i > 0 && sizes[i] % sizes[i - 1] != 0))
            throw std::invalid_argument("orbit sizes do not form a divisor chain");
    const long cells = std::accumulate(orbitSizes.begin(), orbitSizes.end(), 0L);
    const long total = std::accumulate(counts.begin(), counts.end(), 0L);
    if (cells != total)
        throw std::invalid_argument("the pool holds " + std::to_string(total) + " tiles for " + std::to_string(cells) + " cells");
    return sizes;
}

// Walks the levels; `take(v, level, k)` is told that value v takes k slots of the level (slots are
// orbits of the level's size or groups of leftovers of smaller levels). Returns the check.
template <class Take>
DivisionCheck walkLevels(std::span<const int> counts, std::span<const int> orbitSizes, Take take)
{
    const std::vector<int> sizes = sizeChain(counts, orbitSizes);
    std::vector<int> rest(counts.begin(), counts.end());
    int carried = 0; // slots of the current size made of leftovers from smaller levels
    DivisionCheck check;
    for (size_t level = 0; level < sizes.size(); ++level) {
        const int size = sizes[level];
        const bool last = level + 1 == sizes.size();
        const int ratio = last ? 0 : sizes[level + 1] / size;
        const int available = carried + static_cast<int>(std::count(orbitSizes.begin(), orbitSizes.end(), size));
        std::vector<int> need(rest.size());
        int needed = 0;
        // A count that even this level's orbits cannot cover (no smaller orbits took its remainder:
        // none exist). It would need orbits of one cell that the board does not have.
        for (size_t v = 0; v < rest.size(); ++v)
            if (rest[v] % size != 0) {
                need[v] = rest[v] % size;
                check.misfits.push_back(static_cast<int>(v));
                check.needed += need[v];
            }
        if (!check.misfits.empty()) {
            check.fits = false;
            check.size = 1;
            check.nextSize = size;
            check.need = std::move(need);
            return check;
        }
        for (size_t v = 0; v < rest.size(); ++v) {
            const int units = rest[v] / size; // rest[v] is a multiple of size (smaller levels took the remainder)
            need[v] = last ? units : units % ratio;
            needed += need[v];
        }
        if (needed > available || (last && needed != available)) {
            check.fits = false;
            for (size_t v = 0; v < need.size(); ++v)
                if (need[v] > 0 && !last)
                    check.misfits.push_back(static_cast<int>(v));
            check.size = size;
            check.nextSize = last ? size : sizes[level + 1];
            check.needed = needed;
            check.available = available;
            check.need = std::move(need);
            return check;
        }
        for (size_t v = 0; v < rest.size(); ++v) {
            if (need[v] > 0)
                take(static_cast<int>(v), static_cast<int>(level), need[v]);
            rest[v] -= need[v] * size;
        }
        carried = last ? 0 : (available - needed) / ratio; // leftovers are a multiple of ratio when totals match
    }
    return check;
}

} // namespace

DivisionCheck checkDivision(std::span<const int> counts, std::span<const int> orbitSizes)
{
    return walkLevels(counts, orbitSizes, [](int, int, int) {});
}

namespace {

// assignValues() and assignCoarse(): with `random`, the slots of each level in random order; without,
// the slots made of fewest orbits are taken first (values in index order).
std::vector<int> assign(std::span<const int> counts, std::span<const int> orbitSizes, run::Random* random)
{
    const std::vector<int> sizes = sizeChain(counts, orbitSizes);
    // Slots of the current level: each a list of orbits holding `size` cells between them.
    std::vector<std::vector<int>> slots;
    std::vector<int> value(orbitSizes.size(), -1);
    size_t level = 0;
    auto openLevel = [&](std::vector<std::vector<int>> carried) {
        for (size_t o = 0; o < orbitSizes.size(); ++o)
            if (orbitSizes[o] == sizes[level])
                carried.push_back({static_cast<int>(o)});
        if (random)
            random->shuffle(carried);
        else // taken from the back: the single orbits there
            std::stable_sort(carried.begin(), carried.end(), [](const auto& a, const auto& b) { return a.size() > b.size(); });
        slots = std::move(carried);
    };
    openLevel({});
    int atLevel = 0;
    const DivisionCheck check = walkLevels(counts, orbitSizes, [&](int v, int l, int k) {
        while (atLevel < l) { // leftovers of the finished level join into slots of the next size
            const int ratio = sizes[static_cast<size_t>(atLevel) + 1] / sizes[static_cast<size_t>(atLevel)];
            std::vector<std::vector<int>> joined;
            for (size_t i = 0; i + static_cast<size_t>(ratio) <= slots.size(); i += static_cast<size_t>(ratio)) {
                joined.emplace_back();
                for (int j = 0; j < ratio; ++j)
                    joined.back().insert(joined.back().end(), slots[i + static_cast<size_t>(j)].begin(), slots[i + static_cast<size_t>(j)].end());
            }
            ++atLevel;
            level = static_cast<size_t>(atLevel);
            openLevel(std::move(joined));
        }
        for (int i = 0; i < k; ++i) {
            for (const int o : slots.back())
                value[static_cast<size_t>(o)] = v;
            slots.pop_back();
        }
    });
    if (!check.fits)
        throw std::invalid_argument("the pool does not divide over the orbits");
    return value;
}

} // namespace

std::vector<int> assignValues(std::span<const int> counts, std::span<const int> orbitSizes, run::Random& random)
{
    return assign(counts, orbitSizes, &random);
}

std::vector<int> assignCoarse(std::span<const int> counts, std::span<const int> orbitSizes) { return assign(counts, orbitSizes, nullptr); }

bool moveOneOrbit(std::vector<int>& counts, const DivisionCheck& check, std::span<const char> movable)
{
    int donor = -1, receiver = -1;
    for (size_t v = 0; v < check.need.size(); ++v) {
        if (check.need[v] <= 0 || !movable[v])
            continue;
        const int n = check.need[v];
        if (donor < 0 || n < check.need[static_cast<size_t>(donor)])
            donor = static_cast<int>(v);
    }
    for (size_t v = 0; v < check.need.size(); ++v) {
        if (check.need[v] <= 0 || !movable[v] || static_cast<int>(v) == donor)
            continue;
        if (receiver < 0 || check.need[v] > check.need[static_cast<size_t>(receiver)])
            receiver = static_cast<int>(v);
    }
    if (donor < 0 || receiver < 0 || counts[static_cast<size_t>(donor)] < check.size)
        return false;
    counts[static_cast<size_t>(donor)] -= check.size;
    counts[static_cast<size_t>(receiver)] += check.size;
    return true;
}

} // namespace hexloom::core::symmetry
