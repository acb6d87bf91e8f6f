#pragma once
// How a local search hands its new bests to the run: on boards of kFrom hexes or more the run's
// best map follows the cells changed since the last new best (RunContext::offerChanged) instead of
// a copy of the whole map per new best. A copy is O(hexes), and early in a run on a big board most
// accepted moves are new bests: hill climbing on 250,000 hexes spent a third of its time copying
// maps. After the search's map is replaced (a restart, an escape), or once the changed cells
// outnumber hexes / 8 (a whole copy is as cheap by then), the next new best copies the whole map.
#include <span>
#include <vector>

#include "core/search/run/run_context.h"
#include "core/model/map.h"
#include "core/model/swap.h"

namespace hexloom::core::search {

class ChangedSinceBest {
public:
    static constexpr int kFrom = 1024;

    explicit ChangedSinceBest(int hexes) : track_(hexes >= kFrom), limit_(static_cast<size_t>(hexes / 8)) {}

    // The search's map changed at s.a and s.b.
    void moved(const model::Swap& s)
    {
        if (!track_ || whole_)
            return;
        if (cells_.size() >= limit_) {
            replaced();
            return;
        }
        cells_.push_back(s.a);
        cells_.push_back(s.b);
    }
    void moved(std::span<const model::Swap> swaps)
    {
        for (const model::Swap& s : swaps)
            moved(s);
    }
    // The search's map was replaced: the next new best copies it whole.
    void replaced()
    {
        cells_.clear();
        whole_ = true;
    }
    // RunContext::offer of the search's map (which differs from the run's best map only where
    // moved() said since the last new best, unless replaced()); true when it was a new best.
    bool offer(RunContext& ctx, const model::Map& map, double score, std::span<const int> counts)
    {
        const bool taken = track_ && !whole_ ? ctx.offerChanged(map, score, counts, cells_) : ctx.offer(map, score, counts);
        if (taken) {
            cells_.clear();
            whole_ = false;
        }
        return taken;
    }

private:
    bool track_;
    size_t limit_;
    bool whole_ = true;
    std::vector<model::CellIndex> cells_;
};

} // namespace hexloom::core::search
