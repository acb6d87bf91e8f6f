#include "core/algorithms/solvers/river_join.h"

#include <algorithm>

#include "core/algorithms/scoring/layered_swaps.h"

namespace hexloom::core::algorithms {

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
    if (!piece(map, start, pieceStamp_, order_))
        return false;
    model::CellIndex root = model::kNoCell;
    if (!path(map, root))
        return false;
    // The last k hexes of a breadth-first order move; the rest, a prefix, stays connected. It must
    // hold the hex beside p1: when that is among the last k of the order from `start`, the piece
    // is searched again from it.
    const size_t length = path_.size(), k = std::min(order_.size(), length);
    if (std::find(order_.end() - static_cast<std::ptrdiff_t>(k), order_.end(), root) != order_.end() && k < order_.size())
        piece(map, root, nextStamp(), order_);
    for (size_t i = 0; i < k; ++i) {
        const model::CellIndex from = order_[order_.size() - 1 - i];
        const model::CellIndex to = path_[length - 1 - i]; // from pL backwards
        if (!pair(map, from, to, out)) {
            out.clear();
            return false;
        }
    }
    return true;
}

bool RiverJoin::piece(const model::Map& map, model::CellIndex from, uint32_t stamp, std::vector<model::CellIndex>& order)
{
    order.clear();
    order.push_back(from);
    seen_[static_cast<size_t>(from)] = stamp;
    for (size_t i = 0; i < order.size(); ++i) {
        for (model::CellIndex n : board_.neighbours(order[i])) {
            if (seen_[static_cast<size_t>(n)] == stamp || !water(map, n))
                continue;
            if (static_cast<int>(order.size()) >= limits_.maxPiece)
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
            if (water(map, n) && seen_[static_cast<size_t>(n)] != pieceStamp_) {
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

} // namespace hexloom::core::algorithms
