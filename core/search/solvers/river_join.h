#pragma once
// A multi-swap move that joins a minor water piece to the nearest other one: the shortest path of
// unlocked land hexes from the piece to other water is filled with water taken from the piece's
// far end. On big boards the river pieces left after the local conflicts are mended lie a few
// hexes apart, and single swaps can only walk a piece there hex by hex through moves that do not
// change the piece count; the move does the walk in one step.
//
// The piece is searched breadth-first from the hex `start`; then a breadth-first search over land
// from every hex of the piece finds the nearest hex of other water and its path p1..pL (p1 beside
// the piece hex r, pL beside the other water). The k = min(size, L) last hexes of the piece in
// breadth-first order from `start` (from r instead when r is among them) trade places with the
// path: with size > L they fill the whole path and the rest of the piece (a prefix of a
// breadth-first order, so connected, and holding r) touches p1; otherwise the whole piece moves
// onto pL, pL-1, ..., next to the other water. Either way the piece count drops by at least one. Only unlocked hexes move, each swap
// keeps the pools and the swap zones (layeredSwaps), and the swaps touch disjoint pairs of hexes,
// so applying them in reverse order undoes the move.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/model/swap.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::search {

class RiverJoin {
public:
    struct Limits {
        int maxPiece = 4096; // larger pieces are not moved
        int maxPath = 8;     // at most this many land hexes between the piece and other water
        int partial = 64;    // with piece labels: hexes of a bigger piece searched
    };
    RiverJoin(const model::Board& board, const rules::RuleSet& rules, Limits limits);
    RiverJoin(const model::Board& board, const rules::RuleSet& rules) : RiverJoin(board, rules, Limits{}) {}

    // The swaps of the move for the water piece holding `start` on `map` (replacing `out`); false,
    // with `out` empty, when start is not water, the piece is too big (without labels: more than
    // maxPiece hexes; with them: no hexes to move that split nothing), no other water lies within
    // the path limit over unlocked land, or a hex that would move is locked or of another zone.
    bool build(const model::Map& map, model::CellIndex start, std::vector<model::Swap>& out);
    // Water piece labels of the maps build() is given (IncrementalScore::waterPieceOf: a piece id,
    // or -1 when none are kept). With them a piece of more than `partial` hexes is searched only
    // that far from `start`: the path search tells its other water by the label, and the hexes
    // that move are searched hexes whose removal splits nothing (their water neighbours form one
    // run around the ring, taken one after another), so a step costs no more on a long river.
    void setPieceLabels(std::function<int(model::CellIndex)> pieceOf) { pieceOf_ = std::move(pieceOf); }

private:
    bool water(const model::Map& map, model::CellIndex c) const { return rules_.isWater(map.terrain(c)); }
    // The piece holding `from` in breadth-first order into `order`; false when over the limit.
    bool piece(const model::Map& map, model::CellIndex from, uint32_t stamp, std::vector<model::CellIndex>& order, int limit);
    bool movable(const model::Map& map, model::CellIndex root, size_t k);
    bool pairAll(const model::Map& map, size_t k, std::vector<model::Swap>& out);
    // The land path from the piece (marked with pieceStamp_) to other water, p1 first; false if none.
    bool path(const model::Map& map, model::CellIndex& root);
    bool pair(const model::Map& map, model::CellIndex from, model::CellIndex to, std::vector<model::Swap>& out) const;
    uint32_t nextStamp();

    const model::Board& board_;
    const rules::RuleSet& rules_;
    Limits limits_;
    std::vector<uint32_t> seen_;             // per cell: the stamp of the search that reached it
    std::vector<model::CellIndex> parent_;   // per cell: the land search's predecessor
    std::vector<model::CellIndex> order_, queue_, path_, moving_;
    std::function<int(model::CellIndex)> pieceOf_;
    int startPiece_ = -1; // the label of start's piece, -1 without labels
    bool whole_ = true;   // the piece search reached the whole piece
    uint32_t stamp_ = 0, pieceStamp_ = 0;
};

} // namespace hexloom::core::search
