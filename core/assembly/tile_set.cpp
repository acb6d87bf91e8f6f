#include "core/assembly/tile_set.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "core/text/text_error.h"

namespace hexloom::core::assembly {

using text::CoreText;

namespace {
[[noreturn]] void fail(const TileKind& t, CoreText what)
{
    throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "tile \"%1\": %2"), {{t.id}, text::nested(std::move(what))}});
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
        fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "its hexes are not connected")});
}

void checkCell(const TileSet& set, const TileKind& t, size_t i)
{
    const TileCell& c = t.cells[i];
    const std::string where = "cells[" + std::to_string(i) + "]";
    if (set.rules && set.rules->byLetter(c.terrain) == model::kNoTerrain)
        fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1.terrain: \"%2\" is no terrain letter of rule set %3"), {{where}, {std::string(1, c.terrain)}, {set.rules->name}}});
    for (int d = 0; d < model::kDirectionCount; ++d) {
        const bool inner = inShape(t, model::neighbour(c.offset, d));
        const char e = c.edges[static_cast<size_t>(d)];
        if (inner != (e == kInteriorEdgeChar))
            fail(t, inner ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1.edges: direction %2 faces the tile's own hex and must be '-'"), {{where}, {std::to_string(d)}}}
                         : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1.edges: direction %2 is an outer edge and needs a connection code"), {{where}, {std::to_string(d)}}});
        if (!inner && e != ConnectionTable::kWildcard && set.connections.index(e) < 0)
            fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "%1.edges: unknown connection code '%2'"), {{where}, {std::string(1, e)}}});
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
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a tile set needs at least one tile")});
    if (tiles.size() > static_cast<size_t>(kMaxTileKinds))
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "more than %1 tiles"), {{std::to_string(kMaxTileKinds)}}});
    std::set<std::string> ids;
    for (const TileKind& t : tiles) {
        if (t.id.empty() || !ids.insert(t.id).second)
            throw text::TextError(t.id.empty() ? CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a tile has an empty id")} : CoreText{QT_TRANSLATE_NOOP("hexloom::core", "duplicate tile id \"%1\""), {{t.id}}});
        if (t.cells.empty() || t.cells.size() > static_cast<size_t>(kMaxTileCells))
            fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "needs 1 to %1 hexes"), {{std::to_string(kMaxTileCells)}}});
        if (t.cells[0].offset != model::Hex{0, 0})
            fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "its first hex must be the origin [0, 0]")});
        std::set<model::Hex> seen;
        for (size_t i = 0; i < t.cells.size(); ++i) {
            if (!seen.insert(t.cells[i].offset).second)
                fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "hex [%1, %2] is listed twice"), {{std::to_string(t.cells[i].offset.q)}, {std::to_string(t.cells[i].offset.r)}}});
            checkCell(*this, t, i);
        }
        checkConnected(t);
        if (t.min < 0 || t.max < 0 || t.min > t.max || t.max > kMaxTileCount)
            fail(t, CoreText{QT_TRANSLATE_NOOP("hexloom::core", "counts must satisfy 0 <= min <= max <= %1"), {{std::to_string(kMaxTileCount)}}});
    }
    if (fixed.size() > static_cast<size_t>(kMaxFixedPlacements))
        throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "more than %1 fixed tiles"), {{std::to_string(kMaxFixedPlacements)}}});
    std::vector<int> fixedCount(tiles.size(), 0);
    for (const FixedPlacement& f : fixed) {
        const int k = indexOf(f.tile);
        if (k < 0)
            throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "fixed tile names unknown tile \"%1\""), {{f.tile}}});
        if (f.rotation < 0 || f.rotation > 5)
            throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "fixed tile \"%1\": rotation must be 0 to 5"), {{f.tile}}});
        if (f.rotation != 0 && !tiles[static_cast<size_t>(k)].rotatable)
            throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "fixed tile \"%1\" may not rotate"), {{f.tile}}});
        if (++fixedCount[static_cast<size_t>(k)] > tiles[static_cast<size_t>(k)].max)
            throw text::TextError(CoreText{QT_TRANSLATE_NOOP("hexloom::core", "tile \"%1\" is fixed more often than its max"), {{f.tile}}});
    }
}

} // namespace hexloom::core::assembly
