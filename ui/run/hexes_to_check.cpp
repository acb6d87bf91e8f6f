#include "ui/run/hexes_to_check.h"

#include <numeric>

namespace hexloom::ui::run {

using core::model::CellIndex;

void HexesToCheck::reset(int cells)
{
    cells_ = cells;
    all_ = false;
    in_.assign(static_cast<size_t>(cells), 0);
    list_.clear();
}

void HexesToCheck::add(CellIndex cell)
{
    if (all_ || cell < 0 || cell >= cells_)
        return;
    auto& in = in_[static_cast<size_t>(cell)];
    if (in)
        return;
    in = 1;
    list_.push_back(cell);
}

void HexesToCheck::add(const std::vector<CellIndex>& cells)
{
    for (CellIndex c : cells)
        add(c);
}

std::vector<CellIndex> HexesToCheck::take()
{
    std::vector<CellIndex> out;
    if (all_) {
        out.resize(static_cast<size_t>(cells_));
        std::iota(out.begin(), out.end(), 0);
        in_.assign(static_cast<size_t>(cells_), 0);
        list_.clear();
        all_ = false;
        return out;
    }
    out.swap(list_);
    for (CellIndex c : out)
        in_[static_cast<size_t>(c)] = 0;
    return out;
}

} // namespace hexloom::ui::run
