#pragma once
// Turns a real vector into a map that keeps the tile pool, with the repair of de Araújo et al.
// (2020): Γ lists the free pool's tiles (kind by kind); walking the unlocked cells in order,
// component i indexes Γ, and an index whose tile is already taken moves to the next index
// (wrapping) until a free one is found. With number tokens a second part of the vector places
// the free tokens on the unlocked token-bearing hexes the same way. With swap zones
// (RuleSet::zone) every zone has its own Γ, and a cell's component indexes its zone's Γ, so
// harbour kinds stay on harbour positions. Built from an OrbitPool (a run with a symmetry) the
// components are the orbits' representatives, each group of orbits (swap zone, size) has its Γ of
// kinds (one entry per orbit) and each orbit size its Γ of numbers; the caller spreads the decoded
// representatives onto their orbits (OrbitPool::spread).
#include <span>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/rules/tile_pool.h"
#include "core/run/random.h"
#include "core/search/run/orbit_pool.h"

namespace hexloom::core::search {

class PoolDecoder {
public:
    // `cellZones`: the zone of each unlocked cell (empty: every cell in zone 0, no zones).
    PoolDecoder(const rules::TilePool& freePool, std::vector<model::CellIndex> unlocked, const rules::RuleSet* rules = nullptr,
                std::vector<int> cellZones = {});
    // One component per representative of `pool` (and per bearing orbit for the tokens).
    explicit PoolDecoder(const OrbitPool& pool);

    // Components: one per unlocked cell, then one per free token.
    int dimension() const { return static_cast<int>(unlocked_.size()) + tokenTotal_; }
    // Exclusive upper bound of component i (components live in [0, extent)).
    double extent(int i) const
    {
        const auto k = static_cast<size_t>(i);
        return static_cast<double>(k < unlocked_.size() ? terrains_[zoneOf(k)].size() : static_cast<size_t>(tokenTotal_));
    }
    // Puts every Γ (terrains per zone, tokens) in a random order; the paper does not give Γ's
    // order, and the constructor's is kind by kind (PSO `pool_order`).
    void shuffle(run::Random& random);
    // Writes the decoded contents of the unlocked cells (the representatives) into `map` (other
    // cells untouched).
    void decode(std::span<const double> position, const rules::RuleSet& rules, model::Map& map);

private:
    // The repair's next free index at or after i (wrapping), as a union-find over the indices
    // (a taken index points past itself, paths halved on the way): the same index the walk finds,
    // in near-constant time instead of a walk that grows with the taken run (O(n²) a decoding on
    // a 1,854-hex board, three quarters of the swarm's time).
    static int nextFree(std::vector<int>& next, int i);
    template <class T>
    static T take(std::vector<T>& gamma, std::vector<int>& next, double x);
    static void freeAll(std::vector<int>& next, size_t n);
    size_t zoneOf(size_t cell) const { return zones_.empty() ? 0 : static_cast<size_t>(zones_[cell]); }
    size_t tokenGroupOf(size_t cell) const { return tokenGroups_.empty() ? 0 : static_cast<size_t>(tokenGroups_[cell]); }

    std::vector<model::CellIndex> unlocked_;
    std::vector<int> zones_;                              // per unlocked cell; empty: all zone 0
    std::vector<int> tokenGroups_;                        // per unlocked cell; empty: all group 0
    std::vector<std::vector<model::TerrainId>> terrains_; // Γ of terrains, per zone (group of orbits)
    std::vector<std::vector<model::Token>> tokens_;       // Γ of tokens, per token group
    // The token components' range, [0, tokenTotal_): Γs' lengths summed. A component indexes a
    // shorter Γ scaled to its length.
    int tokenTotal_ = 0;
    // Per Γ, per index and one past the end: the next free index's union-find parent.
    std::vector<std::vector<int>> nextTerrain_, nextToken_;
};

} // namespace hexloom::core::search
