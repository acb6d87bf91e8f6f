#include "ui/scene/cell_selection.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;

CellSelection::CellSelection(CellIndex boardSize)
    : boardSize_(boardSize < 0 ? 0 : boardSize), words_((static_cast<size_t>(boardSize_) + 63) / 64, 0)
{
}

CellSelection CellSelection::all(CellIndex boardSize)
{
    CellSelection s(boardSize);
    s.invert();
    return s;
}

CellSelection CellSelection::of(CellIndex boardSize, const std::vector<CellIndex>& cells)
{
    CellSelection s(boardSize);
    for (CellIndex c : cells)
        s.insert(c);
    return s;
}

bool CellSelection::contains(CellIndex cell) const
{
    return onBoard(cell) && (words_[static_cast<size_t>(cell) / 64] >> (static_cast<size_t>(cell) % 64) & 1U) != 0;
}

void CellSelection::insert(CellIndex cell)
{
    if (!onBoard(cell) || contains(cell))
        return;
    words_[static_cast<size_t>(cell) / 64] |= uint64_t{1} << (static_cast<size_t>(cell) % 64);
    ++count_;
}

void CellSelection::erase(CellIndex cell)
{
    if (!contains(cell))
        return;
    words_[static_cast<size_t>(cell) / 64] &= ~(uint64_t{1} << (static_cast<size_t>(cell) % 64));
    --count_;
}

void CellSelection::invert()
{
    for (uint64_t& w : words_)
        w = ~w;
    clearTail();
    count_ = static_cast<size_t>(boardSize_) - count_;
}

void CellSelection::clearTail()
{
    const size_t used = static_cast<size_t>(boardSize_) % 64;
    if (used != 0)
        words_.back() &= (uint64_t{1} << used) - 1;
}

std::vector<CellIndex> CellSelection::cells() const
{
    std::vector<CellIndex> out;
    out.reserve(count_);
    forEach([&out](CellIndex c) { out.push_back(c); });
    return out;
}

CellIndex CellSelection::first() const
{
    for (size_t w = 0; w < words_.size(); ++w)
        if (words_[w] != 0)
            return static_cast<CellIndex>(w * 64 + static_cast<size_t>(__builtin_ctzll(words_[w])));
    return core::model::kNoCell;
}

} // namespace hexloom::ui::scene
