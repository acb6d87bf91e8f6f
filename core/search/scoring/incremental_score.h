#pragma once
// The score of one map kept up to date under swaps, with exact deltas in a few dozen operations.
// The local requirement types (a cell's value depends on it and its neighbours) are specialised:
// every cell keeps its neighbours' terrains as packed 4-bit counts (one 64-bit word for up to 16
// terrains), plus its water neighbours on the border and its hot-token neighbours, so a cell's
// value is a few bit operations. A swap's delta walks the <= 14 cells around a and b once, in a
// kernel compiled for the exact set of local requirements that read what the swap changes
// (terrain, water, tokens). A swap of cells more than two hexes apart is the sum of two halves
// ("a takes b's contents", "b takes a's"; pair counts in closed form), which, when no token moves,
// are cached per (cell, terrain) until a swap lands within two hexes. The
// water-components requirement uses WaterComponentsTracker, pip balance PipBalanceTracker,
// min-island-size and cluster-size a PieceTracker each, and player values (with whole-number
// sums) PlayerValueTracker; any other type, a second requirement of an already specialised type,
// and every local type on a rule set of more than 16 terrains fall back to the requirement's own
// exact swapDelta.
// What it compiles from the rule set and board (the classification, the per-terrain tables, the
// board tables) is a ScorePlan shared by every incremental score on equal content; its per-cell
// buffers are lent by the plan and given back on destruction (score_plan.h).
// Invariant: counts() equals Evaluator::counts(map()) for every enabled requirement (disabled ones
// are held at 0). Not thread-safe; one per run.
#include <array>
#include <memory>
#include <span>
#include <vector>

#include "core/search/scoring/board_tables.h"
#include "core/search/scoring/piece_tracker.h"
#include "core/search/scoring/pip_balance_tracker.h"
#include "core/search/scoring/player_value_tracker.h"
#include "core/search/scoring/score_plan.h"
#include "core/search/scoring/water_components_tracker.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::search {

class IncrementalScore {
public:
    // `localWaterFrom`: boards of at least this many hexes keep their water pieces labelled
    // across moves (WaterComponentsTracker); searches that apply and undo many multi-cell moves
    // (tabu) gain from 0 (always) even on small boards.
    explicit IncrementalScore(rules::Evaluator& evaluator, int localWaterFrom = WaterComponentsTracker::kLocalFrom);
    ~IncrementalScore();
    IncrementalScore(const IncrementalScore&) = delete;
    IncrementalScore& operator=(const IncrementalScore&) = delete;

    // Starts from `map` (every cell assigned); recomputes everything.
    void reset(const model::Map& map);
    const model::Map& map() const { return map_; }
    double total() const { return total_; }
    std::span<const int> counts() const { return counts_; }
    // Exact weighted change of total() if `s` were applied; the state is unchanged.
    double delta(const model::Swap& s);
    // The same when it is below `cutoff`; otherwise some value >= cutoff (a move choice that takes
    // only moves under its best so far learns the same). Skips the water pieces' split search when
    // its no-split lower bound already reaches the cutoff.
    double delta(const model::Swap& s, double cutoff);
    // A step's partner scan: after beginScan(a), scanDelta(s, cutoff) equals delta(s, cutoff) for
    // any swap with s.a == a (the same value below the cutoff, a value at or above it otherwise,
    // and one evaluation counted), with what depends on a alone read once and the common case
    // (terrains of cells more than two hexes apart, no token moving, only specialised local
    // requirements and water connectivity) on one short path. Valid until the state changes.
    // Inline (incremental_score_scan.h): a far partner whose bound reaches the cutoff costs a
    // few loads and no call.
    void beginScan(model::CellIndex a);
    inline double scanDelta(const model::Swap& s, double cutoff);
    // Applies `s` and updates every count.
    void apply(const model::Swap& s);
    // Applies several swaps in order (a multi-cell move, such as a tabu rotation): the water
    // pieces follow each swap (no whole-board relabelling), requirements without a specialised
    // path take their own swap deltas, and the local values are recomputed once per cell the
    // swaps touch. Undo by applying the reverse.
    void applyMany(std::span<const model::Swap> swaps);
    // Undoes applyMany(swaps) (the same swaps in reverse order). A move tried and taken back this
    // way does not count towards water connectivity's next listing of its cells (recentCells).
    void undoMany(std::span<const model::Swap> swaps);
    // The water piece of water cell c (an id, valid until the next move) when water connectivity
    // keeps its pieces labelled across moves (boards of `localWaterFrom` hexes or more), else -1.
    int waterPieceOf(model::CellIndex c) { return water_ ? water_->pieceOf(c) : -1; }
    // What total() would be after applyMany(swaps), computed with the same per-requirement counts
    // (so equal to the full re-score's total to the last bit); the state is unchanged. When only
    // terrains move, every requirement is specialised or water connectivity on a board under 128
    // hexes, the moved cells' neighbours are shifted and their values recounted in place, then put
    // back: no water labelling, no conflict list, no map writes (tabu's candidates). Otherwise the
    // swaps are applied and undone.
    double totalAfter(std::span<const model::Swap> swaps);
    // Cells with a violation of a specialised local requirement (any order), for conflict-directed
    // move choice; global requirements' cells are not listed.
    std::span<const model::CellIndex> conflicts() const { return conflictList_; }
    int64_t evaluations() const { return evaluations_; }
    // Violations of the requirements that conflicts() does not cover (water connectivity, ...).
    int globalViolations() const;
    // A hex that breaks a global requirement, for move choice (cell kNoCell, with no draw, when
    // none is listed), with the piece tracker of the requirement it was drawn for when that has
    // one (min island size, cluster size; else null): its reads() names the swaps that can change
    // the requirement, the only ones a step on the hex needs to weigh. With several violated, one
    // is drawn in proportion to its violations first. A requirement's hex is then drawn from its
    // list of violating hexes, or, for water connectivity with `minorPieces` on a board whose
    // water labels are kept across moves, from a minor piece drawn first
    // (WaterComponentsTracker::minorCell, no listing). O(global requirements) per call on any
    // board; nothing is copied. The lists are hints that can lag a little: water connectivity's
    // is its last labelling of the pieces (recentCells); min island size's and cluster size's are
    // always current (PieceTracker); any other's is its cells() of the map at most
    // max(1, hexes / 256) moves ago, so listing them, O(hexes), costs O(256) per move (on boards
    // under 512 hexes: current).
    struct GlobalDraw {
        model::CellIndex cell = model::kNoCell;
        const PieceTracker* piece = nullptr;
    };
    GlobalDraw drawGlobalConflict(run::Random& random, bool minorPieces);

private:
    // The specialised local types, one bit each in a kernel's mask (ScorePlan).
    using Local = ScorePlan::Local;
    static constexpr Local SameHexes = ScorePlan::SameHexes, SamePairs = ScorePlan::SamePairs, WaterDegree = ScorePlan::WaterDegree,
                           OneSpade = ScorePlan::OneSpade, RiverShape = ScorePlan::RiverShape, TokenPairs = ScorePlan::TokenPairs;
    static constexpr int kLocalTypes = ScorePlan::kLocalTypes;
    static constexpr unsigned kLocalMasks = 1u << kLocalTypes;
    static constexpr unsigned bit(Local k) { return 1u << k; }
    using Kind = ScorePlan::Kind;
    using Reads = ScorePlan::Reads;
    static constexpr Reads kTerrain = ScorePlan::kTerrain, kWater = ScorePlan::kWater, kToken = ScorePlan::kToken;
    using Entry = ScorePlan::Entry;
    // A swap seen from the cells around it, without applying it: which layers change and what
    // a and b held.
    struct View {
        model::CellIndex a = model::kNoCell, b = model::kNoCell;
        model::TerrainId ta = 0, tb = 0;   // before the swap
        model::Token ka = 0, kb = 0;
        model::TerrainId ta2 = 0, tb2 = 0; // after it
        model::Token ka2 = 0, kb2 = 0;
        bool terrain = false, token = false;
        uint8_t changed = 0; // Reads bits
    };
    // What the viewed swap does to a cell's neighbour state, by the cell's flags (bit 0: touches
    // a, bit 1: touches b); a and b themselves also swap their contents.
    struct Shift {
        uint64_t around[4];
        int waterBorder[4];
        int hot[4];
    };
    // Per local type: requirement index, weight / divisor, and the changes summed by a kernel.
    using Sums = std::array<int, kLocalTypes>;
    using Kernel = double (IncrementalScore::*)(const View&) const;

    [[gnu::always_inline]] inline View view(const model::Swap& s) const;
    Shift shiftOf(const View& v) const;
    template <Local K>
    [[gnu::always_inline]] inline int valueOf(model::CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder, int hot) const;
    int value(Local k, model::CellIndex c) const;
    // reset(): every cell's values of the types in M (the rule set's local types) in one pass,
    // their counts, the conflict list and the ring sums.
    template <unsigned M>
    void resetValues();
    using ResetValues = void (IncrementalScore::*)();
    template <size_t... I>
    static constexpr std::array<ResetValues, sizeof...(I)> resetters(std::index_sequence<I...>);
    // Adds the change of every type in M at cell c (as the swap leaves it) to `sums`.
    template <unsigned M>
    [[gnu::always_inline]] inline void cellChange(model::CellIndex c, model::TerrainId t, model::Token k, uint64_t around, int waterBorder,
                                                  int hot, Sums& sums) const;
    // The weighted change of the types in M over a, b and their rings.
    template <unsigned M>
    double kernel(const View& v) const;
    template <size_t... I>
    static constexpr std::array<Kernel, sizeof...(I)> kernels(std::index_sequence<I...>);
    // The weighted change of the types in M at c and its ring if c alone took terrain t and token
    // k: one side of a swap of cells more than two hexes apart.
    template <unsigned M>
    double half(model::CellIndex c, model::TerrainId t, model::Token k) const;
    using Half = double (IncrementalScore::*)(model::CellIndex, model::TerrainId, model::Token) const;
    template <size_t... I>
    static constexpr std::array<Half, sizeof...(I)> halves(std::index_sequence<I...>);
    [[gnu::always_inline]] inline double cachedHalf(model::CellIndex c, model::TerrainId t);
    template <unsigned M>
    void refresh(const View& v);
    using Refresh = void (IncrementalScore::*)(const View&);
    template <size_t... I>
    static constexpr std::array<Refresh, sizeof...(I)> refreshers(std::index_sequence<I...>);
    // delta() of every requirement but water connectivity.
    [[gnu::always_inline]] inline double otherDelta(const model::Swap& s, const View& v);
    // delta() of the requirements scored by a tracker or by themselves (pip balance, player
    // values, fallbacks). `floors`: player values and fallbacks at their floor, -weight * count
    // instead (farDelta's first bounds; no piece requirement is on then).
    [[gnu::always_inline]] inline double trackedDelta(const model::Swap& s, const View& v, bool floors = false);
    // The weighted values of the local types in `mask` at c and its ring: no change made at c can
    // lower them by more (every value is a count, at least 0), so minus this bounds c's half from
    // below when every factor is at least 0 (boundable_).
    [[gnu::always_inline]] inline double ringValues(model::CellIndex c, unsigned mask) const;
    // delta(s, cutoff) of a swap of cells more than two hexes apart whose tokens stay.
    double farDelta(const model::Swap& s, const View& v, unsigned mask, double cutoff);
    // beginScan()'s cell and what scanDelta() reads of it; `fast`: the short path applies to the
    // rule set (every local factor and the water weight at least 0, no pip balance, no player
    // values, no fallback).
    // Per partner terrain u (below kScanTerrains): the kernel mask of the swap (0: the general
    // path), whether it moves water, and a's half once read.
    static constexpr int kScanTerrains = 32;
    struct Scan {
        model::CellIndex a = model::kNoCell;
        model::TerrainId ta = 0;
        model::Hex hex{};
        bool fast = false;
        bool aWet = false;
        int count = 0; // terrains with a table entry
        double weight = 0; // water connectivity's
        // Bits by terrain: the swap moves water (water connectivity scored), a piece requirement
        // reads it, a's half is read.
        uint32_t wet = 0, pieces = 0, filled = 0;
        std::array<uint8_t, kScanTerrains> mask{};
        std::array<double, kScanTerrains> halfA{};
    };
    Scan scan_;
    // scanDelta()'s parts that compute: a's half for terrain u (once per scan), and the rest of a
    // far delta once b's bound left the swap a chance.
    [[gnu::noinline]] void scanHalfA(model::TerrainId u);
    [[gnu::noinline]] double scanNear(const model::Swap& s, model::TerrainId tb, double cutoff);
    [[gnu::noinline]] double scanRest(const model::Swap& s, model::TerrainId tb, double withA, double waterLow, double cutoff);
    [[gnu::noinline]] double scanPieces(const model::Swap& s, model::TerrainId tb, double withA, double waterLow, double cutoff);
    void applyRaw(const model::Swap& s, const View& v);
    void applyLocal(const model::Swap& s);
    // totalAfter()'s in-place preview; false when its conditions do not hold (nothing changed).
    bool preview(std::span<const model::Swap> swaps, double& total);
    // Shifts the neighbour state of c's ring as if c held terrain `to` instead of `from`.
    void shiftRing(model::CellIndex c, model::TerrainId from, model::TerrainId to);
    [[gnu::always_inline]] inline void updateConflict(model::CellIndex c);
    // applyMany() and preview(): an empty touched_ list under a new stamp, then each cell added
    // once (touch).
    void beginTouch();
    void touch(model::CellIndex c)
    {
        if (touchedAt_[static_cast<size_t>(c)] != touchStamp_) {
            touchedAt_[static_cast<size_t>(c)] = touchStamp_;
            touched_.push_back(c);
        }
    }
    // c's value bytes as one word.
    [[gnu::always_inline]] inline uint64_t packedValues(model::CellIndex c) const;
    // After c's values changed from `before` (packed): the ring sums of c and its ring follow.
    [[gnu::always_inline]] inline void valuesChanged(model::CellIndex c, uint64_t before);
    bool hot(model::Token t) const { return hot_[static_cast<uint8_t>(t)] != 0; }
    static int nibbleSum(uint64_t packed) { return static_cast<int>((packed * 0x1111111111111111ULL) >> 60); } // total <= 15

    rules::Evaluator& eval_;
    // The shared compilation (first: every reference below points into it or into buffers_).
    std::shared_ptr<const ScorePlan> plan_;
    std::unique_ptr<ScoreBuffers> buffers_; // lent by plan_, given back by the destructor
    const model::Board& board_;
    const rules::RuleSet& rules_;
    const bool packed_;
    const std::vector<Entry>& entries_;
    const std::array<int, kLocalTypes>& localEntry_;
    const std::array<double, kLocalTypes>& factor_;
    const std::array<int, kLocalTypes>& divisor_;
    const unsigned localMask_;
    const std::array<unsigned, 8>& activeFor_;
    const int waterLow_, waterHigh_, spadeLow_;
    const std::vector<int>& fallbackEntries_;
    const int waterEntry_, pipEntry_, playerEntry_;
    // Every local factor and the water weight at least 0: lower bounds of halves and of the water
    // delta bound the whole delta from below (delta(s, cutoff) may then skip the exact half).
    const bool boundable_;
    bool floorFirst_ = false; // farDelta bounds first with player values' and fallbacks' floors (-weight * count)
    std::unique_ptr<WaterComponentsTracker>& water_; // buffers_'
    std::unique_ptr<PipBalanceTracker> pip_;          // reads the evaluator's requirement: one per run
    // The requirements scored by a PieceTracker (each reads its evaluator's requirement), in
    // requirement order, and their weighted deltas summed in that order (0 unless the swap
    // moves terrain), and the same of their lower bounds.
    struct Tracked {
        std::unique_ptr<PieceTracker> tracker;
        int entry = -1;
        double weight = 0;
    };
    std::vector<Tracked> pieces_;
    double piecesDelta(const model::Swap& s);
    double piecesLowerBound(const model::Swap& s) const;
    std::unique_ptr<PlayerValueTracker> players_;     // reads the evaluator's requirement: one per run
    const std::array<uint8_t, 256>& hot_;
    const std::array<uint8_t, 256>& isWater_;
    const std::array<uint8_t, 256>& isLand_;
    const std::array<uint64_t, 256>& unit_;
    const std::array<uint64_t, 256>& oneSpade_;
    const uint64_t waterMask_, landMask_;
    const std::vector<uint8_t>& border_;
    // Six neighbours per cell in direction order, a missing one as the extra cell size(): a
    // sentinel whose terrain is kNoTerrain, so every value there is 0 and loops have no exits.
    const std::vector<model::CellIndex>& ring_;
    const std::vector<model::Hex>& hexes_;

    model::Map map_;
    using Cell = ScoreCell;
    std::vector<Cell>& cells_; // buffers_'
    std::vector<int> counts_;
    double total_ = 0;
    std::vector<uint64_t>& ringValues_; // buffers_': per cell, its and its ring's value bytes summed
    std::vector<int>& conflictPos_; // index in conflictList_ or -1
    std::vector<model::CellIndex>& conflictList_;
    // drawGlobalConflict(): per requirement, its cells() as of move listedAt (-1: none yet), for
    // those that keep no list of their own; moves_ counts the swaps applied that changed the map.
    struct KeptCells {
        std::vector<model::CellIndex> cells;
        int64_t listedAt = -1;
    };
    std::vector<KeptCells> keptCells_;
    int64_t moves_ = 0;
    std::span<const model::CellIndex> globalCells(size_t r); // r keeps no piece tracker
    const PieceTracker* pieceTrackerOf(size_t r) const; // requirement r's, or null
    // Halves by [cell * terrainSlots_ + terrain], valid while their version equals the cell's; a swap bumps
    // the versions of the cells within two hexes of a and b (within2_, CSR by within2Start_).
    using CachedHalf = ScoreBuffers::CachedHalf;
    std::vector<CachedHalf>& halfCache_;
    const size_t terrainSlots_; // the rule set's terrain count
    std::vector<uint32_t>& version_;
    bool halvesCached_ = false; // a half was cached since the last reset (else applyMany need not bump versions)
    const std::vector<int>& within2Start_; // from the board tables
    const std::vector<model::CellIndex>& within2_;
    int64_t evaluations_ = 0;
    // applyMany() and preview(): the cells whose local values they recompute, once each (stamped;
    // the stamp lives with the buffers it stamps).
    std::vector<uint32_t>& touchedAt_;
    uint32_t& touchStamp_;
    std::vector<model::CellIndex> touched_;
    // preview(): the moved cells with their terrains before and after, the cells changing between
    // water and land, and the counts it predicts.
    struct Moved {
        model::CellIndex cell;
        model::TerrainId before, after;
        model::Token tokenBefore, tokenAfter;
    };
    std::vector<Moved> moved_;
    std::vector<model::CellIndex> flipped_;
    std::vector<int> previewCounts_;
    std::vector<model::Swap> undo_; // totalAfter()'s and undoMany()'s reversed swaps
};

} // namespace hexloom::core::search
