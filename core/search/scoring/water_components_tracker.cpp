#include "core/search/scoring/water_components_tracker.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

namespace hexloom::core::search {

namespace {
constexpr int kNever = std::numeric_limits<int>::max(); // the discovery number of land

} // namespace

WaterComponentsTracker::WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed, int localFrom)
    : board_(board), allowed_(allowed), tables_(BoardTables::of(board)), around_(tables_->ring), neighbourWords_(tables_->neighbourWords),
      water_(static_cast<size_t>(board.size()) + 1, 0) // the last: the sentinel, never water
{
    for (int t = 0; t < std::min(rules.terrainCount(), static_cast<int>(model::kNoTerrain)); ++t)
        isWater_[static_cast<size_t>(t)] = rules.isWater(static_cast<model::TerrainId>(t)) ? 1 : 0;
    if (board.size() >= localFrom)
        local_ = std::make_unique<WaterPieceLabels>(around_.data(), water_.data(), board.size());
}

void WaterComponentsTracker::reset(const model::Map& map)
{
    const auto n = static_cast<size_t>(board_.size());
    const model::TerrainId* terrain = map.terrains().data();
    std::fill(water_.begin(), water_.end(), 0);
    waterCells_.clear();
    waterCells_.reserve(n);
    waterWords_ = {};
    for (size_t c = 0; c < n; ++c)
        if ((water_[c] = isWater_[terrain[c]]) != 0) {
            waterCells_.push_back(static_cast<model::CellIndex>(c));
            if (!neighbourWords_.empty()) // a board under 128 hexes
                waterWords_[c >> 6] |= uint64_t{1} << (c & 63);
        }
    // Each cell's ring mask from the shared rings (a missing neighbour is the sentinel, never
    // water): six loads and shifts, no branch.
    ring_.resize(n);
    const model::CellIndex* around = around_.data();
    const uint8_t* water = water_.data();
    for (size_t c = 0; c < n; ++c) {
        const model::CellIndex* r = around + 6 * c;
        ring_[c] = static_cast<uint8_t>(water[r[0]] | water[r[1]] << 1 | water[r[2]] << 2 | water[r[3]] << 3 | water[r[4]] << 4 | water[r[5]] << 5);
    }
    if (local_) {
        pieces_ = labelled_ = local_->reset();
        stale_ = violatingValid_ = false;
        rankedAgo_ = -1;
        kept_.resize(n);
        violating_.reserve(n);
        return;
    }
    label_.assign(n, -1);
    open_.assign(n + 1, 0); // the last one is the sentinel: never open
    disc_.assign(n + 1, kNever);
    end_.resize(n);
    low_.resize(n);
    parent_.resize(n);
    cut_.resize(6 * n);
    cutCount_.resize(n);
    stack_.resize(n);
    sizes_.resize(n);
    kept_.resize(n);
    violating_.reserve(n);
    relabel();
}

namespace {
// The water cells relabel() has not reached yet, on a board of fewer than 128 cells: two words
// that stay in registers, and each cell's neighbours as a mask of the same shape.
class OpenWords {
public:
    OpenWords(const std::array<uint64_t, 2>& water, const std::array<uint64_t, 2>* neighbours)
        : low_(water[0]), high_(water[1]), neighbours_(neighbours)
    {
    }
    // The lowest open cell, or kNoCell.
    model::CellIndex first() const { return low_ != 0 ? std::countr_zero(low_) : high_ != 0 ? 64 + std::countr_zero(high_) : model::kNoCell; }
    void close(model::CellIndex c) { flip(c); } // only open cells are closed
    // An open neighbour of c, or kNoCell.
    model::CellIndex next(model::CellIndex c) const
    {
        const uint64_t low = neighbours_[c][0] & low_, high = neighbours_[c][1] & high_;
        return low != 0 ? std::countr_zero(low) : high != 0 ? 64 + std::countr_zero(high) : model::kNoCell;
    }

private:
    // Two words picked without a branch and without indexing, so that they stay in registers.
    void flip(model::CellIndex c)
    {
        const uint64_t bit = uint64_t{1} << (c & 63), inHigh = uint64_t{0} - static_cast<uint64_t>(c >> 6);
        low_ ^= bit & ~inHigh;
        high_ ^= bit & inHigh;
    }
    uint64_t low_, high_;
    const std::array<uint64_t, 2>* neighbours_;
};

// The same on any board: a byte per cell (and the never-open sentinel), six loads per look.
class OpenBytes {
public:
    OpenBytes(std::span<const model::CellIndex> cells, uint8_t* open, const model::CellIndex* around) : cells_(cells), open_(open), around_(around)
    {
        for (const model::CellIndex c : cells)
            open_[c] = 1;
    }
    model::CellIndex first()
    {
        while (at_ < cells_.size() && !open_[cells_[at_]])
            ++at_;
        return at_ < cells_.size() ? cells_[at_] : model::kNoCell;
    }
    void close(model::CellIndex c) { open_[c] = 0; }
    model::CellIndex next(model::CellIndex c) const
    {
        const model::CellIndex* ring = around_ + 6 * c;
        unsigned bits = 0;
        for (int d = 0; d < 6; ++d)
            bits |= static_cast<unsigned>(open_[ring[d]]) << d;
        return bits != 0 ? ring[std::countr_zero(bits)] : model::kNoCell;
    }

private:
    std::span<const model::CellIndex> cells_; // ascending
    size_t at_ = 0;                           // cells_ before it are closed
    uint8_t* open_;
    const model::CellIndex* around_;
};
} // namespace

void WaterComponentsTracker::relabel()
{
    stale_ = cutsStale_ = false;
    violatingValid_ = false;
    if (!neighbourWords_.empty())
        relabelWith(OpenWords(waterWords_, neighbourWords_.data()));
    else
        relabelWith(OpenBytes(waterCells_, open_.data(), around_.data()));
}

// One depth-first pass over the water cells labels the pieces (one tree each) and records the
// discovery numbers, subtree intervals and low-links that piecesWithout() and subPiece() read.
// Written for few mispredicted branches: a cell's next child is any of its neighbours still open
// (no test per edge), and its low-link, taken when it is left, is the least discovery number
// around it (land and the sentinel read as kNever; a descendant never lowers it below its own) and
// its children's low-links. Counting the parent's own number too is harmless for cut cells: a
// child c cuts off its subtree when low[c] >= disc[parent], and the parent's number can only make
// low[c] equal disc[parent], never less.
template <class Open>
void WaterComponentsTracker::relabelWith(Open open)
{
    // Local pointers: byte stores may alias anything, so members would be reloaded.
    int* label = label_.data();
    int* disc = disc_.data();
    int* low = low_.data();
    int* end = end_.data();
    model::CellIndex* parent = parent_.data();
    model::CellIndex* cut = cut_.data();
    uint8_t* cutCount = cutCount_.data();
    model::CellIndex* stack = stack_.data();
    const model::CellIndex* around = around_.data();
    int pieces = 0, time = 0;
    // Roots ascending, so that pieces are numbered as Components does.
    for (model::CellIndex root; (root = open.first()) != model::kNoCell;) {
        const int piece = pieces++, first = time;
        const auto discover = [&](model::CellIndex c, model::CellIndex from) {
            open.close(c);
            label[c] = piece;
            parent[c] = from;
            disc[c] = low[c] = time++;
            cutCount[c] = 0;
        };
        discover(root, model::kNoCell);
        int top = 0;
        stack[top++] = root;
        while (top > 0) {
            const model::CellIndex c = stack[top - 1];
            if (const model::CellIndex m = open.next(c); m != model::kNoCell) {
                discover(m, c);
                stack[top++] = m;
                continue;
            }
            --top;
            end[c] = time;
            const model::CellIndex* ring = around + 6 * c;
            int l = low[c];
            for (int d = 0; d < 6; ++d)
                l = std::min(l, disc[ring[d]]);
            low[c] = l;
            if (const model::CellIndex p = parent[c]; p != model::kNoCell) {
                low[p] = std::min(low[p], l);
                cut[6 * p + cutCount[p]] = c;
                cutCount[p] = static_cast<uint8_t>(cutCount[p] + (l >= disc[p] ? 1 : 0));
            }
        }
        sizes_[static_cast<size_t>(piece)] = time - first;
    }
    pieces_ = labelled_ = pieces;
}

int WaterComponentsTracker::piecesWithout(model::CellIndex w) const
{
    const auto wi = static_cast<size_t>(w);
    return cutCount_[wi] + (parent_[wi] != model::kNoCell ? 1 : 0);
}

int WaterComponentsTracker::subPiece(model::CellIndex w, model::CellIndex n) const
{
    const auto wi = static_cast<size_t>(w);
    const int d = disc_[static_cast<size_t>(n)];
    for (int i = 0; i < cutCount_[wi]; ++i) {
        const auto c = static_cast<size_t>(cut_[6 * wi + static_cast<size_t>(i)]);
        if (d >= disc_[c] && d < end_[c])
            return i;
    }
    return 6;
}

// Pieces after `removed` left the water (split into sub-pieces when `split`) and `added` joined it:
// one new piece, less one for each distinct piece among added's water neighbours. Neighbours in
// one run around the ring touch each other, so one run is one piece; only several runs need labels.
int WaterComponentsTracker::piecesAfterAdding(model::CellIndex added, unsigned ring, model::CellIndex removed, bool split) const
{
    if (detail::kRingRuns[ring] <= 1)
        return ring == 0 ? 1 : 0;
    int seen[6];
    int distinct = 0;
    const int removedPiece = labelOf(removed);
    for (int d = 0; d < 6; ++d) {
        if (!((ring >> d) & 1) || ((ring >> ((d + 5) % 6)) & 1))
            continue; // not the first cell of a run
        const model::CellIndex n = board_.neighbourAt(added, d);
        int label = labelOf(n);
        if (split && label == removedPiece)
            label = board_.size() + subPiece(removed, n);
        bool known = false;
        for (int i = 0; i < distinct; ++i)
            known = known || seen[i] == label;
        if (!known)
            seen[distinct++] = label;
    }
    return 1 - distinct;
}

int WaterComponentsTracker::piecesAfterLabelled(model::CellIndex w, model::CellIndex l, unsigned ring)
{
    if (local_)
        return piecesAfterLocal(w, l, ring);
    const int runs = detail::kRingRuns[ring_[static_cast<size_t>(w)]];
    // A split reads the depth-first data; a join of several runs only the labels. Labels made
    // again on the same map are the same: the hint listed from them stands (recentCells).
    if (runs > 1 && cutsStale_) {
        const bool listed = !stale_ && violatingValid_;
        relabel();
        violatingValid_ = listed;
    } else if (stale_) {
        relabelPieces();
    }
    const int afterRemoval = runs <= 1 ? pieces_ - (runs == 0 ? 1 : 0) : pieces_ - 1 + piecesWithout(w);
    return afterRemoval + piecesAfterAdding(l, ring, w, runs > 1);
}

std::span<const model::CellIndex> WaterComponentsTracker::cells()
{
    if (local_) {
        listLocal(true);
        return violating_;
    }
    if (stale_)
        relabelPieces();
    return recentCells();
}

std::span<const model::CellIndex> WaterComponentsTracker::recentCells()
{
    if (local_ && (!violatingValid_ || listedAgo_ >= std::max(8, board_.size() / 1024)))
        listLocal(false);
    if (violatingValid_)
        return violating_;
    violatingValid_ = true;
    violating_.clear();
    if (labelled_ <= allowed_)
        return violating_;
    std::fill(kept_.begin(), kept_.begin() + labelled_, 0);
    for (int k = 0; k < allowed_; ++k) {
        int largest = -1;
        for (int p = 0; p < labelled_; ++p)
            if (!kept_[static_cast<size_t>(p)] && (largest < 0 || sizes_[static_cast<size_t>(p)] > sizes_[static_cast<size_t>(largest)]))
                largest = p;
        kept_[static_cast<size_t>(largest)] = 1;
    }
    // Cells that joined the water since the labelling have no label yet.
    for (const model::CellIndex c : waterCells_)
        if (const int l = label_[static_cast<size_t>(c)]; l >= 0 && !kept_[static_cast<size_t>(l)])
            violating_.push_back(c);
    return violating_;
}

void WaterComponentsTracker::applied(const model::Map& map, const model::Swap& s, bool waterChanged)
{
    if (!waterChanged || s.layer == model::Layer::Token)
        return;
    const bool wa = water_[static_cast<size_t>(s.a)] != 0;
    const model::CellIndex w = wa ? s.a : s.b, l = wa ? s.b : s.a;
    if (local_) {
        pieces_ += local_->moved(w, ring_[static_cast<size_t>(w)], l, ringWithout(l, w));
        ++listedAgo_;
        rankedAgo_ += rankedAgo_ >= 0 ? 1 : 0;
    } else {
        pieces_ = piecesAfter(w, l, ringWithout(l, w));
        stale_ = cutsStale_ = true;
    }
    // a and b traded places between water and land: flip them and their neighbours' ring bits.
    for (const model::CellIndex c : {s.a, s.b}) {
        const auto ci = static_cast<size_t>(c);
        water_[ci] = isWater_[map.terrain(c)];
        if (!neighbourWords_.empty())
            waterWords_[ci >> 6] ^= uint64_t{1} << (ci & 63);
        if (!local_)
            flipWaterCell(c);
        for (int d = 0; d < 6; ++d)
            if (const model::CellIndex m = board_.neighbourAt(c, d); m != model::kNoCell) {
                const auto bitFromM = static_cast<uint8_t>(1u << model::opposite(d));
                ring_[static_cast<size_t>(m)] = static_cast<uint8_t>(water_[ci] ? ring_[static_cast<size_t>(m)] | bitFromM
                                                                                 : ring_[static_cast<size_t>(m)] & ~bitFromM);
            }
    }
}

// The sorted water list and the depth-first data of the relabelling path follow a cell's change.
void WaterComponentsTracker::flipWaterCell(model::CellIndex c)
{
    const auto ci = static_cast<size_t>(c);
    const auto at = std::lower_bound(waterCells_.begin(), waterCells_.end(), c);
    if (water_[ci]) {
        waterCells_.insert(at, c); // within the reserved capacity
    } else {
        waterCells_.erase(at);
        label_[ci] = -1;
        disc_[ci] = kNever; // land lowers no low-link
    }
}

int WaterComponentsTracker::piecesAfterLocal(model::CellIndex w, model::CellIndex l, unsigned ring)
{
    const unsigned ringW = ring_[static_cast<size_t>(w)];
    const int runs = detail::kRingRuns[ringW];
    const int afterRemoval = runs <= 1 ? pieces_ - (runs == 0 ? 1 : 0) : pieces_ - 1 + local_->subPieces(w, ringW);
    if (detail::kRingRuns[ring] <= 1)
        return afterRemoval + (ring == 0 ? 1 : 0);
    const int removedPiece = local_->pieceOf(w);
    int seen[6];
    int distinct = 0;
    for (int d = 0; d < 6; ++d) {
        if (!((ring >> d) & 1))
            continue;
        const model::CellIndex n = around_[6 * static_cast<size_t>(l) + static_cast<size_t>(d)];
        int piece = local_->pieceOf(n);
        if (runs > 1 && piece == removedPiece)
            piece = -1 - local_->subPieceOf(n);
        if (std::find(seen, seen + distinct, piece) == seen + distinct)
            seen[distinct++] = piece;
    }
    return afterRemoval + 1 - distinct;
}

} // namespace hexloom::core::search
