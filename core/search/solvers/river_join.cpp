#include "core/search/solvers/river_join.h"

#include <algorithm>

#include "core/search/scoring/layered_swaps.h"
#include "core/search/scoring/water_piece_labels.h"

namespace hexloom::core::search {

RiverJoin::RiverJoin(const model::Board& board, const rules::RuleSet& rules, Limits limits)
    : board_(board), rules_(rules), limits_(limits), seen_(static_cast<size_t>(board.size()), 0),
      parent_(static_cast<size_t>(board.size()), model::kNoCell)
{
}

uint32_t RiverJoin::nextStamp()
{
    if (++stamp_ == 0) { // wrapped: forget every old mark
        std::fill(seen_.begin(), seen_.end(), 0);
        stamp_ = 1;
    }
    return stamp_;
}

bool RiverJoin::build(const model::Map& map, model::CellIndex start, std::vector<model::Swap>& out)
{
    out.clear();
    if (start < 0 || start >= board_.size() || !water(map, start))
        return false;
    pieceStamp_ = nextStamp();
    startPiece_ = pieceOf_ ? pieceOf_(start) : -1;
    const int limit = startPiece_ >= 0 ? limits_.partial : limits_.maxPiece;
    whole_ = piece(map, start, pieceStamp_, order_, limit);
    if (!whole_ && startPiece_ < 0)
        return false;
    model::CellIndex root = model::kNoCell;
    if (!path(map, root))
        return false;
    const size_t length = path_.size(), k = whole_ ? std::min(order_.size(), length) : length;
    if (!whole_)
        return movable(map, root, k) && pairAll(map, k, out);
    // The last k hexes of a breadth-first order move; the rest, a prefix, stays connected. It must
    // hold the hex beside p1: when that is among the last k of the order from `start`, the piece
    // is searched again from it.
    if (std::find(order_.end() - static_cast<std::ptrdiff_t>(k), order_.end(), root) != order_.end() && k < order_.size())
        piece(map, root, nextStamp(), order_, limits_.maxPiece);
    moving_.assign(order_.rbegin(), order_.rbegin() + static_cast<std::ptrdiff_t>(k));
    return pairAll(map, k, out);
}

// A piece searched only in part: k of its searched hexes, the farthest from `start` first, each
// of whose water neighbours (the hexes chosen before it taken away) form one run around its ring,
// so that taking it away disconnects nothing; never the hex beside p1.
bool RiverJoin::movable(const model::Map& map, model::CellIndex root, size_t k)
{
    const uint32_t gone = nextStamp();
    moving_.clear();
    for (auto it = order_.rbegin(); it != order_.rend() && moving_.size() < k; ++it) {
        if (*it == root || map.locked(*it))
            continue;
        unsigned ring = 0;
        for (int d = 0; d < 6; ++d)
            if (const model::CellIndex n = board_.neighbourAt(*it, d); n != model::kNoCell && water(map, n) && seen_[static_cast<size_t>(n)] != gone)
                ring |= 1u << d;
        if (detail::kRingRuns[ring] != 1)
            continue;
        seen_[static_cast<size_t>(*it)] = gone;
        moving_.push_back(*it);
    }
    return moving_.size() == k;
}

bool RiverJoin::pairAll(const model::Map& map, size_t k, std::vector<model::Swap>& out)
{
    for (size_t i = 0; i < k; ++i)
        if (!pair(map, moving_[i], path_[path_.size() - 1 - i], out)) { // from pL backwards
            out.clear();
            return false;
        }
    return true;
}

bool RiverJoin::piece(const model::Map& map, model::CellIndex from, uint32_t stamp, std::vector<model::CellIndex>& order, int limit)
{
    order.clear();
    order.push_back(from);
    seen_[static_cast<size_t>(from)] = stamp;
    for (size_t i = 0; i < order.size(); ++i) {
        for (model::CellIndex n : board_.neighbours(order[i])) {
            if (seen_[static_cast<size_t>(n)] == stamp || !water(map, n))
                continue;
            if (static_cast<int>(order.size()) >= limit)
                return false;
            seen_[static_cast<size_t>(n)] = stamp;
            order.push_back(n);
        }
    }
    return true;
}

bool RiverJoin::path(const model::Map& map, model::CellIndex& root)
{
    // Breadth-first over unlocked land from every piece hex at once, level by level; the first
    // land hex with a water neighbour outside the piece ends it.
    const uint32_t stamp = nextStamp();
    queue_.clear();
    for (model::CellIndex c : order_)
        for (model::CellIndex n : board_.neighbours(c))
            if (seen_[static_cast<size_t>(n)] != stamp && !water(map, n) && !map.locked(n)) {
                seen_[static_cast<size_t>(n)] = stamp;
                parent_[static_cast<size_t>(n)] = c;
                queue_.push_back(n);
            }
    size_t levelEnd = queue_.size();
    int depth = 1;
    for (size_t i = 0; i < queue_.size(); ++i) {
        if (i == levelEnd) {
            if (++depth > limits_.maxPath)
                return false;
            levelEnd = queue_.size();
        }
        const model::CellIndex c = queue_[i];
        for (model::CellIndex n : board_.neighbours(c)) {
            if (water(map, n) && seen_[static_cast<size_t>(n)] != pieceStamp_ && (whole_ || pieceOf_(n) != startPiece_)) {
                path_.clear();
                model::CellIndex p = c;
                for (; !water(map, p); p = parent_[static_cast<size_t>(p)])
                    path_.push_back(p);
                root = p;
                std::reverse(path_.begin(), path_.end());
                return true;
            }
            if (seen_[static_cast<size_t>(n)] == stamp || water(map, n) || map.locked(n))
                continue;
            seen_[static_cast<size_t>(n)] = stamp;
            parent_[static_cast<size_t>(n)] = c;
            queue_.push_back(n);
        }
    }
    return false;
}

bool RiverJoin::pair(const model::Map& map, model::CellIndex from, model::CellIndex to, std::vector<model::Swap>& out) const
{
    if (map.locked(from))
        return false;
    LayeredSwaps swaps;
    const int n = layeredSwaps(map, rules_, from, to, swaps);
    for (int i = 0; i < n; ++i)
        if (swaps[static_cast<size_t>(i)].layer != model::Layer::Token) {
            out.push_back(swaps[static_cast<size_t>(i)]);
            return true;
        }
    return false;
}

} // namespace hexloom::core::search
