#pragma once
// The hexes where a live run's document may differ from the newest snapshot taken: the hexes each
// snapshot changed (found on the worker), the designer's edits since, and locked hexes the run
// could not write. Applying a snapshot compares only these, so its cost on the GUI thread follows
// the change, not the board. Invariant (kept by RunController): every hex outside the set holds
// what the newest snapshot taken holds. A change whose hexes are unknown marks every hex.
#include <cstdint>
#include <vector>

#include "core/model/board.h"

namespace hexloom::ui::run {

class HexesToCheck {
public:
    // Empty, for a board of `cells` hexes.
    void reset(int cells);
    void add(core::model::CellIndex cell);
    void add(const std::vector<core::model::CellIndex>& cells);
    // Every hex of the board (what changed is not known).
    void addAll() { all_ = true; }
    bool everyHex() const { return all_; }
    bool empty() const { return !all_ && list_.empty(); }
    // The hexes in the set, each once (every hex in order when everyHex()); empties the set.
    std::vector<core::model::CellIndex> take();

private:
    int cells_ = 0;
    bool all_ = false;
    std::vector<std::uint8_t> in_; // by hex
    std::vector<core::model::CellIndex> list_;
};

} // namespace hexloom::ui::run
