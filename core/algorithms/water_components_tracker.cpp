#include "core/algorithms/water_components_tracker.h"

namespace hexloom::core::algorithms {

WaterComponentsTracker::WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed)
    : board_(board), rules_(rules), allowed_(allowed)
{
}

void WaterComponentsTracker::reset(const model::Map& map)
{
    pieces_ = labels_.label(board_, [&](model::CellIndex c) { return rules_.isWater(map.terrain(c)); });
    ++version_;
    subPiece_.assign(static_cast<size_t>(board_.size()), -1);
    splitStamp_.assign(static_cast<size_t>(board_.size()), 0);
}

int WaterComponentsTracker::splitWithout(const model::Map& map, model::CellIndex w)
{
    if (splitCell_ == w && splitVersion_ == version_)
        return splitPieces_;
    splitCell_ = w;
    splitVersion_ = version_;
    const uint64_t stamp = ++splitRound_;
    const int piece = labels_.labelOf(w);
    splitPieces_ = 0;
    for (model::CellIndex start : board_.neighbours(w)) {
        if (!rules_.isWater(map.terrain(start)) || splitStamp_[static_cast<size_t>(start)] == stamp)
            continue;
        splitStamp_[static_cast<size_t>(start)] = stamp;
        subPiece_[static_cast<size_t>(start)] = splitPieces_;
        stack_.assign(1, start);
        while (!stack_.empty()) {
            const model::CellIndex c = stack_.back();
            stack_.pop_back();
            for (model::CellIndex n : board_.neighbours(c))
                if (n != w && labels_.labelOf(n) == piece && splitStamp_[static_cast<size_t>(n)] != stamp) {
                    splitStamp_[static_cast<size_t>(n)] = stamp;
                    subPiece_[static_cast<size_t>(n)] = splitPieces_;
                    stack_.push_back(n);
                }
        }
        ++splitPieces_;
    }
    return splitPieces_;
}

// Runs of water cells around c's ring of six (missing neighbours count as land).
int WaterComponentsTracker::runsAround(const model::Map& map, model::CellIndex c) const
{
    int runs = 0, inside = 0;
    bool previous = water(map, board_.neighbourAt(c, 5));
    for (int d = 0; d < 6; ++d) {
        const bool here = water(map, board_.neighbourAt(c, d));
        inside += here ? 1 : 0;
        runs += (here && !previous) ? 1 : 0;
        previous = here;
    }
    return inside == 6 ? 1 : runs;
}

// Pieces after `removed` left the water (splitting nothing) and `added` joined it.
int WaterComponentsTracker::piecesAfterAdding(const model::Map& map, model::CellIndex added, model::CellIndex removed) const
{
    int seen[6];
    int distinct = 0;
    const bool split = splitCell_ == removed && splitVersion_ == version_;
    const int removedPiece = labels_.labelOf(removed);
    for (model::CellIndex n : board_.neighbours(added)) {
        if (n == removed || !rules_.isWater(map.terrain(n)))
            continue;
        int label = labels_.labelOf(n);
        if (split && label == removedPiece)
            label = board_.size() + subPiece_[static_cast<size_t>(n)];
        bool known = false;
        for (int i = 0; i < distinct; ++i)
            known = known || seen[i] == label;
        if (!known)
            seen[distinct++] = label;
    }
    return 1 - distinct;
}

int WaterComponentsTracker::delta(model::Map& map, const model::Swap& s)
{
    if (s.layer == model::Layer::Token)
        return 0;
    const bool wa = rules_.isWater(map.terrain(s.a)), wb = rules_.isWater(map.terrain(s.b));
    if (wa == wb)
        return 0;
    const model::CellIndex w = wa ? s.a : s.b, l = wa ? s.b : s.a;
    const int runs = runsAround(map, w);
    const int afterRemoval = runs <= 1 ? pieces_ - (runs == 0 ? 1 : 0) : pieces_ - 1 + splitWithout(map, w);
    return violations(afterRemoval + piecesAfterAdding(map, l, w)) - violations(pieces_);
}

void WaterComponentsTracker::applied(const model::Map& map, const model::Swap& s, bool waterChanged)
{
    if (waterChanged && s.layer != model::Layer::Token)
        reset(map);
}

} // namespace hexloom::core::algorithms
