#include "core/model/board.h"

#include <algorithm>
#include <climits>
#include <map>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::model {

namespace {
int floorDiv2(int v) { return v >= 0 ? v / 2 : -((-v + 1) / 2); }

void checkCells(int64_t cells)
{
    if (cells > kMaxBoardCells)
        throw text::TextError(text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a board of %1 cells exceeds the limit of %2"),
                                             {{std::to_string(cells)}, {std::to_string(kMaxBoardCells)}}});
}

void checkExtent(const char* what, int v, int lo)
{
    if (v < lo || v > kMaxBoardExtent)
        throw text::TextError(text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board %1 must be between %2 and %3, got %4"),
                                             {text::marked(what), {std::to_string(lo)}, {std::to_string(kMaxBoardExtent)}, {std::to_string(v)}}});
}
} // namespace

Board Board::terraMystica(int rows, int longRow, bool firstRowLong)
{
    checkExtent(QT_TRANSLATE_NOOP("hexloom::core", "rows"), rows, 1);
    checkExtent(QT_TRANSLATE_NOOP("hexloom::core", "long row length"), longRow, 2);
    const int shortRows = firstRowLong ? rows / 2 : (rows + 1) / 2;
    checkCells(int64_t{rows} * longRow - shortRows);
    // Long rows unshifted, short rows shifted right: parity makes row 0 shifted iff it is short.
    const int parity = firstRowLong ? 0 : 1;
    std::vector<Hex> cells;
    for (int r = 0; r < rows; ++r) {
        const bool isLong = ((r % 2) == 0) == firstRowLong;
        const int len = isLong ? longRow : longRow - 1;
        for (int c = 0; c < len; ++c)
            cells.push_back({c - floorDiv2(r + parity), r});
    }
    Board b = fromCells(std::move(cells), parity, BoardShape::TerraMysticaRows);
    b.shapeParams_ = {rows, longRow, firstRowLong ? 1 : 0};
    return b;
}

Board Board::hexagon(int radius)
{
    checkExtent(QT_TRANSLATE_NOOP("hexloom::core", "radius"), radius, 0);
    checkCells(3 * int64_t{radius} * (radius + 1) + 1);
    std::vector<Hex> cells;
    for (int r = -radius; r <= radius; ++r)
        for (int q = std::max(-radius, -r - radius); q <= std::min(radius, -r + radius); ++q)
            cells.push_back({q, r});
    Board b = fromCells(std::move(cells), 0, BoardShape::Hexagon);
    b.shapeParams_ = {radius, 0, 0};
    return b;
}

Board Board::rectangle(int width, int height)
{
    checkExtent(QT_TRANSLATE_NOOP("hexloom::core", "width"), width, 1);
    checkExtent(QT_TRANSLATE_NOOP("hexloom::core", "height"), height, 1);
    checkCells(int64_t{width} * height);
    std::vector<Hex> cells;
    for (int r = 0; r < height; ++r)
        for (int c = 0; c < width; ++c)
            cells.push_back({c - floorDiv2(r), r});
    Board b = fromCells(std::move(cells), 0, BoardShape::Rectangle);
    b.shapeParams_ = {width, height, 0};
    return b;
}

Board Board::fromCells(std::vector<Hex> cells, int parity, BoardShape shape)
{
    if (cells.size() > static_cast<size_t>(kMaxBoardCells))
        throw text::TextError(text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "board has %1 cells; the limit is %2"),
                                             {{std::to_string(cells.size())}, {std::to_string(kMaxBoardCells)}}});
    Board b;
    b.shape_ = shape;
    b.hexes_ = std::move(cells);
    b.build(parity);
    return b;
}

void Board::build(int parity)
{
    // File order: by row, then by column.
    std::sort(hexes_.begin(), hexes_.end(), [parity](Hex a, Hex b) {
        if (a.r != b.r)
            return a.r < b.r;
        return a.q + floorDiv2(a.r + parity) < b.q + floorDiv2(b.r + parity);
    });
    hexes_.erase(std::unique(hexes_.begin(), hexes_.end()), hexes_.end());

    int minR = INT_MAX, maxR = INT_MIN, minC = INT_MAX, maxC = INT_MIN;
    for (Hex h : hexes_) {
        const int c = h.q + floorDiv2(h.r + parity);
        minR = std::min(minR, h.r);
        maxR = std::max(maxR, h.r);
        minC = std::min(minC, c);
        maxC = std::max(maxC, c);
    }
    if (hexes_.empty())
        minR = maxR = minC = maxC = 0;
    layout_ = HexLayout(parity, minR, minC);
    rowCount_ = hexes_.empty() ? 0 : maxR - minR + 1;
    colCount_ = hexes_.empty() ? 0 : maxC - minC + 1;

    const auto n = hexes_.size();
    index_.clear();
    index_.reserve(n);
    for (size_t i = 0; i < n; ++i)
        index_.emplace(hexes_[i], static_cast<CellIndex>(i));

    dirNeighbours_.assign(6 * n, kNoCell);
    nbrStart_.assign(n + 1, 0);
    nbrList_.clear();
    nbrList_.reserve(6 * n);
    for (size_t i = 0; i < n; ++i) {
        nbrStart_[i] = static_cast<int32_t>(nbrList_.size());
        for (int d = 0; d < 6; ++d) {
            const CellIndex j = indexOf(neighbour(hexes_[i], d));
            dirNeighbours_[6 * i + static_cast<size_t>(d)] = j;
            if (j != kNoCell)
                nbrList_.push_back(j);
        }
    }
    nbrStart_[n] = static_cast<int32_t>(nbrList_.size());

    // Border: first/last row, or first/last hex of its row.
    std::map<int, std::pair<int, int>> rowExtent;
    for (Hex h : hexes_) {
        const int c = h.q + floorDiv2(h.r + parity);
        auto [it, inserted] = rowExtent.try_emplace(h.r, c, c);
        if (!inserted) {
            it->second.first = std::min(it->second.first, c);
            it->second.second = std::max(it->second.second, c);
        }
    }
    border_.assign(n, 0);
    for (size_t i = 0; i < n; ++i) {
        const Hex h = hexes_[i];
        const int c = h.q + floorDiv2(h.r + parity);
        const auto& ext = rowExtent[h.r];
        border_[i] = (h.r == minR || h.r == maxR || c == ext.first || c == ext.second) ? 1 : 0;
    }
}

CellIndex Board::indexOf(Hex h) const
{
    const auto it = index_.find(h);
    return it == index_.end() ? kNoCell : it->second;
}

std::string Board::describe() const { return describeText().english(); }

text::CoreText Board::describeText() const
{
    const auto number = [&](int i) { return text::CoreText::Value{std::to_string(shapeParams_[static_cast<size_t>(i)])}; };
    switch (shape_) {
    case BoardShape::TerraMysticaRows:
        return shapeParams_[2] ? text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "terra-mystica rows=%1 long=%2 long-first"), {number(0), number(1)}}
                               : text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "terra-mystica rows=%1 long=%2 short-first"), {number(0), number(1)}};
    case BoardShape::Hexagon:
        return {QT_TRANSLATE_NOOP("hexloom::core", "hexagon radius=%1"), {number(0)}};
    case BoardShape::Rectangle:
        return {QT_TRANSLATE_NOOP("hexloom::core", "rectangle %1x%2"), {number(0), number(1)}};
    case BoardShape::Custom:
        break;
    }
    return {QT_TRANSLATE_NOOP("hexloom::core", "custom %1 cells"), {{std::to_string(size())}}};
}

} // namespace hexloom::core::model
