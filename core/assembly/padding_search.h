#pragma once
// RMA2's second stage (SV_AddMissingTiles): fill every hex the fixed and required tiles left empty
// with the tiles still allowed, by backtracking. As a step machine: start() builds the posTileList
// (every fitting placement, in a seeded random order) and reduces it; each step() then either
// expands the newest recursion level (filter the list, check solids, build the gap list, choose
// the gap) or tries its next candidate, or takes a tile up again.
#include <cstdint>
#include <string>
#include <vector>

#include "core/assembly/gap_list.h"
#include "core/assembly/search_context.h"
#include "core/text/core_text.h"

namespace hexloom::core::assembly {

enum class PaddingStatus { Running, Solved, Failed, Refused };

class PaddingSearch {
public:
    explicit PaddingSearch(SearchContext& context);

    PaddingStatus start();
    PaddingStatus step();
    int depth() const { return static_cast<int>(frames_.size()); }
    const text::CoreText& refusal() const { return refusal_; }

private:
    struct Frame {
        uint32_t parentBegin = 0, parentEnd = 0; // the list this level filters
        uint32_t listBegin = 0, listEnd = 0;     // its own list, once expanded
        uint32_t candBegin = 0, candEnd = 0, next = 0;
        PlacementId prev = kNoPlacement;         // placed by the level above
        PlacementId applied = kNoPlacement;      // this level's tile on the board
        bool expanded = false;
    };

    bool buildList();
    bool reduceList();
    void filter(Frame& f, bool noLines);
    bool linesClosed() const;
    bool enoughSolids() const;
    void collectCandidates(Frame& f);
    PaddingStatus expand(size_t level);
    PaddingStatus advance(size_t level);
    PaddingStatus fail(size_t level);
    void markAround(PlacementId p);
    bool touched(PlacementId p) const;

    SearchContext& ctx_;
    GapList gaps_;
    std::vector<PlacementId> list_;  // the posTileList of every level, stacked
    std::vector<PlacementId> cand_;  // the chosen gap's candidates of every level, stacked
    std::vector<Frame> frames_;
    std::vector<model::CellIndex> positions_;
    std::vector<int> kinds_;
    std::vector<int> places_;        // per kind: entries in the current level's list
    std::vector<uint32_t> mark_;     // per cell: epoch when near the last placed tile
    std::vector<uint32_t> dropped_;  // per placement: epoch when eliminated by the reduce
    std::vector<PlacementId> eliminated_;
    uint32_t epoch_ = 0;
    text::CoreText refusal_;
};

} // namespace hexloom::core::assembly
