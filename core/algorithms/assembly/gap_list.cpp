#include "core/algorithms/assembly/gap_list.h"

#include <limits>

namespace hexloom::core::algorithms::assembly {

using model::CellIndex;

GapList::GapList(int cells)
    : count_(static_cast<size_t>(cells), 0), start_(static_cast<size_t>(cells) + 1, 0), fill_(static_cast<size_t>(cells), 0)
{
}

void GapList::build(const PlacementTable& table, std::span<const PlacementId> list)
{
    std::fill(count_.begin(), count_.end(), 0);
    for (PlacementId p : list)
        for (CellIndex c : table.cells(p))
            ++count_[static_cast<size_t>(c)];
    for (size_t c = 0; c < count_.size(); ++c)
        start_[c + 1] = start_[c] + count_[c];
    items_.resize(static_cast<size_t>(start_.back()));
    std::copy(start_.begin(), start_.end() - 1, fill_.begin());
    for (PlacementId p : list)
        for (CellIndex c : table.cells(p))
            items_[static_cast<size_t>(fill_[static_cast<size_t>(c)]++)] = p;
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

bool GapList::supported(const PlacementTable& table, const ConnectionTable& codes, CellIndex gap, int towards, EdgeCode code) const
{
    for (PlacementId q : candidates(gap)) {
        const EdgeCodes* e = table.edgesAt(q, gap);
        const EdgeCode theirs = (*e)[static_cast<size_t>(towards)];
        if (theirs != kInteriorEdge && codes.fits(code, theirs))
            return true;
    }
    return false;
}

void GapList::reduce(const model::Board& board, const AssemblyState& state, const PlacementTable& table,
                     const ConnectionTable& codes, std::span<const PlacementId> list, std::vector<PlacementId>& out) const
{
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
                dead = !supported(table, codes, n, model::opposite(d), e);
            }
        if (dead)
            out.push_back(p);
    }
}

} // namespace hexloom::core::algorithms::assembly
