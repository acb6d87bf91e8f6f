#include "core/search/scoring/water_piece_labels.h"

#include <algorithm>

namespace hexloom::core::search {

WaterPieceLabels::WaterPieceLabels(const model::CellIndex* around, const uint8_t* water, int cells)
    : around_(around), water_(water), cells_(cells), label_(static_cast<size_t>(cells), -1), next_(static_cast<size_t>(cells)),
      prev_(static_cast<size_t>(cells)), seen_(static_cast<size_t>(cells) + 1, 0), seenSeed_(static_cast<size_t>(cells) + 1, 0)
{
}

int WaterPieceLabels::reset()
{
    ++generation_;
    up_.clear();
    size_.clear();
    first_.clear();
    live_.clear();
    livePos_.clear();
    searched_ = model::kNoCell;
    std::fill(label_.begin(), label_.end(), -1);
    int pieces = 0;
    for (model::CellIndex s = 0; s < cells_; ++s) {
        if (!water_[s] || label_[static_cast<size_t>(s)] >= 0)
            continue;
        const int piece = newPiece(0);
        ++pieces;
        label_[static_cast<size_t>(s)] = piece;
        link(s, piece);
        stack_.assign(1, s);
        while (!stack_.empty()) {
            const model::CellIndex c = stack_.back();
            stack_.pop_back();
            ++size_[static_cast<size_t>(piece)];
            for (int d = 0; d < 6; ++d)
                if (const model::CellIndex m = around_[6 * c + d]; water_[m] && label_[static_cast<size_t>(m)] < 0) {
                    label_[static_cast<size_t>(m)] = piece;
                    link(m, piece);
                    stack_.push_back(m);
                }
        }
        makeLive(piece);
    }
    return pieces;
}

int WaterPieceLabels::newPiece(int size)
{
    up_.push_back(static_cast<int>(up_.size()));
    size_.push_back(size);
    first_.push_back(model::kNoCell);
    livePos_.push_back(-1);
    return static_cast<int>(up_.size()) - 1;
}

void WaterPieceLabels::link(model::CellIndex c, int piece)
{
    const auto ci = static_cast<size_t>(c);
    model::CellIndex& head = first_[static_cast<size_t>(piece)];
    if (head == model::kNoCell) {
        next_[ci] = prev_[ci] = head = c;
        return;
    }
    const auto hi = static_cast<size_t>(head);
    next_[ci] = next_[hi];
    prev_[ci] = head;
    prev_[static_cast<size_t>(next_[hi])] = c;
    next_[hi] = c;
}

void WaterPieceLabels::unlink(model::CellIndex c, int piece)
{
    const auto ci = static_cast<size_t>(c);
    model::CellIndex& head = first_[static_cast<size_t>(piece)];
    if (next_[ci] == c) {
        head = model::kNoCell;
        return;
    }
    prev_[static_cast<size_t>(next_[ci])] = prev_[ci];
    next_[static_cast<size_t>(prev_[ci])] = next_[ci];
    if (head == c)
        head = next_[ci];
}

void WaterPieceLabels::makeLive(int piece)
{
    livePos_[static_cast<size_t>(piece)] = static_cast<int>(live_.size());
    live_.push_back(piece);
}

void WaterPieceLabels::dropLive(int piece)
{
    const int at = livePos_[static_cast<size_t>(piece)];
    livePos_[static_cast<size_t>(live_.back())] = at;
    live_[static_cast<size_t>(at)] = live_.back();
    live_.pop_back();
    livePos_[static_cast<size_t>(piece)] = -1;
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
    // Splice b's circular cell list into a's (both hold cells: l's water neighbours).
    const model::CellIndex ha = first_[static_cast<size_t>(a)], hb = first_[static_cast<size_t>(b)];
    const model::CellIndex an = next_[static_cast<size_t>(ha)], bn = next_[static_cast<size_t>(hb)];
    next_[static_cast<size_t>(ha)] = bn;
    prev_[static_cast<size_t>(bn)] = ha;
    next_[static_cast<size_t>(hb)] = an;
    prev_[static_cast<size_t>(an)] = hb;
    first_[static_cast<size_t>(b)] = model::kNoCell;
    dropLive(b);
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
    unlink(w, piece);
    const int runs = detail::kRingRuns[ringW];
    if (runs <= 1) {
        size_[static_cast<size_t>(piece)] = runs == 0 ? 0 : size_[static_cast<size_t>(piece)] - 1;
        if (runs == 0)
            dropLive(piece);
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
                for (const model::CellIndex c : reached_[static_cast<size_t>(i)]) {
                    label_[static_cast<size_t>(c)] = side;
                    unlink(c, piece);
                    link(c, side);
                }
        makeLive(side);
        for (int i = 0; i < seeds_; ++i)
            if (groupOf(i) == g)
                size_[static_cast<size_t>(side)] += static_cast<int>(reached_[static_cast<size_t>(i)].size());
        size_[static_cast<size_t>(piece)] -= size_[static_cast<size_t>(side)];
    }
    if (size_[static_cast<size_t>(piece)] == 0)
        dropLive(piece); // every side was closed: each is a piece of its own now
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
        joined = newPiece(1);
        makeLive(joined);
    } else {
        ++size_[static_cast<size_t>(joined)];
    }
    label_[static_cast<size_t>(l)] = joined;
    link(l, joined);
    searched_ = model::kNoCell;
    return change + 1 - distinct;
}

size_t WaterPieceLabels::memoryBytes() const
{
    size_t bytes = sizeof(*this) + (label_.capacity() + up_.capacity() + size_.capacity() + live_.capacity() + livePos_.capacity()) * sizeof(int) +
                   (next_.capacity() + prev_.capacity() + first_.capacity()) * sizeof(model::CellIndex) +
                   seen_.capacity() * sizeof(uint32_t) + seenSeed_.capacity() + stack_.capacity() * sizeof(model::CellIndex);
    for (const auto& r : reached_)
        bytes += r.capacity() * sizeof(model::CellIndex);
    return bytes;
}

} // namespace hexloom::core::search
