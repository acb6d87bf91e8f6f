#include "core/search/scoring/water_components_tracker.h"

#include <bit>

// The tracker's floods over bit words on boards under 128 hexes (two words a map): the pieces'
// labels without the depth-first data, and the piece count after a few cells flip.
namespace hexloom::core::search {

// The labels and sizes relabel() gives (pieces numbered from their lowest cell up, so the same
// numbers), by growing each piece a whole frontier at a time: a join of several water runs
// reads only these, and a split query later takes relabel() for the depth-first data. Other
// boards: relabel().
void WaterComponentsTracker::relabelPieces()
{
    if (neighbourWords_.empty()) {
        relabel();
        return;
    }
    stale_ = false;
    violatingValid_ = false;
    std::array<uint64_t, 2> open = waterWords_;
    int* label = label_.data();
    const std::array<uint64_t, 2>* neighbours = neighbourWords_.data();
    int pieces = 0;
    for (size_t w = 0; w < 2; ++w)
        while (open[w] != 0) {
            const int piece = pieces++;
            int size = 0;
            std::array<uint64_t, 2> front{};
            front[w] = open[w] & (~open[w] + 1);
            open[w] &= open[w] - 1;
            while ((front[0] | front[1]) != 0) {
                std::array<uint64_t, 2> next{};
                for (size_t fw = 0; fw < 2; ++fw)
                    for (uint64_t bits = front[fw]; bits != 0; bits &= bits - 1) {
                        const size_t c = fw * 64 + static_cast<size_t>(std::countr_zero(bits));
                        label[c] = piece;
                        ++size;
                        next[0] |= neighbours[c][0];
                        next[1] |= neighbours[c][1];
                    }
                front = {next[0] & open[0], next[1] & open[1]};
                open[0] &= ~front[0];
                open[1] &= ~front[1];
            }
            sizes_[static_cast<size_t>(piece)] = size;
        }
    pieces_ = labelled_ = pieces;
}

// Grows each piece from its lowest cell a whole frontier at a time: the union of the frontier's
// neighbour words, less the cells already reached.
int WaterComponentsTracker::countFlipped(std::span<const model::CellIndex> flipped) const
{
    if (neighbourWords_.empty())
        return -1;
    std::array<uint64_t, 2> open = waterWords_;
    for (const model::CellIndex c : flipped)
        open[static_cast<size_t>(c) >> 6] ^= uint64_t{1} << (c & 63);
    int pieces = 0;
    for (size_t w = 0; w < 2; ++w)
        while (open[w] != 0) {
            std::array<uint64_t, 2> front{};
            front[w] = open[w] & (~open[w] + 1);
            open[w] &= open[w] - 1;
            while ((front[0] | front[1]) != 0) {
                std::array<uint64_t, 2> next{};
                for (size_t fw = 0; fw < 2; ++fw)
                    for (uint64_t bits = front[fw]; bits != 0; bits &= bits - 1) {
                        const auto& nb = neighbourWords_[fw * 64 + static_cast<size_t>(std::countr_zero(bits))];
                        next[0] |= nb[0];
                        next[1] |= nb[1];
                    }
                front = {next[0] & open[0], next[1] & open[1]};
                open[0] &= ~front[0];
                open[1] &= ~front[1];
            }
            ++pieces;
        }
    return violations(pieces);
}

} // namespace hexloom::core::search
