#include "ui/tools/brush_symmetry.h"

namespace hexloom::ui::tools {

using core::model::CellIndex;
using core::symmetry::BoardSymmetry;
using core::symmetry::SymmetryMode;

const BoardSymmetry* BrushSymmetry::symmetryOf(const std::shared_ptr<const core::model::Board>& board, SymmetryMode mode)
{
    if (board_.lock() != board || mode_ != mode) {
        board_ = board;
        mode_ = mode;
        symmetry_.reset();
        if (mode != SymmetryMode::None && board) {
            try {
                symmetry_ = std::make_unique<BoardSymmetry>(BoardSymmetry::of(*board, mode));
            } catch (const core::symmetry::SymmetryError&) {
                // The shape is not invariant (the board was edited since the mode was chosen):
                // the brush paints what it touches and the Search dock says why.
            }
        }
    }
    return symmetry_.get();
}

std::vector<CellIndex> BrushSymmetry::expand(const std::shared_ptr<const core::model::Board>& board, SymmetryMode mode,
                                             const std::vector<CellIndex>& cells)
{
    const BoardSymmetry* symmetry = symmetryOf(board, mode);
    if (!symmetry)
        return cells;
    seen_.resize(static_cast<size_t>(symmetry->cellCount()), 0);
    std::vector<CellIndex> out;
    out.reserve(cells.size() * static_cast<size_t>(symmetry->transformCount()));
    for (CellIndex c : cells)
        for (int t = 0; t < symmetry->transformCount(); ++t) {
            const CellIndex image = symmetry->image(t, c);
            if (!seen_[static_cast<size_t>(image)]) {
                seen_[static_cast<size_t>(image)] = 1;
                out.push_back(image);
            }
        }
    for (CellIndex c : out)
        seen_[static_cast<size_t>(c)] = 0;
    return out;
}

} // namespace hexloom::ui::tools
