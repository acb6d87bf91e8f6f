#pragma once
// Turns a real vector into a map that keeps the tile pool, with the repair of de Araújo et al.
// (2020): Γ lists the free pool's tiles (kind by kind); walking the unlocked cells in order,
// component i indexes Γ, and an index whose tile is already taken moves to the next index
// (wrapping) until a free one is found. With number tokens a second part of the vector places
// the free tokens on the unlocked token-bearing hexes the same way.
#include <span>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "core/rules/tile_pool.h"

namespace hexloom::core::algorithms {

class PoolDecoder {
public:
    PoolDecoder(const rules::TilePool& freePool, std::vector<model::CellIndex> unlocked);

    // Components: one per unlocked cell, then one per free token.
    int dimension() const { return static_cast<int>(terrains_.size() + tokens_.size()); }
    // Exclusive upper bound of component i (components live in [0, extent)).
    double extent(int i) const { return static_cast<double>(i < static_cast<int>(terrains_.size()) ? terrains_.size() : tokens_.size()); }
    // Writes the decoded contents of the unlocked cells into `map` (locked cells untouched).
    void decode(std::span<const double> position, const rules::RuleSet& rules, model::Map& map);

private:
    template <class T>
    static T take(std::vector<T>& gamma, std::vector<uint8_t>& taken, double x);

    std::vector<model::CellIndex> unlocked_;
    std::vector<model::TerrainId> terrains_; // Γ of terrains
    std::vector<model::Token> tokens_;       // Γ of tokens
    std::vector<uint8_t> takenTerrain_, takenToken_;
};

} // namespace hexloom::core::algorithms
