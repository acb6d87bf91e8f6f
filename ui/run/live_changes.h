#pragma once
// A live run's changes so far, for its undo step: each hex the run changed, with its state before
// the run first changed it. Flat per-hex storage, so remembering the 40,000 hexes of a big
// snapshot on a 250,000-hex board costs a pass over them, not 40,000 tree insertions on the GUI
// thread (a std::map took ~4 ms of such a frame).
#include <cstdint>
#include <vector>

#include "ui/document/cell_state.h"

namespace hexloom::ui::run {

class LiveChanges {
public:
    // Remembers `before` for `cell` unless the cell was remembered already (its first state counts).
    // `cells` is the board's size; a board of another size forgets everything first.
    void remember(int cells, core::model::CellIndex cell, const document::CellState& before);
    // The designer owns this hex now: it is no longer the run's to undo.
    void forget(core::model::CellIndex cell);
    bool empty() const { return count_ == 0; }
    int size() const { return count_; }
    // The remembered hexes in ascending order with their first states; forgets them all.
    void take(std::vector<core::model::CellIndex>& cells, std::vector<document::CellState>& before);
    void clear();

private:
    std::vector<document::CellState> before_; // by hex
    std::vector<std::uint8_t> has_;           // by hex
    std::vector<core::model::CellIndex> order_; // hexes remembered, forgotten ones included
    int count_ = 0;
};

} // namespace hexloom::ui::run
