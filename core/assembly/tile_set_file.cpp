#include "core/assembly/tile_set_file.h"

#include <QDir>
#include <QFileInfo>
#include <cmath>
#include <cctype>
#include <set>

#include "core/io/board_spec.h"
#include "core/io/json_fields.h"
#include "core/io/json_locator.h"
#include "core/io/rule_set_file.h"
#include "core/text/text_error.h"

namespace hexloom::core::assembly {

using text::CoreText;

using io::builtinResource;
using io::inputPathExists;
using io::JsonFields;
using io::parseJson;
using io::loadRuleSet;
using io::ParseError;
using io::parseBoardSpec;
using io::readInputFile;
using io::withFieldPositions;

namespace {

constexpr int kMaxOffset = 64;

void parseConnections(const JsonFields& root, TileSet& set)
{
    const QJsonArray list = root.array("connections", ConnectionTable::kMaxCodes - 1);
    std::vector<std::pair<char, std::string>> fits;
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields c = root.element(list, "connections", i);
        c.allowOnly({"code", "name", "fits", "rim", "line"});
        const std::string code = c.text("code", 1);
        if (code.size() != 1)
            c.fail(c.field("code"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected one letter or digit")});
        c.text("name", "", 64);
        try {
            set.connections.add(code[0], c.boolean("rim", false), c.boolean("line", false));
        } catch (const std::invalid_argument& e) {
            c.fail(c.field("code"), text::reasonOf(e));
        }
        fits.emplace_back(code[0], c.text("fits", code, ConnectionTable::kMaxCodes));
    }
    for (size_t i = 0; i < fits.size(); ++i)
        for (char other : fits[i].second) {
            if (set.connections.index(other) < 0)
                root.fail(root.at("connections", static_cast<int>(i)) + ".fits", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "unknown connection code '%1'"), {{std::string(1, other)}}});
            set.connections.allowFit(fits[i].first, other);
        }
}

TileCell parseCell(const JsonFields& c)
{
    c.allowOnly({"hex", "terrain", "edges"});
    TileCell cell;
    const QJsonArray hex = c.array("hex", 2);
    if (hex.size() != 2 || !hex[0].isDouble() || !hex[1].isDouble())
        c.fail(c.field("hex"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected two whole numbers [q, r]")});
    const double q = hex[0].toDouble(), r = hex[1].toDouble();
    if (q != static_cast<int>(q) || r != static_cast<int>(r) || std::abs(q) > kMaxOffset || std::abs(r) > kMaxOffset)
        c.fail(c.field("hex"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected whole numbers from -%1 to %1"), {{std::to_string(kMaxOffset)}}});
    cell.offset = {static_cast<int>(q), static_cast<int>(r)};
    const std::string terrain = c.text("terrain", 1);
    if (terrain.size() != 1)
        c.fail(c.field("terrain"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected one terrain letter")});
    cell.terrain = terrain[0];
    const std::string edges = c.text("edges", 6);
    if (edges.size() != 6)
        c.fail(c.field("edges"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected 6 characters (E, NE, NW, W, SW, SE), found \"%1\""), {{edges}}});
    for (size_t d = 0; d < 6; ++d) {
        const char e = edges[d];
        if (e != '-' && e != '+' && !std::isalnum(static_cast<unsigned char>(e)))
            c.fail(c.field("edges"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "'%1' is no connection code (letters, digits, '+', or '-' inside the tile)"), {{std::string(1, e)}}});
        cell.edges[d] = e;
    }
    return cell;
}

TileKind parseTile(const JsonFields& t)
{
    t.allowOnly({"id", "name", "min", "max", "rotate", "line", "cells"});
    TileKind k;
    k.id = t.text("id", 64);
    k.name = t.text("name", k.id, 128);
    k.min = t.integer("min", 0, assembly::kMaxTileCount, 0);
    k.max = t.integer("max", 0, assembly::kMaxTileCount);
    if (k.min > k.max)
        t.fail(t.field("min"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "is larger than max (%1)"), {{std::to_string(k.max)}}});
    k.rotatable = t.boolean("rotate", true);
    if (t.has("line"))
        k.line = t.boolean("line", false);
    const QJsonArray cells = t.array("cells", assembly::kMaxTileCells);
    if (cells.isEmpty())
        t.fail(t.field("cells"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "a tile needs at least one hex")});
    for (int i = 0; i < cells.size(); ++i)
        k.cells.push_back(parseCell(t.element(cells, "cells", i)));
    return k;
}

void defaultConnections(TileSet& set)
{
    // Without a "connections" list every code used fits only itself and only '0' meets the rim.
    std::set<char> used;
    for (const TileKind& t : set.tiles)
        for (const TileCell& c : t.cells)
            for (char e : c.edges)
                if (e != '-' && e != '+')
                    used.insert(e);
    for (char e : used) {
        set.connections.add(e, e == '0', false);
        set.connections.allowFit(e, e);
    }
}

void parseFixed(const JsonFields& root, TileSet& set)
{
    const QJsonArray list = root.array("fixed", assembly::kMaxFixedPlacements);
    for (int i = 0; i < list.size(); ++i) {
        const JsonFields f = root.element(list, "fixed", i);
        f.allowOnly({"tile", "row", "col", "rotation"});
        assembly::FixedPlacement p;
        p.tile = f.text("tile", 64);
        if (set.indexOf(p.tile) < 0)
            f.fail(f.field("tile"), CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no tile with id \"%1\""), {{p.tile}}});
        p.at = {f.integer("row", 0, model::kMaxBoardExtent), f.integer("col", 0, model::kMaxBoardExtent)};
        p.rotation = f.integer("rotation", 0, 5, 0);
        set.fixed.push_back(p);
    }
}

void parseHeader(const JsonFields& root, TileSet& set)
{
    if (root.has("format") && root.text("format", 32) != "hexloom-tileset")
        root.fail("format", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "expected \"hexloom-tileset\"")});
    if (root.integer("version", 1, 1000, 1) > 1)
        root.fail("version", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "this file was written by a newer Hexloom; this one reads version 1")});
    set.name = root.text("name", 64);
    if (set.name.empty())
        root.fail("name", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "must not be empty")});
    set.title = root.text("title", set.name, 128);
    set.description = root.text("description", "", 4096);
    const std::string rules = root.text("rules", 1024);
    try {
        set.rules = loadRuleSet(QString::fromStdString(rules));
        set.rulesSource = rules;
    } catch (const ParseError& e) {
        root.fail("rules", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "cannot load rule set \"%1\": %2"), {{rules}, text::nested(e.text())}});
    }
    set.board = root.text("board", "", 64);
    try {
        if (!set.board.empty() && !parseBoardSpec(set.board))
            root.fail("board", CoreText{QT_TRANSLATE_NOOP("hexloom::core", "\"%1\" is no board spec (rect:WxH, hexagon:R, terra-mystica[:ROWSxLONG])"), {{set.board}}});
    } catch (const std::invalid_argument& e) {
        root.fail("board", text::reasonOf(e));
    }
    set.lineConnected = root.boolean("line_connected", false);
}

TileSet parseTileSetObject(const QByteArray& json, const std::string& source)
{
    const JsonFields root(parseJson(json, source).object(), source);
    root.allowOnly({"format", "version", "name", "title", "description", "rules", "board", "connections", "line_connected",
                    "tiles", "fixed"});
    TileSet set;
    parseHeader(root, set);
    if (root.has("connections"))
        parseConnections(root, set);
    const QJsonArray tiles = root.array("tiles", assembly::kMaxTileKinds);
    for (int i = 0; i < tiles.size(); ++i)
        set.tiles.push_back(parseTile(root.element(tiles, "tiles", i)));
    if (!root.has("connections"))
        defaultConnections(set);
    try {
        set.validate();
    } catch (const std::invalid_argument& e) {
        root.fail("tiles", text::reasonOf(e));
    }
    if (root.has("fixed"))
        parseFixed(root, set);
    try {
        set.validate();
    } catch (const std::invalid_argument& e) {
        root.fail("fixed", text::reasonOf(e));
    }
    return set;
}

} // namespace

TileSet parseTileSet(const QByteArray& json, const std::string& source)
{
    TileSet set = withFieldPositions(json, source, [&] { return parseTileSetObject(json, source); });
    set.sourceText = json.toStdString();
    return set;
}

TileSet loadTileSetFile(const QString& path) { return parseTileSet(readInputFile(path), path.toStdString()); }

QStringList builtinTileSetNames()
{
    QStringList names;
    for (const QString& file : QDir(QStringLiteral(":/hexloom/tilesets")).entryList(QDir::Files, QDir::Name))
        if (file.endsWith(QStringLiteral(".json")))
            names << file.left(file.size() - 5);
    return names;
}

std::shared_ptr<const TileSet> loadTileSet(const QString& nameOrPath)
{
    if (builtinTileSetNames().contains(nameOrPath)) {
        const QByteArray data = builtinResource(QStringLiteral("tilesets/") + nameOrPath + QStringLiteral(".json"));
        return std::make_shared<const TileSet>(parseTileSet(data, "built-in tile set " + nameOrPath.toStdString()));
    }
    if (!inputPathExists(nameOrPath))
        throw ParseError(nameOrPath.toStdString(), 0, 0, {},
                         CoreText{QT_TRANSLATE_NOOP("hexloom::core", "no such tile-set file or built-in tile set (built-in: %1)"), {{builtinTileSetNames().join(QStringLiteral(", ")).toStdString()}}});
    return std::make_shared<const TileSet>(loadTileSetFile(nameOrPath));
}

} // namespace hexloom::core::assembly
