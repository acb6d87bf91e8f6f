#pragma once
// A global requirement that judges pieces of the map by size (min island size, cluster size),
// scored incrementally for IncrementalScore: a swap changes only the pieces around its two hexes,
// which the requirement's own bounded searches find; the tracker keeps what those searches learn
// on each move (which hexes lie in which kind of piece), so that
// - the side of a delta before the swap is read from that state instead of searched,
// - lowerBound() is a few look-ups (only the violations around the swap can vanish), which lets
//   a move choice skip the searches of a swap whose other parts already rule it out,
// - cells() lists the violating hexes always current, at no cost.
// Work per delta or move: the pieces around the swap (IslandTracker, ClusterTracker say how
// much), whatever the board. Not thread-safe; one per run (it reads the run's requirement).
#include <array>
#include <cstdint>
#include <memory>
#include <span>

#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/requirement.h"

namespace hexloom::core::search {

class PieceTracker {
public:
    virtual ~PieceTracker() = default;

    // Whether a tracker knows the type of `requirement`.
    static bool supports(const rules::Requirement& requirement);
    // A tracker for `requirement` (the evaluator's instance, which must outlive it), or null when
    // no tracker knows its type. `isLand`: per terrain id.
    static std::unique_ptr<PieceTracker> of(rules::Requirement& requirement, const model::Board& board,
                                            const std::array<uint8_t, 256>& isLand);

    // Labels every piece of `map`: O(hexes).
    virtual void reset(const model::Map& map) = 0;
    virtual int count() const = 0;
    // Whether swapping the terrains t and u of two hexes can change count() (false for t == u).
    virtual bool reads(model::TerrainId t, model::TerrainId u) const = 0;
    // Exactly count(after s) - count() for the current map (the one last reset or moved).
    virtual int delta(const model::Map& map, const model::Swap& s) = 0;
    // At most delta(s), from the kept state alone.
    virtual int lowerBound(const model::Map& map, const model::Swap& s) const = 0;
    // Call before `s` is applied to `map`.
    virtual void moved(const model::Map& map, const model::Swap& s) = 0;
    // The violating hexes, each once, in no particular order.
    virtual std::span<const model::CellIndex> cells() const = 0;
};

} // namespace hexloom::core::search
