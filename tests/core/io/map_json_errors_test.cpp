// Every malformed native map gets a ParseError naming the file, the line and column where the
// field stands, the field path, and what was expected. Each case edits one spot of a valid map.
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/io/parse_error.h"
#include "tests/core/io/malformed_input.h"

namespace hexloom::core::io {
namespace {

const std::string kValid = R"({
  "format": "hexloom-map",
  "version": 1,
  "board": {"shape": "hexagon", "radius": 1},
  "rules": "catan",
  "metadata": {"algorithm": "tabu", "seed": 7},
  "cells": [
    {"row": 0, "col": 0, "terrain": "wood", "token": 5},
    {"row": 1, "col": 1, "terrain": "desert", "locked": true}
  ]
}
)";

struct Case {
    const char* from;   // replaced in kValid...
    const char* to;     // ...by this
    const char* field;  // expected field path ("" = none)
    const char* reason; // expected part of the reason
    int line;           // expected line, 0 = no line
    const char* needle; // the column is where this text starts on that line ("" = not checked)
};

const Case kCases[] = {
    {"\"version\": 1,", "\"version\": 1,,", "", "invalid JSON", 3, ""},
    {"\"format\": \"hexloom-map\"", "\"format\": \"hexloom-rules\"", "format", "expected \"hexloom-map\"", 2, "\"format\""},
    {"\"format\": \"hexloom-map\",", "", "format", "missing", 0, ""},
    {"\"version\": 1", "\"version\": 5", "version", "written by a newer Hexloom (version 5); this one reads version 4", 3, "\"version\""},
    {"\"version\": 1", "\"version\": \"1\"", "version", "expected a number, found text", 3, "\"version\""},
    {"\"rules\": \"catan\",", "\"rules\": \"catan\", \"colour\": 1,", "colour", "unknown field (known: format, version", 5, "\"colour\""},
    {"\"hexagon\", \"radius\": 1", "\"triangle\"", "board.shape", "expected terra-mystica, hexagon, rectangle or custom, found \"triangle\"", 4, "\"shape\""},
    {"\"radius\": 1", "\"radius\": 1e6", "board.radius", "must be between 0 and 2000, found 1000000", 4, "\"radius\""},
    {"\"radius\": 1", "\"radius\": 1000", "board.radius", "a board of 3003001 cells exceeds the limit of 250000", 4, "\"radius\""},
    {"\"radius\": 1", "\"radius\": 1.5", "board.radius", "expected a whole number, found 1.5", 4, "\"radius\""},
    {"\"radius\": 1", "\"radius\": 1, \"width\": 3", "board.width", "unknown field (known: shape, radius)", 4, "\"width\""},
    {"\"hexagon\", \"radius\": 1", "\"terra-mystica\", \"rows\": 2000, \"long_row\": 2000", "board.rows", "a board of 3999000 cells exceeds", 4, "\"rows\""},
    {"\"hexagon\", \"radius\": 1", "\"rectangle\", \"width\": 0, \"height\": 3", "board.width", "must be between 1 and 2000, found 0", 4, "\"width\""},
    {"\"hexagon\", \"radius\": 1", "\"custom\", \"shifted_rows\": \"left\", \"cells\": [[0,0]]", "board.shifted_rows", "expected \"odd\" or \"even\", found \"left\"", 4, "\"shifted_rows\""},
    {"\"hexagon\", \"radius\": 1", "\"custom\", \"cells\": []", "board.cells", "a board needs at least one cell", 4, "\"cells\""},
    {"\"hexagon\", \"radius\": 1", "\"custom\", \"cells\": [[0,0], [0,-1]]", "board.cells[1]", "expected [row, column], whole numbers from 0 to 2000", 4, "[0,-1]"},
    {"\"hexagon\", \"radius\": 1", "\"custom\", \"cells\": [[0,0], [1]]", "board.cells[1]", "expected [row, column]", 4, "[1]"},
    {"\"hexagon\", \"radius\": 1", "\"custom\", \"cells\": [[0,0], [0,0]]", "board.cells", "lists a cell more than once", 4, "\"cells\""},
    {"\"board\": {\"shape\": \"hexagon\", \"radius\": 1},", "\"board\": 3,", "board", "expected an object, found a number", 4, "\"board\""},
    {"\"rules\": \"catan\",", "", "rules", "missing; name a built-in rule set or embed a rule-set object", 0, ""},
    {"\"rules\": \"catan\"", "\"rules\": \"chess\"", "rules", "\"chess\" is not a built-in rule set (built-in: catan", 5, "\"rules\""},
    {"\"rules\": \"catan\"", "\"rules\": [1]", "rules", "expected a built-in rule-set name or a rule-set object", 5, "\"rules\""},
    {"\"rules\": \"catan\"", "\"rules\": {\"name\": \"x\", \"terrains\": [{\"id\": \"wood\", \"letter\": \"ww\"}], \"requirements\": []}",
     "rules.terrains[0].letter", "text longer than 1 characters", 5, "\"letter\""},
    {"\"rules\": \"catan\"", "\"rules\": {\"name\": \"x\", \"terrains\": [{\"id\": \"wood\", \"letter\": \"W\"}], \"requirements\": [{\"id\": \"R\", \"type\": \"magic\"}]}",
     "rules.requirements[0]", "unknown type \"magic\"", 5, "{\"id\": \"R\""},
    {"{\"row\": 0, \"col\": 0, \"terrain\": \"wood\", \"token\": 5}", "7", "cells[0]", "expected an object, found a number", 8, "7"},
    {"\"row\": 0, \"col\": 0,", "\"row\": 9, \"col\": 0,", "cells[0]", "no cell at row 9, column 0 on a hexagon radius=1 board", 8, "{"},
    {"\"row\": 0, \"col\": 0,", "\"row\": 0, \"col\": 2,", "cells[0]", "no cell at row 0, column 2", 8, "{"},
    {"\"row\": 0, \"col\": 0,", "\"row\": -1, \"col\": 0,", "cells[0].row", "must be between 0 and 2000, found -1", 8, "\"row\""},
    {"\"row\": 0, \"col\": 0,", "\"col\": 0,", "cells[0].row", "missing", 8, "{"},
    {"\"row\": 1, \"col\": 1,", "\"row\": 0, \"col\": 0,", "cells[1]", "row 0, column 0 is listed twice", 9, "{"},
    {"\"terrain\": \"wood\"", "\"terrain\": \"gold\"", "cells[0].terrain", "unknown terrain \"gold\" for rule set catan (known: wood, wheat, sheep, brick, ore, desert)", 8, "\"terrain\""},
    {"\"terrain\": \"wood\"", "\"terrain\": 3", "cells[0].terrain", "expected text, found a number", 8, "\"terrain\""},
    {"\"terrain\": \"wood\"", "\"terain\": \"wood\"", "cells[0].terain", "unknown field (known: row, col, terrain, token, locked)", 8, "\"terain\""},
    {"\"token\": 5", "\"token\": 200", "cells[0].token", "must be between 1 and 127, found 200", 8, "\"token\""},
    {"\"token\": 5", "\"token\": 0", "cells[0].token", "must be between 1 and 127, found 0", 8, "\"token\""},
    {"\"token\": 5", "\"token\": 2.5", "cells[0].token", "expected a whole number, found 2.5", 8, "\"token\""},
    {"\"locked\": true", "\"locked\": \"yes\"", "cells[1].locked", "expected true or false, found text", 9, "\"locked\""},
    {"\"cells\": [\n    {\"row\": 0, \"col\": 0, \"terrain\": \"wood\", \"token\": 5},\n    {\"row\": 1, \"col\": 1, \"terrain\": \"desert\", \"locked\": true}\n  ]",
     "\"cells\": {}", "cells", "expected a list, found an object", 7, "\"cells\""},
    {"\"metadata\": {\"algorithm\": \"tabu\", \"seed\": 7}", "\"metadata\": 5", "metadata", "expected an object, found a number", 6, "\"metadata\""},
    {"\"seed\": 7", "\"seed\": -1", "metadata.seed", "must be between 0 and 9007199254740992, found -1", 6, "\"seed\""},
    {"\"seed\": 7", "\"seed\": \"12x\"", "metadata.seed", "expected a whole number from 0 to 18446744073709551615, found \"12x\"", 6, "\"seed\""},
    {"\"seed\": 7", "\"seed\": \"99999999999999999999\"", "metadata.seed", "expected a whole number from 0 to 18446744073709551615", 6, "\"seed\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:9,9,0,0,0\"", "metadata.recipe", "segment 2 (iteration 5): entry 1: no cell at row 9, column 9 on a hexagon", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:0,0,0,0,0;1,1,x,0,0\"", "metadata.recipe", "segment 2 (iteration 5): entry 2: terrain \"x\" is not '-' or a terrain index from 0 to", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:0,0,0,0,2\"", "metadata.recipe", "segment 2 (iteration 5): entry 1: lock \"2\" is not 0 or 1", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:0,0,0,0\"", "metadata.recipe", "segment 2 (iteration 5): entry 1: expected ROW,COL,TERRAIN,TOKEN,LOCK", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:0,0,0,0,0;0,0,1,0,0\"", "metadata.recipe", "segment 2 (iteration 5): entry 2: row 0, column 0 is listed twice", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 5:0,0,0,0,0 --segment 5:1,1,0,0,0\"", "metadata.recipe", "segment 3: iteration 5 does not come after the segment before (iteration 5)", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment five:0,0,0,0,0\"", "metadata.recipe", "segment 2: expected ITERATION:CHANGES", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment 0:0,0,0,0,0\"", "metadata.recipe", "segment 2: iteration 0 is not from 1 to", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"recipe\": \"hexloom-recipe/2 exact hexloom=1 --algorithm tabu --seed 1 --segment\"", "metadata.recipe", "--segment at the end of the recipe", 6, "\"recipe\""},
    {"\"seed\": 7", "\"seed\": 7, \"author\": \"me\"", "metadata.author", "unknown field (known: algorithm, seed, created, note, recipe, recipe_edited)", 6, "\"author\""},
    {"\"algorithm\": \"tabu\"", "\"algorithm\": false", "metadata.algorithm", "expected text, found true/false", 6, "\"algorithm\""},
};

std::string lineOf(const std::string& text, int line)
{
    size_t start = 0;
    for (int l = 1; l < line; ++l)
        start = text.find('\n', start) + 1;
    return text.substr(start, text.find('\n', start) - start);
}

TEST(MapJsonErrorsTest, TheValidMapReads)
{
    const MapFile f = parseMap(QByteArray::fromStdString(kValid), "good.json", MapFormat::Json);
    EXPECT_EQ(f.board.size(), 7);
    EXPECT_EQ(f.rules->name, "catan");
    EXPECT_EQ(f.map.token(f.board.indexAtOffset({0, 0})), 5);
    EXPECT_TRUE(f.map.locked(f.board.indexAtOffset({1, 1})));
    EXPECT_EQ(f.metadata.seed, 7u);
}

TEST(MapJsonErrorsTest, EveryMalformedMapNamesFileLineColumnAndField)
{
    for (const Case& c : kCases) {
        const std::string text = test::edited(kValid, c.from, c.to);
        SCOPED_TRACE(text);
        const auto e = test::parseError([&] { parseMap(QByteArray::fromStdString(text), "bad.json", MapFormat::Json); });
        ASSERT_TRUE(e.has_value());
        EXPECT_EQ(e->source(), "bad.json");
        EXPECT_EQ(e->field(), c.field) << e->what();
        EXPECT_NE(e->reason().find(c.reason), std::string::npos) << e->what();
        EXPECT_EQ(e->line(), c.line) << e->what();
        if (*c.needle) {
            EXPECT_EQ(e->column(), test::placeOf(lineOf(text, c.line), c.needle).second) << e->what();
        }
        const std::string place = c.line ? "bad.json:" + std::to_string(c.line) + ":" : "bad.json: ";
        EXPECT_EQ(std::string(e->what()).rfind(place, 0), 0u) << e->what();
    }
}

TEST(MapJsonErrorsTest, MissingEmptyAndOversizedFilesAreRefused)
{
    QTemporaryDir dir;
    EXPECT_THROW(loadMap(dir.filePath(QStringLiteral("none.json"))), ParseError);
    EXPECT_THROW(loadMap(dir.path()), ParseError);
    try {
        parseMap(QByteArray(kMaxInputBytes + 1, ' '), "huge.json", MapFormat::Json);
        ADD_FAILURE();
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("the limit is 16777216"), std::string::npos) << e.what();
    }
    try {
        parseMap("[1, 2]", "list.json", MapFormat::Json);
        ADD_FAILURE();
    } catch (const ParseError& e) {
        EXPECT_STREQ(e.what(), "list.json:1:1: expected a JSON object at the top level");
    }
}

TEST(MapJsonErrorsTest, BadRulesOverrideIsNamed)
{
    try {
        parseMap(QByteArray::fromStdString(kValid), "good.json", MapFormat::Json, QStringLiteral("no-such-rules"));
        ADD_FAILURE();
    } catch (const ParseError& e) {
        EXPECT_EQ(e.source(), "no-such-rules");
        EXPECT_NE(e.reason().find("not a built-in rule set"), std::string::npos);
    }
}

} // namespace
} // namespace hexloom::core::io
