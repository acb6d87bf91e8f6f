#include "core/algorithms/water_components_tracker.h"

namespace hexloom::core::algorithms {

WaterComponentsTracker::WaterComponentsTracker(const model::Board& board, const rules::RuleSet& rules, int allowed)
    : board_(board), rules_(rules), allowed_(allowed)
{
}

void WaterComponentsTracker::reset(const model::Map& map)
{
    pieces_ = labels_.label(board_, [&](model::CellIndex c) { return rules_.isWater(map.terrain(c)); });
}

int WaterComponentsTracker::countPieces(const model::Map& map)
{
    return scratch_.label(board_, [&](model::CellIndex c) { return rules_.isWater(map.terrain(c)); });
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
    for (model::CellIndex n : board_.neighbours(added)) {
        if (n == removed || !rules_.isWater(map.terrain(n)))
            continue;
        const int label = labels_.labelOf(n);
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
    int after = 0;
    if (runs <= 1) {
        after = pieces_ - (runs == 0 ? 1 : 0) + piecesAfterAdding(map, l, w);
    } else {
        map.apply(s);
        after = countPieces(map);
        map.apply(s);
    }
    return violations(after) - violations(pieces_);
}

void WaterComponentsTracker::applied(const model::Map& map, const model::Swap& s, bool waterChanged)
{
    if (waterChanged && s.layer != model::Layer::Token)
        reset(map);
}

} // namespace hexloom::core::algorithms
