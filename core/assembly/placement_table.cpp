#include "core/assembly/placement_table.h"

#include <algorithm>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::assembly {

using model::CellIndex;
using model::Hex;

namespace {
int rotatedDirection(int d, int steps)
{
    const Hex v = model::rotate(model::kDirections[static_cast<size_t>(d)], steps);
    for (int nd = 0; nd < model::kDirectionCount; ++nd)
        if (model::kDirections[static_cast<size_t>(nd)] == v)
            return nd;
    return d; // unreachable: a rotated direction is a direction
}
} // namespace

PlacementTable::Orientation PlacementTable::rotate(const TileKind& kind, const ConnectionTable& codes, int steps)
{
    Orientation o;
    o.rotation = steps;
    for (const TileCell& c : kind.cells) {
        OrientedCell oc{model::rotate(c.offset, steps), c.terrain, {}};
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const char e = c.edges[static_cast<size_t>(d)];
            oc.edges[static_cast<size_t>(rotatedDirection(d, steps))] =
                e == kInteriorEdgeChar ? kInteriorEdge : (e == ConnectionTable::kWildcard ? EdgeCode{0} : codes.index(e));
        }
        o.cells.push_back(oc);
    }
    return o;
}

void PlacementTable::addOrientations(int kind, const TileSet& set)
{
    const TileKind& t = set.tiles[static_cast<size_t>(kind)];
    auto normal = [](std::vector<OrientedCell> cells, Hex& minimum) {
        std::sort(cells.begin(), cells.end(), [](const OrientedCell& a, const OrientedCell& b) { return a.offset < b.offset; });
        minimum = cells[0].offset;
        for (auto& c : cells)
            c.offset = c.offset - minimum;
        return cells;
    };
    std::vector<Orientation> kept;
    std::vector<std::vector<OrientedCell>> keptNormal;
    std::vector<Hex> keptMin;
    std::array<RotationAlias, 6> alias{};
    for (int r = 0; r < 6; ++r) {
        alias[static_cast<size_t>(r)] = {-1, {}};
        if (r > 0 && !t.rotatable)
            continue;
        Orientation o = rotate(t, set.connections, r);
        Hex minimum;
        auto n = normal(o.cells, minimum);
        const auto same = std::find(keptNormal.begin(), keptNormal.end(), n);
        if (same != keptNormal.end()) {
            const auto j = static_cast<size_t>(same - keptNormal.begin());
            alias[static_cast<size_t>(r)] = {static_cast<int>(j), minimum - keptMin[j]};
            continue;
        }
        alias[static_cast<size_t>(r)] = {static_cast<int>(kept.size()), {0, 0}};
        kept.push_back(std::move(o));
        keptNormal.push_back(std::move(n));
        keptMin.push_back(minimum);
    }
    orientations_.push_back(std::move(kept));
    aliases_.push_back(alias);
    area_.push_back(t.area());
}

bool PlacementTable::fitsBoard(const model::Board& board, const ConnectionTable& codes, const Orientation& o,
                               Hex origin, const std::vector<char>& pinned) const
{
    for (const OrientedCell& c : o.cells) {
        const CellIndex i = board.indexOf(origin + c.offset);
        if (i == model::kNoCell)
            return false;
        const char pin = pinned.empty() ? 0 : pinned[static_cast<size_t>(i)];
        if (pin != 0 && pin != c.terrain)
            return false;
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const EdgeCode e = c.edges[static_cast<size_t>(d)];
            if (e != kInteriorEdge && board.neighbourAt(i, d) == model::kNoCell && !codes.fitsRim(e))
                return false;
        }
    }
    return true;
}

void PlacementTable::addPlacements(const model::Board& board, const TileSet& set, const std::vector<char>& pinned)
{
    int64_t estimate = 0;
    for (const auto& os : orientations_)
        estimate += static_cast<int64_t>(os.size()) * board.size();
    if (estimate > kMaxPlacementTable)
        throw text::TextError({QT_TRANSLATE_NOOP("hexloom::core", "the tile set has %1 possible placements on this board; the limit is %2"),
                               {text::number(static_cast<double>(estimate)), text::number(static_cast<double>(kMaxPlacementTable))}});
    for (int k = 0; k < kindCount(); ++k) {
        const auto& os = orientations_[static_cast<size_t>(k)];
        byKindStart_.push_back(byAnchor_.size());
        byAnchor_.resize(byAnchor_.size() + os.size() * static_cast<size_t>(board.size()), kNoPlacement);
        for (CellIndex a = 0; a < board.size(); ++a)
            for (size_t o = 0; o < os.size(); ++o) {
                if (!fitsBoard(board, set.connections, os[o], board.hex(a), pinned))
                    continue;
                byAnchor_[byKindStart_.back() + static_cast<size_t>(a) * os.size() + o] = size();
                kind_.push_back(static_cast<int16_t>(k));
                orientation_.push_back(static_cast<int8_t>(o));
                anchor_.push_back(a);
                bool line = false;
                for (const OrientedCell& c : os[o].cells) {
                    cell_.push_back(board.indexOf(board.hex(a) + c.offset));
                    terrain_.push_back(c.terrain);
                    edges_.push_back(c.edges);
                    for (EdgeCode e : c.edges)
                        line = line || set.connections.isLine(e);
                }
                hasLine_.push_back(line ? 1 : 0);
                start_.push_back(static_cast<int32_t>(cell_.size()));
            }
    }
}

PlacementTable::PlacementTable(const model::Board& board, const TileSet& set, const std::vector<char>& pinnedTerrain)
    : board_(&board)
{
    for (int k = 0; k < static_cast<int>(set.tiles.size()); ++k)
        addOrientations(k, set);
    addPlacements(board, set, pinnedTerrain);
}

int PlacementTable::rotation(PlacementId p) const
{
    return orientations_[static_cast<size_t>(kind(p))][static_cast<size_t>(orientation_[static_cast<size_t>(p)])].rotation;
}

uint32_t PlacementTable::code(PlacementId p) const
{
    return (static_cast<uint32_t>(anchor(p)) * static_cast<uint32_t>(kindCount()) + static_cast<uint32_t>(kind(p))) * 6u +
           static_cast<uint32_t>(rotation(p));
}

PlacementId PlacementTable::find(int kind, CellIndex anchor, int orientation) const
{
    const size_t n = orientations_[static_cast<size_t>(kind)].size();
    return byAnchor_[byKindStart_[static_cast<size_t>(kind)] + static_cast<size_t>(anchor) * n + static_cast<size_t>(orientation)];
}

PlacementId PlacementTable::findRotated(int kind, Hex origin, int rotation) const
{
    const RotationAlias a = aliases_[static_cast<size_t>(kind)][static_cast<size_t>(rotation)];
    if (a.orientation < 0)
        return kNoPlacement;
    const CellIndex anchor = board_->indexOf(origin + a.shift);
    return anchor == model::kNoCell ? kNoPlacement : find(kind, anchor, a.orientation);
}

} // namespace hexloom::core::assembly
