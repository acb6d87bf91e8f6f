#include "core/assembly/padding_search.h"

#include <algorithm>
#include <numeric>

namespace hexloom::core::assembly {

using model::CellIndex;

PaddingSearch::PaddingSearch(SearchContext& context)
    : ctx_(context), gaps_(context.board.size()), positions_(static_cast<size_t>(context.board.size())),
      kinds_(context.set.tiles.size()), places_(context.set.tiles.size(), 0),
      mark_(static_cast<size_t>(context.board.size()), 0), dropped_(static_cast<size_t>(context.table.size()), 0)
{
}

bool PaddingSearch::buildList()
{
    // Shuffled once per attempt, as RMA2 does; each position starts at a random kind.
    std::iota(positions_.begin(), positions_.end(), 0);
    std::iota(kinds_.begin(), kinds_.end(), 0);
    ctx_.random.shuffle(std::span(positions_));
    ctx_.random.shuffle(std::span(kinds_));
    list_.clear();
    const auto n = static_cast<uint32_t>(kinds_.size());
    for (CellIndex pos : positions_) {
        if (!ctx_.state.isEmpty(pos))
            continue;
        const uint32_t offset = ctx_.random.below(n);
        for (uint32_t k = 0; k < n; ++k) {
            const int kind = kinds_[(k + offset) % n];
            if (!ctx_.state.available(kind))
                continue;
            for (int o = 0; o < ctx_.table.orientationCount(kind); ++o) {
                const PlacementId p = ctx_.table.find(kind, pos, o);
                if (p != kNoPlacement && ctx_.state.fitsShape(p))
                    list_.push_back(p);
            }
        }
        if (static_cast<int64_t>(list_.size()) > ctx_.options.maxPlacements) {
            refusal_ = {QT_TRANSLATE_NOOP("hexloom::core", "the list of candidate placements has more than %1 entries; raise the limit or use larger tiles"),
                        {text::number(static_cast<double>(ctx_.options.maxPlacements))}};
            return false;
        }
    }
    ctx_.stats.posTileListSize = std::max<int64_t>(ctx_.stats.posTileListSize, static_cast<int64_t>(list_.size()));
    return true;
}

bool PaddingSearch::reduceList()
{
    // Repeated until nothing more goes, as RMA2 does before its recursion.
    for (;;) {
        gaps_.build(ctx_.table, list_);
        if (const CellIndex gap = gaps_.firstUncovered(ctx_.state); gap != model::kNoCell) {
            ctx_.deadEnd({DeadEndReason::UncoveredGap, gap, -1});
            return false;
        }
        if (!ctx_.options.tricks.reduce)
            return true;
        eliminated_.clear();
        gaps_.reduce(ctx_.board, ctx_.state, ctx_.table, ctx_.set.connections, list_, eliminated_);
        if (eliminated_.empty())
            return true;
        ++epoch_;
        for (PlacementId p : eliminated_)
            dropped_[static_cast<size_t>(p)] = epoch_;
        std::erase_if(list_, [this](PlacementId p) { return dropped_[static_cast<size_t>(p)] == epoch_; });
        ctx_.stats.reducedPlacements += static_cast<int64_t>(eliminated_.size());
    }
}

PaddingStatus PaddingSearch::start()
{
    ++ctx_.stats.paddingAttempts;
    frames_.clear();
    cand_.clear();
    if (ctx_.state.emptyCount() == 0) {
        if (!ctx_.set.lineConnected || ctx_.state.linesJoined())
            return PaddingStatus::Solved;
        ctx_.deadEnd({DeadEndReason::LinesSplit, model::kNoCell, -1});
        return PaddingStatus::Failed;
    }
    if (!buildList())
        return PaddingStatus::Refused;
    ctx_.event.kind = AssemblyEventKind::PaddingStarted;
    ctx_.event.listSize = static_cast<int64_t>(list_.size());
    if (ctx_.options.tricks.gapList && !reduceList())
        return PaddingStatus::Failed;
    Frame root;
    root.parentEnd = static_cast<uint32_t>(list_.size());
    frames_.push_back(root);
    return PaddingStatus::Running;
}

void PaddingSearch::markAround(PlacementId p)
{
    ++epoch_;
    for (CellIndex c : ctx_.table.cells(p)) {
        mark_[static_cast<size_t>(c)] = epoch_;
        for (CellIndex n : ctx_.board.neighbours(c))
            mark_[static_cast<size_t>(n)] = epoch_;
    }
}

bool PaddingSearch::touched(PlacementId p) const
{
    for (CellIndex c : ctx_.table.cells(p))
        if (mark_[static_cast<size_t>(c)] == epoch_)
            return true;
    return false;
}

bool PaddingSearch::linesClosed() const
{
    // With line_connected: once the line tiles down have no open end, nothing can join them any
    // more, so they must already be one group and no further line tile may be placed.
    bool anyLine = false;
    for (PlacementId p : ctx_.state.placed())
        anyLine = anyLine || ctx_.table.hasLine(p);
    if (!anyLine)
        return false;
    for (CellIndex c = 0; c < ctx_.board.size(); ++c)
        if (ctx_.state.isEmpty(c) && ctx_.state.needsLine(c))
            return false;
    return true;
}

void PaddingSearch::filter(Frame& f, bool noLines)
{
    // Only placements on or next to the tile placed above can have stopped fitting (RMA2 checks
    // the same way); the others only need their kind to be still available.
    if (f.prev != kNoPlacement)
        markAround(f.prev);
    f.listBegin = static_cast<uint32_t>(list_.size());
    std::fill(places_.begin(), places_.end(), 0);
    const bool count = ctx_.options.tricks.gapList;
    if (count)
        gaps_.clearCounts();
    for (uint32_t i = f.parentBegin; i < f.parentEnd; ++i) {
        const PlacementId p = list_[i];
        const int kind = ctx_.table.kind(p);
        if (!ctx_.state.available(kind) || (noLines && ctx_.table.hasLine(p)) ||
            (f.prev != kNoPlacement && touched(p) && !ctx_.state.fitsShape(p)))
            continue;
        list_.push_back(p);
        ++places_[static_cast<size_t>(kind)];
        if (count)
            gaps_.add(ctx_.table.cells(p));
    }
    f.listEnd = static_cast<uint32_t>(list_.size());
}

bool PaddingSearch::enoughSolids() const
{
    int64_t solids = 0;
    for (size_t k = 0; k < places_.size(); ++k) {
        const int kind = static_cast<int>(k);
        const int allowed = ctx_.state.max(kind) - ctx_.state.count(kind);
        solids += static_cast<int64_t>(std::min(allowed, places_[k])) * ctx_.table.area(kind);
    }
    return solids >= ctx_.state.emptyCount();
}

void PaddingSearch::collectCandidates(Frame& f)
{
    const auto& tricks = ctx_.options.tricks;
    const bool lines = tricks.line && ctx_.set.connections.hasLines();
    f.candBegin = f.next = static_cast<uint32_t>(cand_.size());
    CellIndex gap = model::kNoCell;
    if (tricks.gapList) {
        gap = gaps_.choose(ctx_.state, tricks.mrv, lines);
    } else {
        // Plain backtracking: the first empty hex (a line gap first with the line trick).
        for (CellIndex c = 0; c < ctx_.board.size() && gap == model::kNoCell; ++c)
            if (ctx_.state.isEmpty(c) && (!lines || ctx_.state.needsLine(c)))
                gap = c;
        for (CellIndex c = 0; c < ctx_.board.size() && gap == model::kNoCell; ++c)
            if (ctx_.state.isEmpty(c))
                gap = c;
    }
    // The gap's candidates, in posTileList order.
    for (uint32_t i = f.listBegin; i < f.listEnd; ++i) {
        const auto cells = ctx_.table.cells(list_[i]);
        if (std::find(cells.begin(), cells.end(), gap) != cells.end())
            cand_.push_back(list_[i]);
    }
    f.candEnd = static_cast<uint32_t>(cand_.size());
    ctx_.event.kind = AssemblyEventKind::GapChosen;
    ctx_.event.gap = gap;
    ctx_.event.candidates.assign(cand_.begin() + f.candBegin, cand_.end());
}

PaddingStatus PaddingSearch::expand(size_t level)
{
    Frame& f = frames_[level];
    f.expanded = true;
    f.candBegin = f.candEnd = f.next = static_cast<uint32_t>(cand_.size());
    const bool closed = ctx_.set.lineConnected && linesClosed();
    if (closed && !ctx_.state.linesJoined()) {
        f.listBegin = f.listEnd = static_cast<uint32_t>(list_.size());
        ctx_.deadEnd({DeadEndReason::LinesSplit, model::kNoCell, -1});
        return fail(level);
    }
    filter(f, closed);
    ctx_.event.listSize = f.listEnd - f.listBegin;
    if (!enoughSolids()) {
        ctx_.deadEnd({DeadEndReason::OutOfSolids, model::kNoCell, -1});
        return fail(level);
    }
    if (ctx_.options.tricks.gapList) {
        if (const CellIndex gap = gaps_.firstUncovered(ctx_.state); gap != model::kNoCell) {
            ctx_.deadEnd({DeadEndReason::UncoveredGap, gap, -1});
            return fail(level);
        }
    }
    collectCandidates(f);
    if (f.candEnd == f.candBegin) {
        // Only without the gap list: the first empty hex turns out to have no candidate.
        ctx_.deadEnd({DeadEndReason::UncoveredGap, ctx_.event.gap, -1});
        return fail(level);
    }
    return PaddingStatus::Running;
}

PaddingStatus PaddingSearch::fail(size_t level)
{
    // Drop this level; the level above takes its tile up (in this same step) and moves on.
    const Frame f = frames_[level];
    frames_.pop_back();
    if (f.expanded) {
        list_.resize(f.listBegin);
        cand_.resize(f.candBegin);
    }
    if (frames_.empty())
        return PaddingStatus::Failed;
    Frame& up = frames_.back();
    if (up.applied != kNoPlacement) {
        ctx_.state.removeLast();
        ++ctx_.stats.backtracks;
        up.applied = kNoPlacement;
    }
    return PaddingStatus::Running;
}

PaddingStatus PaddingSearch::advance(size_t level)
{
    Frame& f = frames_[level];
    if (f.applied != kNoPlacement) {
        ctx_.event.kind = AssemblyEventKind::Removed;
        ctx_.event.placement = ctx_.state.removeLast();
        ++ctx_.stats.backtracks;
        f.applied = kNoPlacement;
        return PaddingStatus::Running;
    }
    if (f.next == f.candEnd) {
        ctx_.event.kind = AssemblyEventKind::Removed;
        ctx_.event.placement = level > 0 ? frames_[level - 1].applied : kNoPlacement;
        return fail(level);
    }
    const PlacementId p = cand_[f.next++];
    ctx_.state.place(p);
    f.applied = p;
    ++ctx_.stats.placementsTried;
    ctx_.event.kind = AssemblyEventKind::Placed;
    ctx_.event.placement = p;
    if (ctx_.state.emptyCount() == 0) {
        if (!ctx_.set.lineConnected || ctx_.state.linesJoined())
            return PaddingStatus::Solved;
        ctx_.deadEnd({DeadEndReason::LinesSplit, model::kNoCell, -1});
        ctx_.event.placement = p;
        return PaddingStatus::Running;
    }
    Frame child;
    child.parentBegin = f.listBegin;
    child.parentEnd = f.listEnd;
    child.prev = p;
    frames_.push_back(child);
    ctx_.stats.maxDepth = std::max(ctx_.stats.maxDepth, static_cast<int>(frames_.size()));
    return PaddingStatus::Running;
}

PaddingStatus PaddingSearch::step()
{
    const size_t level = frames_.size() - 1;
    ctx_.event.depth = static_cast<int>(level);
    return frames_[level].expanded ? advance(level) : expand(level);
}

} // namespace hexloom::core::assembly
