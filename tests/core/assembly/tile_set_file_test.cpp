// Tile-set files: the shipped ones load, and malformed ones are refused with the file, the field
// path and the reason.
#include <gtest/gtest.h>

#include "core/io/board_spec.h"
#include "core/io/parse_error.h"
#include "core/assembly/tile_set_file.h"

namespace hexloom::test {
namespace {

using core::io::ParseError;

const char* kValid = R"({
  "format": "hexloom-tileset", "version": 1, "name": "mini", "rules": "terra-mystica-published", "board": "rect:4x3",
  "connections": [{"code": "0", "fits": "0b", "rim": true}, {"code": "b", "fits": "0", "rim": true},
                  {"code": "r", "fits": "r", "line": true}],
  "line_connected": true,
  "tiles": [
    {"id": "meadow", "max": 20, "cells": [{"hex": [0, 0], "terrain": "G", "edges": "000000"}]},
    {"id": "ford", "min": 1, "max": 2, "rotate": false,
     "cells": [{"hex": [0, 0], "terrain": "I", "edges": "-bbrbb"}, {"hex": [1, 0], "terrain": "I", "edges": "rbb-b+"}]}
  ],
  "fixed": [{"tile": "ford", "row": 1, "col": 1}]
})";

std::string errorOf(const std::string& json)
{
    try {
        core::assembly::parseTileSet(QByteArray::fromStdString(json), "mini.json");
    } catch (const ParseError& e) {
        return e.what();
    }
    return "no error";
}

// kValid with `from` replaced by `to` (once).
std::string with(const std::string& from, const std::string& to)
{
    std::string s = kValid;
    const auto at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return s.replace(at, from.size(), to);
}

TEST(TileSetFile, ParsesEveryField)
{
    const auto set = core::assembly::parseTileSet(kValid, "mini.json");
    EXPECT_EQ(set.name, "mini");
    EXPECT_EQ(set.board, "rect:4x3");
    EXPECT_TRUE(set.lineConnected);
    ASSERT_EQ(set.tiles.size(), 2u);
    EXPECT_EQ(set.tiles[0].min, 0);
    EXPECT_EQ(set.tiles[1].min, 1);
    EXPECT_FALSE(set.tiles[1].rotatable);
    EXPECT_EQ(set.tiles[1].cells[1].offset, (core::model::Hex{1, 0}));
    EXPECT_EQ(set.tiles[1].cells[1].edges[5], '+');
    const auto& c = set.connections;
    EXPECT_TRUE(c.fits(c.index('0'), c.index('b')));
    EXPECT_FALSE(c.fits(c.index('b'), c.index('b')));
    EXPECT_TRUE(c.fits(c.index('r'), 0)); // '+'
    EXPECT_FALSE(c.fitsRim(c.index('r')));
    EXPECT_TRUE(c.isLine(c.index('r')));
    ASSERT_EQ(set.fixed.size(), 1u);
    EXPECT_EQ(set.fixed[0].at, (core::model::OffsetCoord{1, 1}));
    EXPECT_TRUE(set.isLineKind(1));
    EXPECT_FALSE(set.isLineKind(0));
}

// The line tag names line kinds outright: a tile without line codes can be tagged a line kind,
// and one with line codes can be tagged out of it; untagged kinds follow their codes.
TEST(TileSetFile, TheLineTagOverridesTheCodes)
{
    const QByteArray json = R"({"name": "tags", "rules": "terra-mystica-strict",
      "connections": [{"code": "0", "rim": true}, {"code": "r", "fits": "r", "line": true}],
      "tiles": [
        {"id": "bridge", "max": 1, "line": true, "cells": [{"hex": [0, 0], "terrain": "U", "edges": "000000"}]},
        {"id": "dry-river", "max": 1, "line": false, "cells": [{"hex": [0, 0], "terrain": "I", "edges": "r00r00"}]},
        {"id": "river", "max": 1, "cells": [{"hex": [0, 0], "terrain": "I", "edges": "r00r00"}]},
        {"id": "plain", "max": 1, "cells": [{"hex": [0, 0], "terrain": "U", "edges": "000000"}]}]})";
    const auto set = core::assembly::parseTileSet(json, "tags.json");
    EXPECT_TRUE(set.isLineKind(set.indexOf("bridge")));
    EXPECT_FALSE(set.isLineKind(set.indexOf("dry-river")));
    EXPECT_TRUE(set.isLineKind(set.indexOf("river")));
    EXPECT_FALSE(set.isLineKind(set.indexOf("plain")));
    const QByteArray wrong = R"({"name": "tags", "rules": "terra-mystica-strict",
      "tiles": [{"id": "a", "max": 1, "line": "yes", "cells": [{"hex": [0, 0], "terrain": "U", "edges": "000000"}]}]})";
    try {
        core::assembly::parseTileSet(wrong, "wrong.json");
        ADD_FAILURE() << "a line tag that is not true or false must be refused";
    } catch (const core::io::ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("line"), std::string::npos) << e.what();
    }
}

TEST(TileSetFile, WithoutConnectionsEveryCodeFitsItselfAndOnlyZeroMeetsTheRim)
{
    const auto set = core::assembly::parseTileSet(R"({"name": "x", "rules": "catan", "tiles": [
        {"id": "a", "max": 1, "cells": [{"hex": [0, 0], "terrain": "F", "edges": "0p0p00"}]}]})", "x.json");
    const auto& c = set.connections;
    EXPECT_TRUE(c.fits(c.index('p'), c.index('p')));
    EXPECT_FALSE(c.fits(c.index('p'), c.index('0')));
    EXPECT_TRUE(c.fitsRim(c.index('0')));
    EXPECT_FALSE(c.fitsRim(c.index('p')));
}

TEST(TileSetFile, MalformedFilesNameTheFieldAndReason)
{
    struct Case {
        std::string json;
        std::string expected;
    };
    const std::vector<Case> cases{
        {"{ \"name\": ", "mini.json:1:"},
        {with("\"edges\": \"000000\"", "\"edges\": \"0000\""), "field \"tiles[0].cells[0].edges\": expected 6 characters"},
        {with("\"terrain\": \"G\"", "\"terrain\": \"Q\""), "\"Q\" is no terrain letter of rule set terra-mystica-published"},
        {with("\"edges\": \"-bbrbb\"", "\"edges\": \"0bbrbb\""), "direction 0 faces the tile's own hex and must be '-'"},
        {with("\"edges\": \"000000\"", "\"edges\": \"00z000\""), "unknown connection code 'z'"},
        {with("\"min\": 1, \"max\": 2", "\"min\": 3, \"max\": 2"), "field \"tiles[1].min\": is larger than max"},
        {with("\"rules\": \"terra-mystica-published\"", "\"rules\": \"chess\""), "field \"rules\": cannot load rule set \"chess\""},
        {with("\"board\": \"rect:4x3\"", "\"board\": \"rect:4by3\""), "field \"board\""},
        {with("\"tile\": \"ford\"", "\"tile\": \"bridge\""), "field \"fixed[0].tile\": no tile with id \"bridge\""},
        {with("\"fits\": \"r\"", "\"fits\": \"rx\""), "field \"connections[2].fits\": unknown connection code 'x'"},
        {with("\"id\": \"meadow\",", "\"id\": \"meadow\", \"colour\": 3,"), "field \"tiles[0].colour\": unknown field"},
        {with("\"edges\": \"-bbrbb\"}, {\"hex\": [1, 0], \"terrain\": \"I\", \"edges\": \"rbb-b+\"",
              "\"edges\": \"rbbrbb\"}, {\"hex\": [3, 0], \"terrain\": \"I\", \"edges\": \"rbbrbb\""),
         "its hexes are not connected"},
        {with("\"hex\": [0, 0], \"terrain\": \"G\"", "\"hex\": [1, 0], \"terrain\": \"G\""), "first hex must be the origin"},
        {with("\"max\": 20, ", ""), "field \"tiles[0].max\": missing"},
    };
    for (const auto& c : cases) {
        const std::string e = errorOf(c.json);
        EXPECT_NE(e.find(c.expected), std::string::npos) << "got: " << e;
        EXPECT_EQ(e.rfind("mini.json", 0), 0u) << e;
    }
}

TEST(TileSetFile, LimitsAreRefusedBeforeReadingTheItems)
{
    std::string tiles;
    for (int i = 0; i < 257; ++i)
        tiles += std::string(i ? "," : "") + "{\"id\": \"t" + std::to_string(i) + "\", \"max\": 1, \"cells\": []}";
    const std::string e = errorOf("{\"name\": \"big\", \"rules\": \"catan\", \"tiles\": [" + tiles + "]}");
    EXPECT_NE(e.find("field \"tiles\": list has 257 items; the limit is 256"), std::string::npos) << e;
}

TEST(TileSetFile, ShippedTileSetsLoadWithTheirBoards)
{
    const QStringList names = core::assembly::builtinTileSetNames();
    EXPECT_GE(names.size(), 3);
    for (const QString& name : names) {
        const auto set = core::assembly::loadTileSet(name);
        EXPECT_FALSE(set->tiles.empty());
        EXPECT_TRUE(core::io::parseBoardSpec(set->board).has_value()) << set->board;
    }
    EXPECT_THROW(core::assembly::loadTileSet(QStringLiteral("no-such-set")), ParseError);
}

TEST(BoardSpec, ShapesAndErrors)
{
    EXPECT_EQ(core::io::parseBoardSpec("rect:20x20")->size(), 400);
    EXPECT_EQ(core::io::parseBoardSpec("rectangle:3x2")->size(), 6);
    EXPECT_EQ(core::io::parseBoardSpec("hexagon:2")->size(), 19);
    EXPECT_EQ(core::io::parseBoardSpec("terra-mystica")->size(), 113);
    EXPECT_EQ(core::io::parseBoardSpec("terra-mystica:3x5")->size(), 14);
    EXPECT_FALSE(core::io::parseBoardSpec("maps/x.txt").has_value());
    EXPECT_THROW(core::io::parseBoardSpec("rect:20"), std::invalid_argument);
    EXPECT_THROW(core::io::parseBoardSpec("hexagon:-1"), std::invalid_argument);
    EXPECT_THROW(core::io::parseBoardSpec("rect:0x5"), std::invalid_argument);
}

} // namespace
} // namespace hexloom::test
