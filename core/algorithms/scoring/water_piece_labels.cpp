#include "core/algorithms/scoring/water_piece_labels.h"

#include <algorithm>

namespace hexloom::core::algorithms {

WaterPieceLabels::WaterPieceLabels(const model::CellIndex* around, const uint8_t* water, int cells)
    : around_(around), water_(water), cells_(cells), label_(static_cast<size_t>(cells), -1), seen_(static_cast<size_t>(cells) + 1, 0),
      seenSeed_(static_cast<size_t>(cells) + 1, 0)
{
}

int WaterPieceLabels::reset()
{
    up_.clear();
    size_.clear();
    searched_ = model::kNoCell;
    std::fill(label_.begin(), label_.end(), -1);
    int pieces = 0;
    for (model::CellIndex s = 0; s < cells_; ++s) {
        if (!water_[s] || label_[static_cast<size_t>(s)] >= 0)
            continue;
        const int piece = newPiece(0);
        ++pieces;
        label_[static_cast<size_t>(s)] = piece;
        stack_.assign(1, s);
        while (!stack_.empty()) {
            const model::CellIndex c = stack_.back();
            stack_.pop_back();
            ++size_[static_cast<size_t>(piece)];
            for (int d = 0; d < 6; ++d)
                if (const model::CellIndex m = around_[6 * c + d]; water_[m] && label_[static_cast<size_t>(m)] < 0) {
                    label_[static_cast<size_t>(m)] = piece;
                    stack_.push_back(m);
                }
        }
    }
    return pieces;
}

int WaterPieceLabels::newPiece(int size)
{
    up_.push_back(static_cast<int>(up_.size()));
    size_.push_back(size);
    return static_cast<int>(up_.size()) - 1;
}

int WaterPieceLabels::pieceOf(model::CellIndex c)
{
    int node = label_[static_cast<size_t>(c)];
    while (up_[static_cast<size_t>(node)] != node) {
        const int next = up_[static_cast<size_t>(node)];
        up_[static_cast<size_t>(node)] = up_[static_cast<size_t>(next)]; // path halving
        node = next;
    }
    label_[static_cast<size_t>(c)] = node;
    return node;
}

int WaterPieceLabels::join(int a, int b)
{
    if (a == b)
        return a;
    if (size_[static_cast<size_t>(a)] < size_[static_cast<size_t>(b)])
        std::swap(a, b);
    up_[static_cast<size_t>(b)] = a;
    size_[static_cast<size_t>(a)] += size_[static_cast<size_t>(b)];
    size_[static_cast<size_t>(b)] = 0;
    return a;
}

int WaterPieceLabels::groupOf(int seed) const
{
    while (group_[static_cast<size_t>(seed)] != seed)
        seed = group_[static_cast<size_t>(seed)];
    return seed;
}

// Breadth-first from the first cell of each run of w's ring, one cell per seed in turn, over water
// without w; searches that reach each other's cells are joined. Stops when at most one group is
// still open (has cells left to expand): the closed groups are complete sub-pieces.
void WaterPieceLabels::search(model::CellIndex w, unsigned ring)
{
    if (++stamp_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0);
        stamp_ = 1;
    }
    searched_ = w;
    seeds_ = 0;
    for (int d = 0; d < 6; ++d) {
        if (!((ring >> d) & 1) || ((ring >> ((d + 5) % 6)) & 1))
            continue; // not the first cell of a run
        const model::CellIndex s = around_[6 * w + d];
        const auto i = static_cast<size_t>(seeds_);
        reached_[i].assign(1, s);
        head_[i] = 0;
        group_[i] = seeds_++;
        seen_[static_cast<size_t>(s)] = stamp_;
        seenSeed_[static_cast<size_t>(s)] = static_cast<uint8_t>(i);
    }
    const auto openGroups = [&] {
        int open[3], count = 0;
        for (int i = 0; i < seeds_; ++i)
            if (head_[static_cast<size_t>(i)] < reached_[static_cast<size_t>(i)].size()) {
                const int g = groupOf(i);
                if (std::find(open, open + count, g) == open + count)
                    open[count++] = g;
            }
        return count;
    };
    while (openGroups() > 1)
        for (int i = 0; i < seeds_; ++i) {
            auto& queue = reached_[static_cast<size_t>(i)];
            if (head_[static_cast<size_t>(i)] == queue.size())
                continue;
            const model::CellIndex c = queue[head_[static_cast<size_t>(i)]++];
            for (int d = 0; d < 6; ++d) {
                const model::CellIndex m = around_[6 * c + d];
                if (!water_[m] || m == w)
                    continue;
                if (seen_[static_cast<size_t>(m)] != stamp_) {
                    seen_[static_cast<size_t>(m)] = stamp_;
                    seenSeed_[static_cast<size_t>(m)] = static_cast<uint8_t>(i);
                    queue.push_back(m);
                } else if (const int a = groupOf(i), b = groupOf(seenSeed_[static_cast<size_t>(m)]); a != b) {
                    group_[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
                }
            }
        }
}

int WaterPieceLabels::subPieces(model::CellIndex w, unsigned ring)
{
    if (searched_ != w)
        search(w, ring);
    int pieces = 0;
    for (int i = 0; i < seeds_; ++i)
        pieces += groupOf(i) == i ? 1 : 0;
    return pieces;
}

int WaterPieceLabels::subPieceOf(model::CellIndex n) const
{
    if (seen_[static_cast<size_t>(n)] == stamp_)
        return groupOf(seenSeed_[static_cast<size_t>(n)]);
    // Not reached: n lies in the one group still open when the search stopped.
    for (int i = 0; i < seeds_; ++i)
        if (head_[static_cast<size_t>(i)] < reached_[static_cast<size_t>(i)].size())
            return groupOf(i);
    return 0; // unreachable for a cell of w's piece: every one was reached
}

// Takes w out of its piece; the closed sides of a split become pieces of their own.
int WaterPieceLabels::removeFromPiece(model::CellIndex w, unsigned ringW)
{
    const int piece = pieceOf(w);
    label_[static_cast<size_t>(w)] = -1;
    const int runs = detail::kRingRuns[ringW];
    if (runs <= 1) {
        size_[static_cast<size_t>(piece)] = runs == 0 ? 0 : size_[static_cast<size_t>(piece)] - 1;
        return runs == 0 ? -1 : 0;
    }
    const int pieces = subPieces(w, ringW);
    --size_[static_cast<size_t>(piece)];
    for (int g = 0; g < seeds_; ++g) {
        if (groupOf(g) != g)
            continue;
        bool open = false;
        for (int i = 0; i < seeds_; ++i)
            open = open || (groupOf(i) == g && head_[static_cast<size_t>(i)] < reached_[static_cast<size_t>(i)].size());
        if (open)
            continue; // the side that keeps the piece's node
        const int side = newPiece(0);
        for (int i = 0; i < seeds_; ++i)
            if (groupOf(i) == g)
                for (const model::CellIndex c : reached_[static_cast<size_t>(i)])
                    label_[static_cast<size_t>(c)] = side;
        for (int i = 0; i < seeds_; ++i)
            if (groupOf(i) == g)
                size_[static_cast<size_t>(side)] += static_cast<int>(reached_[static_cast<size_t>(i)].size());
        size_[static_cast<size_t>(piece)] -= size_[static_cast<size_t>(side)];
    }
    return pieces - 1;
}

int WaterPieceLabels::moved(model::CellIndex w, unsigned ringW, model::CellIndex l, unsigned ringL)
{
    if (up_.size() > 2 * static_cast<size_t>(cells_) + 64)
        reset(); // drop the nodes that no cell refers to any more (the count does not change)
    int change = removeFromPiece(w, ringW);
    int joined = -1, distinct = 0;
    for (int d = 0; d < 6; ++d) {
        if (!((ringL >> d) & 1))
            continue;
        const int p = pieceOf(around_[6 * l + d]);
        if (p == joined)
            continue;
        // Neighbours of l lie in at most three pieces; a piece already joined has the root `joined`.
        distinct += 1;
        joined = joined < 0 ? p : join(joined, p);
    }
    if (joined < 0) {
        label_[static_cast<size_t>(l)] = newPiece(1);
    } else {
        label_[static_cast<size_t>(l)] = joined;
        ++size_[static_cast<size_t>(joined)];
    }
    searched_ = model::kNoCell;
    return change + 1 - distinct;
}

size_t WaterPieceLabels::memoryBytes() const
{
    size_t bytes = sizeof(*this) + (label_.capacity() + up_.capacity() + size_.capacity()) * sizeof(int) +
                   seen_.capacity() * sizeof(uint32_t) + seenSeed_.capacity() + stack_.capacity() * sizeof(model::CellIndex);
    for (const auto& r : reached_)
        bytes += r.capacity() * sizeof(model::CellIndex);
    return bytes;
}

} // namespace hexloom::core::algorithms
