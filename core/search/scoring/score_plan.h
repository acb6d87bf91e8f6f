#pragma once
// What IncrementalScore compiles from a rule set on a board, once: which requirements take a
// specialised local kernel (and with which parameters), which are tracked (water connectivity,
// pip balance, player values) and which score themselves, the per-terrain tables the kernels read, and the
// board's tables. Built once per compiled rule set (ScorePlan::of) and shared, immutable, by
// every incremental score on it, in any thread: a run's set-up holds it by reference.
//
// The per-cell state a run fills (ScoreBuffers: packed neighbour counts, values, half-swap cache,
// the water tracker) is allocated once and then lent out: a plan keeps a few idle buffers, a run
// takes one and gives it back (the same pattern as CompiledRules' workspaces). reset() rewrites
// every field a run reads, and the half-swap cache is guarded by per-cell versions that only
// grow, so a lent buffer scores exactly as a new one.
#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "core/search/scoring/board_tables.h"
#include "core/search/scoring/water_components_tracker.h"
#include "core/model/map.h"
#include "core/rules/compiled_rules.h"

namespace hexloom::core::rules {
class Evaluator;
}

namespace hexloom::core::search {

// Everything a kernel reads about one cell (the cells plus a sentinel): its neighbours' terrains
// as packed counts, each local type's value, the map's layers, its water neighbours on the
// border, its hot-token neighbours, and border * 8 + degree for the river-shape table.
struct ScoreCell {
    uint64_t around = 0;
    std::array<int8_t, 8> values{}; // by local type
    model::TerrainId terrain = model::kNoTerrain;
    model::Token token = 0;
    uint8_t waterBorder = 0;
    uint8_t hot = 0;
    uint8_t riverClass = 0;
};

// A run's mutable per-cell state, lent by a ScorePlan.
struct ScoreBuffers {
    struct CachedHalf {
        double value = 0;
        uint32_t version = 0;
    };
    std::vector<ScoreCell> cells;          // riverClass filled once; reset() writes the rest
    std::vector<uint32_t> version;         // per cell, only ever incremented
    std::vector<CachedHalf> halfCache;     // [cell * terrainSlots + terrain], valid at its cell's version
    // Per cell (and the sentinel): the value bytes of the cell and its ring summed as one word
    // (ScoreCell::values read as a uint64_t; a byte holds at most 7 * 6, so none carries).
    std::vector<uint64_t> ringValues;
    std::vector<uint32_t> touchedAt;       // stamps, with touchStamp (carried over with the buffer)
    uint32_t touchStamp = 0;
    std::vector<int> conflictPos;
    std::vector<model::CellIndex> conflictList;
    std::unique_ptr<WaterComponentsTracker> water;
    int waterFrom = -1; // the tracker's localFrom
};

class ScorePlan {
public:
    // The specialised local types, one bit each in a kernel's mask.
    enum Local : uint8_t { SameHexes, SamePairs, WaterDegree, OneSpade, RiverShape, TokenPairs, kLocalTypes };
    enum class Kind : uint8_t { Off, Local, WaterComponents, PipBalance, Pieces, PlayerValue, Fallback };
    struct Entry {
        Kind kind = Kind::Off;
        double weight = 0;
    };
    // What a requirement reads, and what a swap changes: terrains, the water/land class, tokens.
    enum Reads : uint8_t { kTerrain = 1, kWater = 2, kToken = 4 };

    explicit ScorePlan(std::shared_ptr<const rules::CompiledRules> compiled);
    // The plan of `compiled`, from a cache of the 8 used last, keyed by the compiled form's
    // identity (which the entry keeps alive, so the address cannot be reused; the compiled form
    // is itself keyed by content, see CompiledRules::of). Thread-safe.
    static std::shared_ptr<const ScorePlan> of(const std::shared_ptr<const rules::CompiledRules>& compiled);

    // Idle buffers, or new ones; their water tracker is built for `waterFrom` (localFrom) when it
    // has none or one for another threshold. Thread-safe.
    std::unique_ptr<ScoreBuffers> acquire(int waterFrom) const;
    void release(std::unique_ptr<ScoreBuffers> buffers) const;
    int buffersBuilt() const; // for tests

    // Idle buffers kept: on boards under kSmallBoard hexes, where a run's set-up is a visible part
    // of the run, up to kIdleKept; on bigger boards none (tens of MB each at 250,000 hexes, and
    // allocating them is a negligible part of a run there).
    static constexpr size_t kIdleKept = 4;
    static constexpr int kSmallBoard = 4096;

    std::shared_ptr<const rules::CompiledRules> compiled;
    std::shared_ptr<const BoardTables> tables;
    bool packed = false; // at most 16 terrains: the local requirements are specialised
    std::vector<Entry> entries;
    std::array<int, kLocalTypes> localEntry{}; // requirement index per local type, -1 if none
    std::array<double, kLocalTypes> factor{};  // its weight / divisor
    std::array<int, kLocalTypes> divisor{};
    unsigned localMask = 0;
    std::array<unsigned, 8> activeFor{}; // by the Reads bits a swap changes: the local types that can move
    int waterLow = 0, waterHigh = 0, spadeLow = 0;
    std::vector<int> fallbackEntries; // requirements scored through their own swapDelta
    int waterEntry = -1, waterAllowed = 1, pipEntry = -1, playerEntry = -1;
    std::vector<int> pieceEntries; // requirements scored by a PieceTracker (island size, cluster size)
    std::array<uint8_t, 256> hot{};
    // Per terrain id (0..255): class flags, its packed unit and the packed mask of the land
    // terrains one spade away.
    std::array<uint8_t, 256> isWater{}, isLand{};
    std::array<uint64_t, 256> unit{}, oneSpade{};
    uint64_t waterMask = 0, landMask = 0;
    size_t terrainSlots = 0; // the rule set's terrain count (at least 1)
    // Every local factor and the weights of water connectivity and the piece requirements at
    // least 0 (so lower bounds of their parts bound a swap's delta from below;
    // IncrementalScore::delta(s, cutoff)).
    bool boundable = false;
    // By kernel mask: the value bytes of its types (ScoreCell::values read as one word), and their
    // common factor, or -1 when their factors differ.
    std::array<uint64_t, 1u << kLocalTypes> maskBytes{};
    std::array<double, 1u << kLocalTypes> maskFactor{};

private:
    void classify(rules::Evaluator& eval, int index);
    void tables256();

    mutable std::mutex mutex_;
    mutable std::vector<std::unique_ptr<ScoreBuffers>> idle_;
    mutable int built_ = 0;
};

} // namespace hexloom::core::search
