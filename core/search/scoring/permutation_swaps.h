#pragma once
// The swaps that turn one map into another holding the same contents on the cells where they
// differ: a particle's or an ant's next map against the last one scored (CandidateScorer). The
// terrains are a permutation of those cells, split into cycles, each cycle into swaps that put
// one cell right each; then the tokens over the token-bearing hexes the same way. Every swap is
// one a local search may make (layered_swaps.h): terrain-only between two token-bearing or two
// token-less cells, both layers between one of each (the token goes with its terrain), token-only
// between two bearers; so every map on the way keeps tokens on bearers only. At most one swap per
// differing cell and layer, O(differing cells + largest id in play) per call, no allocation once
// warm.
#include <array>
#include <span>
#include <vector>

#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::search {

class PermutationSwaps {
public:
    explicit PermutationSwaps(const rules::RuleSet& rules) : rules_(rules) {}

    // Swaps that, applied in order to `from`, make it equal `to` on `cells` (distinct; `from` and
    // `to` agree on every other cell). False when there are none: the cells' terrains, or the
    // bearers' tokens, are not the same multiset in both maps, or a token-less hex would need a
    // token (the maps do not hold one pool; the caller re-scores from scratch).
    bool between(const model::Map& from, const model::Map& to, std::span<const model::CellIndex> cells);
    std::span<const model::Swap> swaps() const { return swaps_; }

private:
    // Puts every slot's value right (values `cur`, wanted `want`, both by slot), recording one
    // swap per slot put right; `move(i, j)`, called before slots i and j trade values, swaps what
    // travels with them and returns the swap's layer.
    template <class Value, class Move>
    bool sortSlots(std::vector<Value>& cur, const std::vector<Value>& want, Move move);

    const rules::RuleSet& rules_;
    // Per differing cell (a slot): the cell, its terrains and tokens now and wanted.
    std::vector<model::CellIndex> cell_;
    std::vector<model::TerrainId> terrain_, wantTerrain_;
    std::vector<model::Token> token_, wantToken_;
    // sortSlots(): the slots still wrong, grouped by wanted value (counting sort) with a read
    // position per value.
    std::array<int, 257> start_{};
    std::array<int, 256> next_{};
    std::vector<int> byWant_;
    std::vector<model::Swap> swaps_;
};

} // namespace hexloom::core::search
