#include "core/algorithms/water_components_tracker.h"

#include <algorithm>
#include <array>
#include <bit>

namespace hexloom::core::algorithms {

namespace {
// Runs of set bits around a ring of six, by the ring's 6-bit mask (a full ring is one run).
constexpr std::array<uint8_t, 64> kRingRuns = [] {
    std::array<uint8_t, 64> runs{};
    for (int mask = 0; mask < 64; ++mask) {
        int n = 0;
        for (int d = 0; d < 6; ++d)
            n += ((mask >> d) & 1) && !((mask >> ((d + 5) % 6)) & 1) ? 1 : 0;
        runs[static_cast<size_t>(mask)] = static_cast<uint8_t>(mask == 63 ? 1 : n);
    }
    return runs;
}();
} // namespace

WaterComponentsTracker::WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed)
    : board_(board), rules_(rules), allowed_(allowed)
{
    for (int t = 0; t < std::min(rules.terrainCount(), static_cast<int>(model::kNoTerrain)); ++t)
        isWater_[static_cast<size_t>(t)] = rules.isWater(static_cast<model::TerrainId>(t)) ? 1 : 0;
}

void WaterComponentsTracker::reset(const model::Map& map)
{
    const auto n = static_cast<size_t>(board_.size());
    const model::TerrainId* terrain = map.terrains().data();
    water_.assign(n, 0);
    waterCells_.clear();
    waterCells_.reserve(n);
    for (size_t c = 0; c < n; ++c)
        if ((water_[c] = isWater_[terrain[c]]) != 0)
            waterCells_.push_back(static_cast<model::CellIndex>(c));
    ring_.assign(n, 0);
    for (model::CellIndex c = 0; c < board_.size(); ++c)
        for (int d = 0; d < 6; ++d)
            if (const model::CellIndex m = board_.neighbourAt(c, d); m != model::kNoCell && water_[static_cast<size_t>(m)])
                ring_[static_cast<size_t>(c)] |= static_cast<uint8_t>(1u << d);
    label_.assign(n, -1);
    disc_.resize(n);
    end_.resize(n);
    low_.resize(n);
    parent_.resize(n);
    cut_.resize(6 * n);
    cutCount_.resize(n);
    stack_.resize(n);
    sizes_.resize(n);
    kept_.resize(n);
    relabel();
}

// One depth-first pass over the water cells, following the ring masks, labels the pieces (one
// tree each) and records the discovery numbers, subtree intervals and low-links that
// piecesWithout() and subPiece() read.
void WaterComponentsTracker::relabel()
{
    for (const model::CellIndex c : waterCells_)
        label_[static_cast<size_t>(c)] = -1;
    pieces_ = 0;
    int time = 0;
    const auto discover = [&](model::CellIndex c, model::CellIndex parent, int piece) {
        const auto i = static_cast<size_t>(c);
        label_[i] = piece;
        ++sizes_[static_cast<size_t>(piece)];
        parent_[i] = parent;
        disc_[i] = low_[i] = time++;
        cutCount_[i] = 0;
    };
    for (const model::CellIndex root : waterCells_) { // ascending, so pieces are numbered as Components does
        if (label_[static_cast<size_t>(root)] >= 0)
            continue;
        const int piece = pieces_++;
        sizes_[static_cast<size_t>(piece)] = 0;
        discover(root, model::kNoCell, piece);
        size_t top = 0;
        stack_[top++] = {root, ring_[static_cast<size_t>(root)]};
        while (top > 0) {
            Frame& f = stack_[top - 1];
            const auto ci = static_cast<size_t>(f.cell);
            if (f.rest != 0) {
                const int d = std::countr_zero(static_cast<unsigned>(f.rest));
                f.rest = static_cast<uint8_t>(f.rest & (f.rest - 1));
                const model::CellIndex m = board_.neighbourAt(f.cell, d);
                const auto mi = static_cast<size_t>(m);
                if (label_[mi] < 0) {
                    discover(m, f.cell, piece);
                    stack_[top++] = {m, ring_[mi]}; // f stays valid: the stack never reallocates
                } else if (m != parent_[ci]) {
                    low_[ci] = std::min(low_[ci], disc_[mi]);
                }
                continue;
            }
            end_[ci] = time;
            --top;
            if (const model::CellIndex p = parent_[ci]; p != model::kNoCell) {
                const auto pi = static_cast<size_t>(p);
                low_[pi] = std::min(low_[pi], low_[ci]);
                if (low_[ci] >= disc_[pi])
                    cut_[6 * pi + cutCount_[pi]++] = f.cell;
            }
        }
    }
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
int WaterComponentsTracker::piecesAfterAdding(model::CellIndex added, model::CellIndex removed, bool split) const
{
    const auto ai = static_cast<size_t>(added);
    unsigned mask = ring_[ai];
    for (int d = 0; d < 6; ++d)
        mask &= board_.neighbourAt(added, d) == removed ? ~(1u << d) : ~0u;
    if (kRingRuns[mask] <= 1)
        return mask == 0 ? 1 : 0;
    int seen[6];
    int distinct = 0;
    const int removedPiece = labelOf(removed);
    for (int d = 0; d < 6; ++d) {
        if (!((mask >> d) & 1) || ((mask >> ((d + 5) % 6)) & 1))
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

int WaterComponentsTracker::delta(const model::Swap& s) const
{
    if (s.layer == model::Layer::Token)
        return 0;
    const bool wa = labelOf(s.a) >= 0, wb = labelOf(s.b) >= 0;
    if (wa == wb)
        return 0;
    const model::CellIndex w = wa ? s.a : s.b, l = wa ? s.b : s.a;
    const int runs = kRingRuns[ring_[static_cast<size_t>(w)]];
    const int afterRemoval = runs <= 1 ? pieces_ - (runs == 0 ? 1 : 0) : pieces_ - 1 + piecesWithout(w);
    return violations(afterRemoval + piecesAfterAdding(l, w, runs > 1)) - violations(pieces_);
}

void WaterComponentsTracker::cells(std::vector<model::CellIndex>& out)
{
    out.clear();
    if (pieces_ <= allowed_)
        return;
    std::fill(kept_.begin(), kept_.begin() + pieces_, 0);
    for (int k = 0; k < allowed_; ++k) {
        int largest = -1;
        for (int p = 0; p < pieces_; ++p)
            if (!kept_[static_cast<size_t>(p)] && (largest < 0 || sizes_[static_cast<size_t>(p)] > sizes_[static_cast<size_t>(largest)]))
                largest = p;
        kept_[static_cast<size_t>(largest)] = 1;
    }
    for (model::CellIndex c = 0; c < board_.size(); ++c)
        if (const int l = label_[static_cast<size_t>(c)]; l >= 0 && !kept_[static_cast<size_t>(l)])
            out.push_back(c);
}

void WaterComponentsTracker::applied(const model::Map& map, const model::Swap& s, bool waterChanged)
{
    if (!waterChanged || s.layer == model::Layer::Token)
        return;
    // a and b traded places between water and land: flip them and their neighbours' ring bits.
    for (const model::CellIndex c : {s.a, s.b}) {
        const auto ci = static_cast<size_t>(c);
        water_[ci] = isWater_[map.terrain(c)];
        const auto at = std::lower_bound(waterCells_.begin(), waterCells_.end(), c);
        if (water_[ci]) {
            waterCells_.insert(at, c); // within the reserved capacity
        } else {
            waterCells_.erase(at);
            label_[ci] = -1;
        }
        for (int d = 0; d < 6; ++d)
            if (const model::CellIndex m = board_.neighbourAt(c, d); m != model::kNoCell) {
                const auto bitFromM = static_cast<uint8_t>(1u << model::opposite(d));
                ring_[static_cast<size_t>(m)] = static_cast<uint8_t>(water_[ci] ? ring_[static_cast<size_t>(m)] | bitFromM
                                                                                 : ring_[static_cast<size_t>(m)] & ~bitFromM);
            }
    }
    relabel();
}

} // namespace hexloom::core::algorithms
