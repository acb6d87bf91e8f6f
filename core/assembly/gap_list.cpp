#include "core/assembly/gap_list.h"

#include <limits>

namespace hexloom::core::assembly {

using model::CellIndex;

GapList::GapList(int cells)
    : count_(static_cast<size_t>(cells), 0), start_(static_cast<size_t>(cells) + 1, 0), fill_(static_cast<size_t>(cells), 0),
      offered_(static_cast<size_t>(cells) * 6, 0)
{
}

void GapList::build(const PlacementTable& table, std::span<const PlacementId> list)
{
    clearCounts();
    for (PlacementId p : list)
        add(table.cells(p));
    for (size_t c = 0; c < count_.size(); ++c)
        start_[c + 1] = start_[c] + count_[c];
    items_.resize(static_cast<size_t>(start_.back()));
    slots_.resize(items_.size());
    std::copy(start_.begin(), start_.end() - 1, fill_.begin());
    for (PlacementId p : list) {
        const auto cells = table.cells(p);
        for (size_t i = 0; i < cells.size(); ++i) {
            const auto at = static_cast<size_t>(fill_[static_cast<size_t>(cells[i])]++);
            items_[at] = p;
            slots_[at] = table.slot(p, static_cast<int>(i));
        }
    }
}

CellIndex GapList::firstUncovered(const AssemblyState& state) const
{
    for (CellIndex c = 0; c < static_cast<CellIndex>(count_.size()); ++c)
        if (state.isEmpty(c) && count_[static_cast<size_t>(c)] == 0)
            return c;
    return model::kNoCell;
}

CellIndex GapList::choose(const AssemblyState& state, bool fewest, bool linesFirst) const
{
    CellIndex best = model::kNoCell, bestLine = model::kNoCell;
    for (CellIndex c = 0; c < static_cast<CellIndex>(count_.size()); ++c) {
        if (!state.isEmpty(c))
            continue;
        const int n = count_[static_cast<size_t>(c)];
        if (best == model::kNoCell || (fewest && n < count(best)))
            best = c;
        if (linesFirst && state.needsLine(c) && (bestLine == model::kNoCell || (fewest && n < count(bestLine))))
            bestLine = c;
        if (!fewest && best != model::kNoCell && (!linesFirst || bestLine != model::kNoCell))
            break;
    }
    return bestLine != model::kNoCell ? bestLine : best;
}

void GapList::collectOffered(const AssemblyState& state, const PlacementTable& table) const
{
    std::fill(offered_.begin(), offered_.end(), 0u);
    for (CellIndex c = 0; c < static_cast<CellIndex>(count_.size()); ++c) {
        if (!state.isEmpty(c))
            continue;
        const auto b = static_cast<size_t>(start_[static_cast<size_t>(c)]);
        uint32_t* offered = &offered_[static_cast<size_t>(c) * 6];
        for (size_t i = b; i < b + static_cast<size_t>(count(c)); ++i) {
            const EdgeCodes& e = table.slotEdges(slots_[i]);
            for (size_t d = 0; d < 6; ++d)
                if (e[d] != kInteriorEdge)
                    offered[d] |= 1u << e[d];
        }
    }
}

void GapList::reduce(const model::Board& board, const AssemblyState& state, const PlacementTable& table,
                     const ConnectionTable& codes, std::span<const PlacementId> list, std::vector<PlacementId>& out) const
{
    // A placement survives when, across each of its edges into a gap, some candidate of that gap
    // shows a code it fits; collecting the codes shown per gap and side makes this one mask test.
    collectOffered(state, table);
    for (PlacementId p : list) {
        const auto cells = table.cells(p);
        const auto edges = table.edges(p);
        bool dead = false;
        for (size_t i = 0; i < cells.size() && !dead; ++i)
            for (int d = 0; d < model::kDirectionCount && !dead; ++d) {
                const EdgeCode e = edges[i][static_cast<size_t>(d)];
                const CellIndex n = board.neighbourAt(cells[i], d);
                if (e == kInteriorEdge || n == model::kNoCell || !state.isEmpty(n))
                    continue;
                dead = (codes.fitMask(e) & offered_[static_cast<size_t>(6 * n + model::opposite(d))]) == 0;
            }
        if (dead)
            out.push_back(p);
    }
}

} // namespace hexloom::core::assembly
