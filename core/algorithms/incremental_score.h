#pragma once
// The score of one map kept up to date under swaps, with exact deltas in a few dozen operations.
// The local requirement types (a cell's value depends on it and its neighbours) are specialised:
// per-cell neighbour counters (terrain, water, land, water-on-border, hot tokens) make every
// cell value O(1), so a swap's delta re-reads only the <= 14 cells around a and b. The
// water-components requirement uses WaterComponentsTracker; any other type falls back to the
// requirement's own exact swapDelta. Invariant: counts() equals Evaluator::counts(map()) for
// every enabled requirement (disabled ones are held at 0). Not thread-safe; one per run.
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
    // Cells with a violation of a specialised local requirement (any order), for conflict-directed
    // move choice; global requirements' cells are not listed.
    std::span<const model::CellIndex> conflicts() const { return conflictList_; }
    int64_t evaluations() const { return evaluations_; }

private:
    enum class Kind : uint8_t { Off, SameHexes, SamePairs, WaterDegree, OneSpade, RiverShape, TokenPairs, WaterComponents, Fallback };
    struct Entry {
        Kind kind = Kind::Off;
        int divisor = 1;
        int low = 0;  // water-degree min, one-spade min_land_neighbours
        int high = 0; // water-degree max
        double weight = 0;
    };

    void classify(int index);
    template <Kind K>
    [[gnu::always_inline]] inline int valueOf(const Entry& e, model::CellIndex c) const;
    int value(const Entry& e, model::CellIndex c) const;
    template <Kind K>
    int sumChange(const Entry& e, const int* old, int affected) const;
    void applyRaw(const model::Swap& s);
    void bump(model::CellIndex n, model::CellIndex from, model::TerrainId t, int by)
    {
        const auto i = static_cast<size_t>(n);
        nbrTerrain_[i * stride_ + t] = static_cast<uint8_t>(nbrTerrain_[i * stride_ + t] + by);
        if (isWater_[t]) {
            nbrWater_[i] = static_cast<uint8_t>(nbrWater_[i] + by);
            nbrWaterBorder_[i] = static_cast<uint8_t>(nbrWaterBorder_[i] + by * border_[static_cast<size_t>(from)]);
        } else if (isLand_[t]) {
            nbrLand_[i] = static_cast<uint8_t>(nbrLand_[i] + by);
        }
    }
    int collectAffected(const model::Swap& s);
    void localDeltas(int affected, std::span<int> out);
    void updateConflict(model::CellIndex c);
    bool hot(model::Token t) const { return t > 0 && hot_[static_cast<size_t>(t)]; }
    bool changes(const model::Swap& s) const;

    rules::Evaluator& eval_;
    const model::Board& board_;
    const rules::RuleSet& rules_;
    int terrainCount_ = 0;
    size_t stride_ = 1; // counters per cell: one per terrain plus an always-zero slot
    std::vector<Entry> entries_;
    std::vector<int> localEntries_; // indices of specialised local requirements
    std::unique_ptr<WaterComponentsTracker> water_;
    std::bitset<128> hot_;
    std::vector<uint8_t> isWater_, isLand_, border_;
    std::vector<std::array<model::TerrainId, 2>> oneSpade_; // per terrain: the land terrains one spade away (cycle: at most 2)

    model::Map map_;
    std::vector<uint8_t> nbrTerrain_; // [cell * terrainCount + terrain]
    std::vector<uint8_t> nbrWater_, nbrWaterBorder_, nbrLand_, nbrHot_;
    std::vector<int> values_;         // [entry * cells + cell], specialised local entries only
    std::vector<int> counts_;
    double total_ = 0;
    std::vector<int> conflictPos_;    // index in conflictList_ or -1
    std::vector<model::CellIndex> conflictList_;
    std::vector<uint32_t> stamp_;
    uint32_t stampNow_ = 0;
    std::vector<model::CellIndex> affected_;
    std::vector<int> scratch_;
    int64_t evaluations_ = 0;
};

} // namespace hexloom::core::algorithms
