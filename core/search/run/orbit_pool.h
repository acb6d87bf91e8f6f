#pragma once
// The free pool of a run divided over its unlocked orbits, for the generators that build whole
// maps rather than move cells (the particle swarm's decoder, the ant colony): they give each orbit
// one value through its representative (the orbit's first cell), an orbit of size s taking s tiles
// of that kind, and spread() copies the representatives onto their orbits, so every map they
// build is symmetric and keeps the pool.
//
// Orbits are grouped by (swap zone, size): a group's orbits trade kinds among themselves, and the
// group holds, per kind, how many of its orbits take it. Which kinds go to orbits of which size is
// the division the run's start shows (RunContext::start(), symmetric). On rotate-2 with one fixed
// cell, rotate-3 and rotate-6 that division is the only one (the fixed cell takes the one kind
// whose count is not a multiple of the orbit size); on the mirrors, whose axes hold many fixed
// cells, the kinds on an axis stay those of the start. Number tokens are grouped by the size of the
// orbit that bears them, the same way.
//
// Without a symmetry every unlocked cell is its own orbit, the groups are the swap zones, and the
// counts are the free pool's: the generators' unsymmetric behaviour, unchanged.
#include <span>
#include <vector>

#include "core/model/map.h"
#include "core/search/run/run_context.h"

namespace hexloom::core::search {

class OrbitPool {
public:
    explicit OrbitPool(const RunContext& ctx);

    // The unlocked orbits' representatives, ascending (without a symmetry: the unlocked cells).
    const std::vector<model::CellIndex>& cells() const { return cells_; }
    // Representative i's group, and its group for number tokens (when its kind bears one).
    int groupOf(size_t i) const { return group_[i]; }
    int tokenGroupOf(size_t i) const { return tokenGroup_[i]; }
    int groupCount() const { return static_cast<int>(terrains_.size()); }
    int tokenGroupCount() const { return static_cast<int>(tokens_.size()); }
    // Per group: how many of its orbits take each terrain (indexed by terrain id).
    const std::vector<int>& terrains(int group) const { return terrains_[static_cast<size_t>(group)]; }
    // Per token group: how many of its bearing orbits take each number (indexed by number).
    const std::vector<int>& tokens(int group) const { return tokens_[static_cast<size_t>(group)]; }
    // The cells of representative i's orbit (itself first).
    std::span<const model::CellIndex> orbit(size_t i) const;
    // Copies every representative's terrain and token onto the rest of its orbit.
    void spread(model::Map& map) const;

private:
    const symmetry::BoardSymmetry* symmetry_; // null without a symmetry
    std::vector<model::CellIndex> cells_;
    std::vector<int> group_, tokenGroup_;
    std::vector<std::vector<int>> terrains_, tokens_;
};

} // namespace hexloom::core::search
