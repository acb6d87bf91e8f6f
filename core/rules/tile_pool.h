#pragma once
// The multiset of tiles (terrains) and tokens a map may use, and what its unlocked cells may
// take: the pool minus what locked cells hold.
#include <string>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::rules {

struct TilePool {
    std::vector<int> terrains; // count per terrain id
    std::vector<int> tokens;   // count per token number (index = number)

    static TilePool ofMap(const model::Map& map, const RuleSet& rules);
    // The rule set's pool when it has one, else the map's own tiles.
    static TilePool forMap(const model::Map& map, const RuleSet& rules);
    int terrainTotal() const;
    int tokenTotal() const;
    friend bool operator==(const TilePool&, const TilePool&) = default;
};

// Throws std::invalid_argument, naming the zone and its kinds, when the hexes holding a swap
// zone's kinds (its positions, see RuleSet::zone) are not as many as the pool's tiles of them:
// such a map cannot be searched without moving a kind across zones.
void requireZonesFit(const model::Map& map, const RuleSet& rules, const TilePool& pool);

// What unlocked cells of `map` may hold. Throws std::invalid_argument with a message such as
// "locked cells hold 5 Forest but the pool has only 4 (1 too many)" when the locks are impossible,
// or when the pool does not fit the board's cells or its zones (requireZonesFit).
TilePool freePool(const model::Map& map, const RuleSet& rules, const TilePool& pool);
// The same, taking over a pool the caller no longer needs (no copy).
TilePool freePool(const model::Map& map, const RuleSet& rules, TilePool&& pool);

} // namespace hexloom::core::rules
