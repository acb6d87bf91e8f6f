#include "core/assembly/tile_set.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace hexloom::core::assembly {

namespace {
[[noreturn]] void fail(const TileKind& t, const std::string& what)
{
    throw std::invalid_argument("tile \"" + t.id + "\": " + what);
}

bool inShape(const TileKind& t, model::Hex h)
{
    return std::any_of(t.cells.begin(), t.cells.end(), [h](const TileCell& c) { return c.offset == h; });
}

void checkConnected(const TileKind& t)
{
    std::vector<model::Hex> reached{t.cells[0].offset};
    for (size_t i = 0; i < reached.size(); ++i)
        for (int d = 0; d < model::kDirectionCount; ++d) {
            const model::Hex n = model::neighbour(reached[i], d);
            if (inShape(t, n) && std::find(reached.begin(), reached.end(), n) == reached.end())
                reached.push_back(n);
        }
    if (reached.size() != t.cells.size())
        fail(t, "its hexes are not connected");
}

void checkCell(const TileSet& set, const TileKind& t, size_t i)
{
    const TileCell& c = t.cells[i];
    const std::string where = "cells[" + std::to_string(i) + "]";
    if (set.rules && set.rules->byLetter(c.terrain) == model::kNoTerrain)
        fail(t, where + ".terrain: \"" + std::string(1, c.terrain) + "\" is no terrain letter of rule set " + set.rules->name);
    for (int d = 0; d < model::kDirectionCount; ++d) {
        const bool inner = inShape(t, model::neighbour(c.offset, d));
        const char e = c.edges[static_cast<size_t>(d)];
        if (inner != (e == kInteriorEdgeChar))
            fail(t, where + ".edges: direction " + std::to_string(d) + (inner ? " faces the tile's own hex and must be '-'" : " is an outer edge and needs a connection code"));
        if (!inner && e != ConnectionTable::kWildcard && set.connections.index(e) < 0)
            fail(t, where + ".edges: unknown connection code '" + std::string(1, e) + "'");
    }
}
} // namespace

int TileSet::indexOf(const std::string& id) const
{
    for (size_t i = 0; i < tiles.size(); ++i)
        if (tiles[i].id == id)
            return static_cast<int>(i);
    return -1;
}

bool TileSet::isLineKind(int kind) const
{
    if (const auto& tag = tiles[static_cast<size_t>(kind)].line)
        return *tag;
    for (const TileCell& c : tiles[static_cast<size_t>(kind)].cells)
        for (char e : c.edges)
            if (e != kInteriorEdgeChar && connections.isLine(connections.index(e)))
                return true;
    return false;
}

void TileSet::validate() const
{
    if (tiles.empty())
        throw std::invalid_argument("a tile set needs at least one tile");
    if (tiles.size() > static_cast<size_t>(kMaxTileKinds))
        throw std::invalid_argument("more than " + std::to_string(kMaxTileKinds) + " tiles");
    std::set<std::string> ids;
    for (const TileKind& t : tiles) {
        if (t.id.empty() || !ids.insert(t.id).second)
            throw std::invalid_argument(t.id.empty() ? "a tile has an empty id" : "duplicate tile id \"" + t.id + "\"");
        if (t.cells.empty() || t.cells.size() > static_cast<size_t>(kMaxTileCells))
            fail(t, "needs 1 to " + std::to_string(kMaxTileCells) + " hexes");
        if (t.cells[0].offset != model::Hex{0, 0})
            fail(t, "its first hex must be the origin [0, 0]");
        std::set<model::Hex> seen;
        for (size_t i = 0; i < t.cells.size(); ++i) {
            if (!seen.insert(t.cells[i].offset).second)
                fail(t, "hex [" + std::to_string(t.cells[i].offset.q) + ", " + std::to_string(t.cells[i].offset.r) + "] is listed twice");
            checkCell(*this, t, i);
        }
        checkConnected(t);
        if (t.min < 0 || t.max < 0 || t.min > t.max || t.max > kMaxTileCount)
            fail(t, "counts must satisfy 0 <= min <= max <= " + std::to_string(kMaxTileCount));
    }
    if (fixed.size() > static_cast<size_t>(kMaxFixedPlacements))
        throw std::invalid_argument("more than " + std::to_string(kMaxFixedPlacements) + " fixed tiles");
    std::vector<int> fixedCount(tiles.size(), 0);
    for (const FixedPlacement& f : fixed) {
        const int k = indexOf(f.tile);
        if (k < 0)
            throw std::invalid_argument("fixed tile names unknown tile \"" + f.tile + "\"");
        if (f.rotation < 0 || f.rotation > 5)
            throw std::invalid_argument("fixed tile \"" + f.tile + "\": rotation must be 0 to 5");
        if (f.rotation != 0 && !tiles[static_cast<size_t>(k)].rotatable)
            throw std::invalid_argument("fixed tile \"" + f.tile + "\" may not rotate");
        if (++fixedCount[static_cast<size_t>(k)] > tiles[static_cast<size_t>(k)].max)
            throw std::invalid_argument("tile \"" + f.tile + "\" is fixed more often than its max");
    }
}

} // namespace hexloom::core::assembly
