#pragma once
// A set of cells with O(1) insert, erase and membership, listed in no particular order (a
// removed cell's place goes to the last one): the violating hexes a tracker keeps for move
// choice, changed a few at a time on every move and read without a pass over the board.
#include <span>
#include <vector>

#include "core/model/board.h"

namespace hexloom::core::search {

class CellSet {
public:
    explicit CellSet(int cells) : position_(static_cast<size_t>(cells), -1) {}

    bool contains(model::CellIndex c) const { return position_[static_cast<size_t>(c)] >= 0; }
    void insert(model::CellIndex c)
    {
        if (contains(c))
            return;
        position_[static_cast<size_t>(c)] = static_cast<int>(list_.size());
        list_.push_back(c);
    }
    void erase(model::CellIndex c)
    {
        const int at = position_[static_cast<size_t>(c)];
        if (at < 0)
            return;
        const model::CellIndex last = list_.back();
        list_[static_cast<size_t>(at)] = last;
        position_[static_cast<size_t>(last)] = at;
        list_.pop_back();
        position_[static_cast<size_t>(c)] = -1;
    }
    // O(size), not O(cells).
    void clear()
    {
        for (const model::CellIndex c : list_)
            position_[static_cast<size_t>(c)] = -1;
        list_.clear();
    }
    std::span<const model::CellIndex> cells() const { return list_; }

private:
    std::vector<int> position_; // per cell: its index in list_, or -1
    std::vector<model::CellIndex> list_;
};

} // namespace hexloom::core::search
