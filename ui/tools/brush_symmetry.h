#pragma once
// The symmetric brush's view of the board: the orbit of every cell under the active symmetry
// (core/symmetry), built once per board and mode and reused for every stroke, so a drag on a big
// board does not rebuild the images at each hex.
#include <memory>
#include <vector>

#include "core/model/board.h"
#include "core/symmetry/board_symmetry.h"

namespace hexloom::ui::tools {

class BrushSymmetry {
public:
    // `cells` with every image under `mode` on `board` added (each cell once, in the order first
    // met). Unchanged when the mode is None or the board's shape is not invariant under it.
    std::vector<core::model::CellIndex> expand(const std::shared_ptr<const core::model::Board>& board, core::symmetry::SymmetryMode mode,
                                               const std::vector<core::model::CellIndex>& cells);

private:
    // The symmetry of `board` under `mode`, or null when the shape is not invariant.
    const core::symmetry::BoardSymmetry* symmetryOf(const std::shared_ptr<const core::model::Board>& board, core::symmetry::SymmetryMode mode);

    std::weak_ptr<const core::model::Board> board_; // the board `symmetry_` was built for
    core::symmetry::SymmetryMode mode_ = core::symmetry::SymmetryMode::None;
    std::unique_ptr<core::symmetry::BoardSymmetry> symmetry_; // null: None, or not invariant
    std::vector<char> seen_; // per cell, cleared after each expand()
};

} // namespace hexloom::ui::tools
