#include "core/symmetry/board_symmetry.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace hexloom::core::symmetry {

using model::Board;
using model::Hex;
using model::kNoCell;

namespace {

// One transformation of the plane in the board's exact coordinates.
enum class Kind { Identity, MirrorV, MirrorH, HalfTurn, Turn };

struct Transform {
    Kind kind = Kind::Identity;
    int steps = 0; // Turn: 60-degree steps
};

// The group of each mode, identity first; generators index into it.
struct Group {
    std::vector<Transform> transforms;
    std::vector<int> generators;
};

Group groupOf(SymmetryMode mode)
{
    switch (mode) {
    case SymmetryMode::None:
        return {{{}}, {}};
    case SymmetryMode::MirrorV:
        return {{{}, {Kind::MirrorV}}, {1}};
    case SymmetryMode::MirrorH:
        return {{{}, {Kind::MirrorH}}, {1}};
    case SymmetryMode::Rotate2:
        return {{{}, {Kind::HalfTurn}}, {1}};
    case SymmetryMode::Rotate3:
        return {{{}, {Kind::Turn, 2}, {Kind::Turn, 4}}, {1}};
    case SymmetryMode::Rotate6:
        return {{{}, {Kind::Turn, 1}, {Kind::Turn, 2}, {Kind::Turn, 3}, {Kind::Turn, 4}, {Kind::Turn, 5}}, {1}};
    case SymmetryMode::Mirror2:
        return {{{}, {Kind::MirrorV}, {Kind::MirrorH}, {Kind::HalfTurn}}, {1, 2}};
    }
    return {{{}}, {}};
}

// Where the board's symmetries are centred: sums of the bounding box's extremes in X = 2q + r and
// Y = r (twice the middle, so integers), and the cell nearest the centroid for turns.
struct Frame {
    int sumX = 0;
    int sumY = 0;
    Hex centre;
};

Frame frameOf(const Board& board)
{
    Frame f;
    if (board.size() == 0)
        return f;
    int minX = 0, maxX = 0, minY = 0, maxY = 0;
    double cx = 0, cy = 0;
    for (CellIndex i = 0; i < board.size(); ++i) {
        const Hex h = board.hex(i);
        const int x = 2 * h.q + h.r;
        if (i == 0 || x < minX) minX = x;
        if (i == 0 || x > maxX) maxX = x;
        if (i == 0 || h.r < minY) minY = h.r;
        if (i == 0 || h.r > maxY) maxY = h.r;
        const model::PointF p = model::HexLayout::centre(h, 1.0);
        cx += p.x;
        cy += p.y;
    }
    f.sumX = minX + maxX;
    f.sumY = minY + maxY;
    f.centre = model::HexLayout::fromPixel({cx / board.size(), cy / board.size()}, 1.0);
    return f;
}

// The image of h, or nullopt when it is not a lattice point (an axis between rows of different shift).
std::optional<Hex> apply(const Transform& t, const Frame& f, Hex h)
{
    int x = 2 * h.q + h.r, y = h.r;
    switch (t.kind) {
    case Kind::Identity:
        return h;
    case Kind::Turn:
        return f.centre + model::rotate(h - f.centre, t.steps);
    case Kind::MirrorV:
        x = f.sumX - x;
        break;
    case Kind::MirrorH:
        y = f.sumY - y;
        break;
    case Kind::HalfTurn:
        x = f.sumX - x;
        y = f.sumY - y;
        break;
    }
    if (((x - y) & 1) != 0)
        return std::nullopt;
    return Hex{(x - y) / 2, y};
}

} // namespace

std::vector<CellIndex> BoardSymmetry::cellsWithoutImage(const Board& board, SymmetryMode mode)
{
    const Group group = groupOf(mode);
    const Frame frame = frameOf(board);
    std::vector<CellIndex> missing;
    for (CellIndex i = 0; i < board.size(); ++i) {
        for (const Transform& t : group.transforms) {
            const std::optional<Hex> h = apply(t, frame, board.hex(i));
            if (!h || !board.contains(*h)) {
                missing.push_back(i);
                break;
            }
        }
    }
    return missing;
}

BoardSymmetry BoardSymmetry::of(const Board& board, SymmetryMode mode)
{
    if (const std::vector<CellIndex> missing = cellsWithoutImage(board, mode); !missing.empty()) {
        throw SymmetryError(text::CoreText{QT_TRANSLATE_NOOP("hexloom::core", "the board (%1) is not %2 symmetric: %3 of its %4 cells have no image (%5)"),
                                           {text::nested(board.describeText()), {std::string(modeName(mode))}, {std::to_string(missing.size())},
                                            {std::to_string(board.size())}, text::nested(describeCellsText(board, missing))}},
                            missing);
    }
    const Group group = groupOf(mode);
    const Frame frame = frameOf(board);
    BoardSymmetry s;
    s.mode_ = mode;
    s.cellCount_ = board.size();
    s.transformCount_ = static_cast<int>(group.transforms.size());
    s.generators_ = group.generators;
    s.images_.reserve(static_cast<size_t>(s.transformCount_) * static_cast<size_t>(s.cellCount_));
    for (const Transform& t : group.transforms)
        for (CellIndex i = 0; i < board.size(); ++i)
            s.images_.push_back(board.indexOf(*apply(t, frame, board.hex(i))));
    const bool turn = mode == SymmetryMode::Rotate3 || mode == SymmetryMode::Rotate6;
    s.centreX2_ = turn ? 2 * (2 * frame.centre.q + frame.centre.r) : frame.sumX;
    s.centreY2_ = turn ? 2 * frame.centre.r : frame.sumY;
    s.buildOrbits();
    return s;
}

void BoardSymmetry::buildOrbits()
{
    orbitOf_.assign(static_cast<size_t>(cellCount_), -1);
    orbitStart_.assign(1, 0);
    orbitCells_.clear();
    for (CellIndex i = 0; i < cellCount_; ++i) {
        if (orbitOf_[static_cast<size_t>(i)] >= 0)
            continue;
        const int o = orbitCount();
        const size_t first = orbitCells_.size();
        for (int t = 0; t < transformCount_; ++t) {
            const CellIndex c = image(t, i);
            if (orbitOf_[static_cast<size_t>(c)] < 0) {
                orbitOf_[static_cast<size_t>(c)] = o;
                orbitCells_.push_back(c);
            }
        }
        std::sort(orbitCells_.begin() + static_cast<std::ptrdiff_t>(first), orbitCells_.end());
        orbitStart_.push_back(static_cast<int>(orbitCells_.size()));
    }
}

std::vector<CellIndex> BoardSymmetry::fixedCells() const
{
    std::vector<CellIndex> fixed;
    for (int o = 0; o < orbitCount(); ++o)
        if (orbitSize(o) == 1)
            fixed.push_back(orbit(o)[0]);
    return fixed;
}

std::vector<int> BoardSymmetry::orbitSizeCounts() const
{
    std::vector<int> counts(static_cast<size_t>(transformCount_) + 1, 0);
    for (int o = 0; o < orbitCount(); ++o)
        ++counts[static_cast<size_t>(orbitSize(o))];
    return counts;
}

model::PointF BoardSymmetry::centre(double size) const
{
    return {size * std::numbers::sqrt3 / 4.0 * centreX2_, size * 0.75 * centreY2_};
}

std::string describeCells(const Board& board, std::span<const CellIndex> cells, int limit) { return describeCellsText(board, cells, limit).english(); }

text::CoreText describeCellsText(const Board& board, std::span<const CellIndex> cells, int limit)
{
    using text::CoreText;
    CoreText out;
    const int shown = std::min(limit, static_cast<int>(cells.size()));
    for (int i = 0; i < shown; ++i) {
        const model::OffsetCoord c = board.offset(cells[static_cast<size_t>(i)]);
        CoreText cell{QT_TRANSLATE_NOOP("hexloom::core", "row %1, column %2"), {{std::to_string(c.row)}, {std::to_string(c.col)}}};
        out = i ? CoreText{"%1; %2", {text::nested(std::move(out)), text::nested(std::move(cell))}} : std::move(cell);
    }
    if (static_cast<int>(cells.size()) > shown)
        out = CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1 and %2 more"), {text::nested(std::move(out)), {std::to_string(cells.size() - static_cast<size_t>(shown))}}};
    return out;
}

} // namespace hexloom::core::symmetry
