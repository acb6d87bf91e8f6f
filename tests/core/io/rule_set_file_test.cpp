// Rule-set files: the built-in ones read and write back unchanged, and every malformed file gets
// a message with its line, column and field path.
#include "core/io/rule_set_file.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

#include "core/io/json_fields.h"
#include "core/io/parse_error.h"
#include "tests/core/io/malformed_input.h"

namespace hexloom::core::io {
namespace {

TEST(RuleSetFileTest, BuiltinRuleSetsRoundTrip)
{
    for (const char* name : {"catan", "terra-mystica-published", "terra-mystica-strict"})
        EXPECT_TRUE(builtinRuleSetNames().contains(QLatin1String(name))) << name;
    for (const QString& name : builtinRuleSetNames()) {
        const auto rules = loadRuleSet(name);
        const QByteArray written = writeRuleSet(*rules);
        EXPECT_EQ(writeRuleSet(parseRuleSet(written, "again")), written) << name.toStdString();
    }
}

const std::string kValid = R"({
  "name": "mini",
  "board": {"shape": "hexagon", "radius": 1},
  "terrains": [
    {"id": "land", "letter": "L", "colour": "#00ff00", "cycle": 0},
    {"id": "sea", "letter": "S", "water": true}
  ],
  "pool": {"land": 6, "sea": 1},
  "tokens": [2, 3],
  "requirements": [
    {"id": "R1", "type": "water-degree", "params": {"min": 1, "max": 3}},
    {"id": "R2", "type": "min-island-size"}
  ]
}
)";

// The error's line and column are where each case's needle first stands.
const test::PlacedCase kCases[] = {
    {"\"name\": \"mini\"", "\"name\": \"\"", "name", "must not be empty", "\"name\""},
    {"\"name\": \"mini\",", "\"format\": \"hexloom-map\", \"name\": \"mini\",", "format", "expected \"hexloom-rules\"", "\"format\""},
    {"\"name\": \"mini\",", "\"version\": 6, \"name\": \"mini\",", "version", "written by a newer Hexloom (version 6); this one reads versions 1 to 5", "\"version\""},
    {"\"name\": \"mini\",", "\"name\": \"mini\", \"extra\": 1,", "extra", "unknown field (known: format, version, name", "\"extra\""},
    {"\"hexagon\", \"radius\": 1", "\"triangle\"", "board.shape", "expected terra-mystica, hexagon, rectangle or custom", "\"shape\""},
    {"\"id\": \"sea\"", "\"id\": \"land\"", "terrains[1].id", "duplicate terrain id \"land\"", "\"id\": \"land\", \"letter\": \"S\""},
    {"\"letter\": \"L\"", "\"letter\": \"N\"", "terrains[0].letter", "expected one capital letter other than N", "\"letter\""},
    {"\"letter\": \"S\"", "\"letter\": \"L\"", "terrains[1].letter", "duplicate letter \"L\"", "\"letter\": \"L\", \"water\""},
    {"\"#00ff00\"", "\"green\"", "terrains[0].colour", "expected a colour like \"#3f7fd9\", found \"green\"", "\"colour\""},
    {"\"cycle\": 0", "\"cycle\": 2", "terrains", "terraform-cycle positions must be 0..0 without gaps", "\"terrains\""},
    {"\"water\": true", "\"water\": true, \"depth\": 3", "terrains[1].depth", "unknown field (known: id, letter, name, colour, water, token, cycle, attributes, fixed, zone, label, glyph, badges)", "\"depth\""},
    {"\"terrains\": [\n    {\"id\": \"land\", \"letter\": \"L\", \"colour\": \"#00ff00\", \"cycle\": 0},\n    {\"id\": \"sea\", \"letter\": \"S\", \"water\": true}\n  ]",
     "\"terrains\": []", "terrains", "a rule set needs at least one terrain", "\"terrains\""},
    {"\"sea\": 1", "\"gold\": 1", "pool.gold", "no terrain with id \"gold\"", "\"gold\""},
    {"\"land\": 6", "\"land\": -1", "pool.land", "must be between 0 and 250000, found -1", "\"land\": -1"},
    {"[2, 3]", "[2, 0]", "tokens[1]", "expected a whole number from 1 to 127", "0]"},
    {"\"type\": \"water-degree\"", "\"type\": \"magic\"", "requirements[0]", "requirement R1: field \"type\": unknown type \"magic\"", "{\"id\": \"R1\""},
    {"\"max\": 3", "\"max\": 7", "requirements[0]", "requirement R1: field \"params.max\": must be between", "{\"id\": \"R1\""},
    {"\"max\": 3", "\"width\": 3", "requirements[0]", "field \"params.width\": not a parameter of water-degree", "{\"id\": \"R1\""},
    {"\"max\": 3", "\"max\": \"three\"", "requirements[0]", "field \"params.max\": expected a number", "{\"id\": \"R1\""},
    {"\"id\": \"R2\"", "\"id\": \"R1\"", "requirements[1].id", "duplicate requirement id \"R1\"", "\"id\": \"R1\", \"type\": \"min"},
    {"\"type\": \"min-island-size\"", "\"type\": \"min-island-size\", \"weight\": -2", "requirements[1].weight", "must be between 0 and 1000000", "\"weight\""},
    {"\"type\": \"min-island-size\"", "\"type\": \"min-island-size\", \"enabled\": 1", "requirements[1].enabled", "expected true or false", "\"enabled\""},
    // Names inside free-text parameters are checked against the rule set's terrains (a group
    // naming an unknown terrain used to be dropped, turning the requirement off).
    {"\"type\": \"min-island-size\"", "\"type\": \"pip-balance\", \"params\": {\"groups\": \"land;sea,gold\"}", "requirements[1]",
     "requirement R2: field \"params.groups\": no terrain with id \"gold\" in rule set mini", "{\"id\": \"R2\""},
    {"\"type\": \"min-island-size\"", "\"type\": \"pip-balance\", \"params\": {\"groups\": \"land,,sea\"}", "requirements[1]",
     "field \"params.groups\": empty terrain id at position 6", "{\"id\": \"R2\""},
    {"\"type\": \"min-island-size\"", "\"type\": \"pip-balance\", \"params\": {\"groups\": \"land;sea;\"}", "requirements[1]",
     "empty terrain id", "{\"id\": \"R2\""},
    {"\"type\": \"min-island-size\"", "\"type\": \"pip-balance\"", "requirements[1]",
     "field \"params.groups\" (its default \"wood,wheat,sheep;brick,ore\"): no terrain with id \"wood\"", "{\"id\": \"R2\""},
    // The pool fills the board the file declares, counted and named at "pool".
    {"\"sea\": 1", "\"sea\": 2", "pool", "the pool holds 8 tiles but the board has 7 cells (1 too many)", "\"pool\""},
    {"\"land\": 6", "\"land\": 4", "pool", "the pool holds 5 tiles but the board has 7 cells (2 too few)", "\"pool\""},
    {"\"radius\": 1", "\"radius\": 2", "pool", "the pool holds 7 tiles but the board has 19 cells (12 too few)", "\"pool\""},
    // A key given twice: the second one's place, whichever object it is in.
    {"\"max\": 3", "\"max\": 3, \"max\": 4", "requirements[0].params.max", "duplicate key \"max\"", "\"max\": 4"},
    {"\"name\": \"mini\",", "\"name\": \"mini\", \"name\": \"maxi\",", "name", "duplicate key \"name\" (first given at line 2, column 3)", "\"name\": \"maxi\""},
};

TEST(RuleSetFileTest, PipGroupsNamingTheRuleSetsTerrainsRead)
{
    const std::string text = test::edited(kValid, "\"type\": \"min-island-size\"", "\"type\": \"pip-balance\", \"params\": {\"groups\": \"land;sea\"}");
    EXPECT_EQ(parseRuleSet(QByteArray::fromStdString(text), "rules.json").requirements.size(), 2u);
}

TEST(RuleSetFileTest, TheValidFileReads)
{
    const auto r = parseRuleSet(QByteArray::fromStdString(kValid), "mini.json");
    EXPECT_EQ(r.name, "mini");
    EXPECT_EQ(r.pool, (std::vector<int>{6, 1}));
    EXPECT_EQ(r.requirements.size(), 2u);
}

// A pool is held to the board only where the rule set declares one of a shape: a custom board's
// cells come from a map, and a rule set embedded in a map is played on the map's board.
TEST(RuleSetFileTest, APoolIsHeldOnlyToADeclaredShapedBoard)
{
    const std::string bigger = test::edited(kValid, "\"land\": 6", "\"land\": 30");
    EXPECT_THROW(parseRuleSet(QByteArray::fromStdString(bigger), "rules.json"), ParseError);
    const std::string custom = test::edited(bigger, "\"shape\": \"hexagon\", \"radius\": 1", "\"shape\": \"custom\"");
    EXPECT_EQ(parseRuleSet(QByteArray::fromStdString(custom), "rules.json").pool, (std::vector<int>{30, 1}));
    const QJsonObject embedded = QJsonDocument::fromJson(QByteArray::fromStdString(bigger)).object();
    EXPECT_EQ(parseRuleSetObject(JsonFields(embedded, "map.json")).pool, (std::vector<int>{30, 1}));
}

TEST(RuleSetFileTest, EveryMalformedFileNamesLineColumnAndField)
{
    test::expectEveryBadFieldPlaced(kValid, kCases, "rules.json",
                                    [](const std::string& text) { parseRuleSet(QByteArray::fromStdString(text), "rules.json"); });
}

} // namespace
} // namespace hexloom::core::io
