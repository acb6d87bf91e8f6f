#pragma once
// The score of one map kept up to date under swaps, with exact deltas in a few dozen operations.
// The local requirement types (a cell's value depends on it and its neighbours) are specialised:
// every cell keeps its neighbours' terrains as packed 4-bit counts (one 64-bit word for up to 16
// terrains), plus its water neighbours on the border and its hot-token neighbours, so a cell's
// value is a few bit operations and a swap's delta re-reads only the <= 14 cells around a and b,
// and only for the requirements that read what the swap changes (terrain, water, tokens). The
// water-components requirement uses WaterComponentsTracker; any other type (and every type on a
// rule set of more than 16 terrains) falls back to the requirement's own exact swapDelta.
// Invariant: counts() equals Evaluator::counts(map()) for every enabled requirement (disabled ones
// are held at 0). Not thread-safe; one per run.
#include <array>
#include <bitset>
#include <memory>
#include <span>
#include <vector>

#include "core/algorithms/water_components_tracker.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/evaluator.h"

namespace hexloom::core::algorithms {

class IncrementalScore {
public:
    explicit IncrementalScore(rules::Evaluator& evaluator);

    // Starts from `map` (every cell assigned); recomputes everything.
    void reset(const model::Map& map);
    const model::Map& map() const { return map_; }
    double total() const { return total_; }
    std::span<const int> counts() const { return counts_; }
    // Exact weighted change of total() if `s` were applied; the state is unchanged.
    double delta(const model::Swap& s);
    // Applies `s` and updates every count.
    void apply(const model::Swap& s);
    // Applies several swaps in order, recounting global requirements once at the end (cheaper
    // than apply() per swap when several swaps move water, as a tabu rotation does).
    void applyMany(std::span<const model::Swap> swaps);
    // Cells with a violation of a specialised local requirement (any order), for conflict-directed
    // move choice; global requirements' cells are not listed.
    std::span<const model::CellIndex> conflicts() const { return conflictList_; }
    int64_t evaluations() const { return evaluations_; }
    // Violations of the requirements that conflicts() does not cover (water connectivity, ...).
    int globalViolations() const;
    // Their violating cells (ascending, may repeat across requirements); allocation-free once warm.
    void globalConflictCells(std::vector<model::CellIndex>& out);

private:
    enum class Kind : uint8_t { Off, SameHexes, SamePairs, WaterDegree, OneSpade, RiverShape, TokenPairs, WaterComponents, Fallback };
    // What a requirement reads, and what a swap changes: terrains, the water/land class, tokens.
    enum Reads : uint8_t { kTerrain = 1, kWater = 2, kToken = 4 };
    struct Entry {
        Kind kind = Kind::Off;
        uint8_t reads = 0;
        int divisor = 1;
        int low = 0;  // water-degree min, one-spade min_land_neighbours
        int high = 0; // water-degree max
        double weight = 0;
    };
    // A swap seen from the cells around it, without applying it: which layers change and what
    // a and b held. The default (nothing changes) reads the current map.
    struct View {
        model::CellIndex a = model::kNoCell, b = model::kNoCell;
        model::TerrainId ta = 0, tb = 0;   // before the swap
        model::Token ka = 0, kb = 0;
        model::TerrainId ta2 = 0, tb2 = 0; // after it
        model::Token ka2 = 0, kb2 = 0;
        bool terrain = false, token = false;
        uint8_t changed = 0; // Reads bits
    };
    // One cell as the viewed swap leaves it.
    struct CellState {
        model::TerrainId t;
        model::Token k;
        uint64_t around;  // 4-bit count of the neighbours of each terrain
        int waterBorder;  // water neighbours on the board's border
        int hot;          // neighbours with a hot token
    };

    // What the viewed swap does to a cell's neighbour state, by the cell's flags (bit 0: touches
    // a, bit 1: touches b); a and b themselves also swap their contents.
    struct Shift {
        uint64_t around[4];
        int waterBorder[4];
        int hot[4];
    };

    void classify(int index);
    View view(const model::Swap& s) const;
    Shift shiftOf(const View& v) const;
    template <Kind K>
    [[gnu::always_inline]] inline int valueOf(const Entry& e, model::CellIndex c, const CellState& s) const;
    int value(const Entry& e, model::CellIndex c, const CellState& s) const;
    CellState stateOf(model::CellIndex c) const;
    // The change of K's values over the cells around the viewed swap; `affected` 0: a and b are
    // more than two hexes apart (no cell touches both), else the stamped cells of collectAffected.
    template <Kind K>
    int change(const Entry& e, const int* old, const View& v, const Shift& shift, int affected) const;
    int changeOf(const Entry& e, const int* old, const View& v, const Shift& shift, int affected) const;
    // The local entries (indices into localEntries_) that read what the swap changes.
    int activeLocals(const View& v);
    int collectAffected(const model::Swap& s);
    void applyRaw(const model::Swap& s, const View& v);
    void applyLocal(const model::Swap& s);
    void updateConflict(model::CellIndex c);
    bool hot(model::Token t) const { return t > 0 && hot_[static_cast<size_t>(t)]; }
    static int nibbleSum(uint64_t packed) { return static_cast<int>((packed * 0x1111111111111111ULL) >> 60); } // total <= 15
    int* valuesOf(size_t local) { return values_.data() + local * static_cast<size_t>(board_.size()); }

    rules::Evaluator& eval_;
    const model::Board& board_;
    const rules::RuleSet& rules_;
    bool packed_ = false; // at most 16 terrains: the local requirements are specialised
    std::vector<Entry> entries_;
    std::vector<int> localEntries_;    // indices of specialised local requirements
    std::vector<int> fallbackEntries_; // requirements scored through their own swapDelta
    int waterEntry_ = -1;
    std::unique_ptr<WaterComponentsTracker> water_;
    std::bitset<128> hot_;
    // Per terrain id (0..255): class flags, its packed unit and the packed mask of the land
    // terrains one spade away.
    std::array<uint8_t, 256> isWater_{}, isLand_{};
    std::array<uint64_t, 256> unit_{}, oneSpade_{};
    uint64_t waterMask_ = 0, landMask_ = 0;
    std::vector<uint8_t> border_, degree_;
    const std::vector<model::Hex>& hexes_;

    model::Map map_;
    std::vector<uint64_t> around_;
    std::vector<uint8_t> waterBorder_, hotAround_;
    std::vector<int> values_;         // [local * cells + cell], specialised local entries only
    std::vector<int> counts_;
    double total_ = 0;
    std::vector<int> conflictPos_;    // index in conflictList_ or -1
    std::vector<model::CellIndex> conflictList_;
    std::vector<uint32_t> stamp_;
    std::vector<int> position_; // index in affected_ of a stamped cell
    uint32_t stampNow_ = 0;
    std::vector<model::CellIndex> affected_;
    std::vector<uint8_t> affectedFlags_; // per affected_ entry: touches a (1), touches b (2)
    std::vector<int> active_;            // scratch: active local entries of the current swap
    std::vector<model::CellIndex> cellScratch_;
    int64_t evaluations_ = 0;
};

} // namespace hexloom::core::algorithms
