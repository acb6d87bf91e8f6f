#include "ui/run/live_changes.h"

#include <algorithm>

namespace hexloom::ui::run {

using core::model::CellIndex;

void LiveChanges::remember(int cells, CellIndex cell, const document::CellState& before)
{
    if (static_cast<int>(has_.size()) != cells) {
        clear();
        has_.assign(static_cast<size_t>(cells), 0);
        before_.assign(static_cast<size_t>(cells), {});
    }
    auto& has = has_[static_cast<size_t>(cell)];
    if (has)
        return;
    has = 1;
    before_[static_cast<size_t>(cell)] = before;
    order_.push_back(cell);
    ++count_;
}

void LiveChanges::forget(CellIndex cell)
{
    if (cell < 0 || cell >= static_cast<CellIndex>(has_.size()) || !has_[static_cast<size_t>(cell)])
        return;
    has_[static_cast<size_t>(cell)] = 0;
    --count_; // its entry in order_ is skipped by take() and clear()
}

void LiveChanges::take(std::vector<CellIndex>& cells, std::vector<document::CellState>& before)
{
    std::sort(order_.begin(), order_.end());
    for (CellIndex c : order_)
        if (has_[static_cast<size_t>(c)]) { // once: a hex forgotten and remembered again is listed twice
            has_[static_cast<size_t>(c)] = 0;
            cells.push_back(c);
            before.push_back(before_[static_cast<size_t>(c)]);
        }
    clear();
}

void LiveChanges::clear()
{
    for (CellIndex c : order_)
        has_[static_cast<size_t>(c)] = 0;
    order_.clear();
    count_ = 0;
}

} // namespace hexloom::ui::run
