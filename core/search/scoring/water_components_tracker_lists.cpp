#include "core/search/scoring/water_components_tracker.h"

#include <algorithm>

// The tracker's listings and draws of violating cells from the labels kept across moves (boards
// of localFrom hexes or more): the exact listing, the hint, and minorCell().
namespace hexloom::core::search {

// The violating cells from the kept labels: every water cell outside the `allowed` largest pieces.
// Exact (cells()): ties to the piece whose first cell comes first, as the requirement orders them,
// which takes a pass over the board to rank the pieces and list the cells ascending. The hint
// (recentCells()) breaks ties by piece id instead and reads the pieces' own cell lists: its cost
// is the number of pieces plus the cells it lists, whatever the board size.
void WaterComponentsTracker::listLocal(bool exact)
{
    violatingValid_ = true;
    listedAgo_ = 0;
    violating_.clear();
    labelled_ = pieces_;
    if (pieces_ <= allowed_)
        return;
    if (!exact) {
        listHint();
        return;
    }
    std::vector<int>& roots = roots_;
    std::vector<int>& rank = rank_;
    roots.clear(); // both within their capacity once warm: no allocation per listing
    rank.assign(local_->nodes(), -1);
    for (model::CellIndex c = 0; c < board_.size(); ++c)
        if (water_[static_cast<size_t>(c)])
            if (const int p = local_->pieceOf(c); rank[static_cast<size_t>(p)] < 0) {
                rank[static_cast<size_t>(p)] = static_cast<int>(roots.size());
                roots.push_back(p);
            }
    const auto larger = [&](int a, int b) { return local_->sizeOf(a) > local_->sizeOf(b) || (local_->sizeOf(a) == local_->sizeOf(b) && rank[static_cast<size_t>(a)] < rank[static_cast<size_t>(b)]); };
    const auto keep = std::min(static_cast<size_t>(std::max(0, allowed_)), roots.size());
    std::partial_sort(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(keep), roots.end(), larger);
    for (size_t k = 0; k < keep; ++k)
        rank[static_cast<size_t>(roots[k])] = -2; // kept
    for (model::CellIndex c = 0; c < board_.size(); ++c)
        if (water_[static_cast<size_t>(c)] && rank[static_cast<size_t>(local_->pieceOf(c))] != -2)
            violating_.push_back(c);
}

// The hint: the cells of every piece but the `allowed` largest (ties: the lower piece id).
void WaterComponentsTracker::listHint()
{
    std::vector<int>& roots = roots_;
    const std::vector<int>& pieces = local_->pieces();
    roots.assign(pieces.begin(), pieces.end());
    const auto larger = [&](int a, int b) { return local_->sizeOf(a) > local_->sizeOf(b) || (local_->sizeOf(a) == local_->sizeOf(b) && a < b); };
    const auto keep = std::min(static_cast<size_t>(std::max(0, allowed_)), roots.size());
    std::partial_sort(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(keep), roots.end(), larger);
    for (size_t k = keep; k < roots.size(); ++k)
        local_->forEachCell(roots[k], [&](model::CellIndex c) { violating_.push_back(c); });
}

model::CellIndex WaterComponentsTracker::minorCell(run::Random& random)
{
    if (!local_ || pieces_ <= allowed_)
        return model::kNoCell;
    const std::vector<int>& pieces = local_->pieces();
    if (rankedAgo_ < 0 || rankedAgo_ >= std::max(8, board_.size() / 1024) || rankedAt_ != local_->generation()) {
        roots_.assign(pieces.begin(), pieces.end());
        const auto larger = [&](int a, int b) { return local_->sizeOf(a) > local_->sizeOf(b) || (local_->sizeOf(a) == local_->sizeOf(b) && a < b); };
        const auto keep = std::min(static_cast<size_t>(std::max(0, allowed_)), roots_.size());
        std::partial_sort(roots_.begin(), roots_.begin() + static_cast<std::ptrdiff_t>(keep), roots_.end(), larger);
        largest_.assign(roots_.begin(), roots_.begin() + static_cast<std::ptrdiff_t>(keep));
        rankedAgo_ = 0;
        rankedAt_ = local_->generation();
    }
    // More pieces than `allowed`, so a draw misses the largest with a chance of at least 1/(allowed + 1).
    for (;;) {
        const int piece = pieces[random.below(static_cast<uint32_t>(pieces.size()))];
        bool kept = false;
        for (const int node : largest_)
            kept = kept || local_->rootOf(node) == piece;
        if (!kept)
            return local_->cellAt(piece, static_cast<int>(random.below(static_cast<uint32_t>(std::min(local_->sizeOf(piece), 64)))));
    }
}

} // namespace hexloom::core::search
