// Version-2 rule-set files: attributes, fixed kinds, players and the fairness requirements read,
// write back unchanged and keep version-1 files as they were; every bad field is named.
#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "tests/core/io/malformed_input.h"
#include "tests/core/io/without_looks.h"

namespace hexloom::core::io {
namespace {

const std::string kPlayers = R"({
  "name": "duel",
  "version": 2,
  "board": {"shape": "hexagon", "radius": 1},
  "terrains": [
    {"id": "land", "letter": "L", "attributes": {"resources": 2, "influence": 1}},
    {"id": "nebula", "letter": "Q", "attributes": {"anomaly": 1}},
    {"id": "home", "letter": "H", "fixed": true}
  ],
  "players": {
    "distance_weights": [3, 2, 1],
    "path_cost": {"nebula": 2},
    "list": [{"id": "p1", "name": "North", "home": [[0, 1]]}, {"id": "p2", "home_kind": "home"}]
  },
  "requirements": [
    {"id": "FAIR", "type": "player-value", "params": {"attributes": "resources,influence", "tolerance": 1}},
    {"id": "APART", "type": "forbidden-neighbours", "params": {"pairs": "nebula:nebula|home"}},
    {"id": "FAR", "type": "distance", "params": {"from": "nebula", "min": 2}},
    {"id": "GROUP", "type": "cluster-size", "params": {"kinds": "land", "max": 4}},
    {"id": "CORNER", "type": "corner-pips", "params": {"min": 4, "max": 12, "distinct": 1}}
  ]
}
)";

TEST(RuleSetPlayersTest, AttributesPlayersAndFixedKindsRead)
{
    const auto r = parseRuleSet(QByteArray::fromStdString(kPlayers), "duel.json");
    EXPECT_EQ(r.terrains[0].attribute("resources"), 2);
    EXPECT_EQ(r.terrains[0].attribute("tech"), 0);
    EXPECT_TRUE(r.terrains[2].fixed);
    EXPECT_FALSE(r.terrains[0].fixed);
    ASSERT_EQ(r.players.players.size(), 2u);
    EXPECT_EQ(r.players.players[0].homeCells, (std::vector<model::OffsetCoord>{{0, 1}}));
    EXPECT_EQ(r.players.players[1].name, "p2");
    EXPECT_EQ(r.players.players[1].homeKind, "home");
    EXPECT_EQ(r.players.distanceWeights, (std::vector<double>{3, 2, 1}));
    EXPECT_EQ(r.players.pathCost.at("nebula"), 2);
    const QByteArray written = writeRuleSet(r);
    EXPECT_TRUE(written.contains("\"version\": 2"));
    EXPECT_EQ(writeRuleSet(parseRuleSet(written, "again")), written);
}

TEST(RuleSetPlayersTest, RuleSetsWithoutThemStayVersionOne)
{
    // Without their labels and glyphs (version 4) the shipped catan is a version-1 file and
    // space-galaxy a version-2 file.
    const auto catan = test::withoutLooks("catan");
    EXPECT_TRUE(writeRuleSet(catan).contains("\"version\": 1"));
    EXPECT_TRUE(catan.players.empty());
    EXPECT_TRUE(writeRuleSet(test::withoutLooks("space-galaxy")).contains("\"version\": 2"));
}

const test::FieldCase kCases[] = {
    {"\"resources\": 2", "\"resources\": \"two\"", "terrains[0].attributes.resources", "expected a number"},
    {"\"resources\": 2", "\"res ources\": 2", "terrains[0].attributes.res ources", "an attribute name is 1 to 32 letters"},
    {"\"fixed\": true", "\"fixed\": 1", "terrains[2].fixed", "expected true or false"},
    {", {\"id\": \"p2\", \"home_kind\": \"home\"}", "", "players.list", "2 to 8 players, found 1"},
    {"\"home_kind\": \"home\"", "\"home_kind\": \"castle\"", "players.list[1].home_kind", "no terrain with id \"castle\""},
    {"\"home_kind\": \"home\"", "\"home\": [[0, 1]], \"home_kind\": \"home\"", "players.list[1].home", "give either home"},
    {"\"home_kind\": \"home\"", "\"name\": \"South\"", "players.list[1].home", "player \"p2\" has no home"},
    {"\"home_kind\": \"home\"", "\"home\": [[0, 1]]", "players.list[1].home[0]", "home cell [0, 1] is already the home of player \"p1\"; two players cannot share a home"},
    {"[[0, 1]]", "[[9, 1]]", "players.list[0].home[0]", "home cell [9, 1] is not on the board (hexagon radius=1)"},
    {"\"home\": [[0, 1]]", "\"home\": [[0, 1]], \"home_tile\": \"castle\"", "players.list[0].home_tile", "no terrain with id \"castle\""},
    {"\"home_kind\": \"home\"", "\"home_kind\": \"home\", \"home_tile\": \"land\"", "players.list[1].home_tile", "only a home given as cells holds a home tile"},
    {"{\"id\": \"home\", \"letter\": \"H\", \"fixed\": true}", "{\"id\": \"castle\", \"letter\": \"H\", \"fixed\": true}", "players.list[0].home", "name the kind these home cells hold in home_tile"},
    {"[[0, 1]]", "[[0, -1]]", "players.list[0].home[0]", "expected [row, col]"},
    {"\"id\": \"p2\"", "\"id\": \"p1\"", "players.list[1].id", "duplicate player id \"p1\""},
    {"[3, 2, 1]", "[3, -2, 1]", "players.distance_weights[1]", "expected a number from 0 to 1000000"},
    {"[3, 2, 1]", "[]", "players.distance_weights", "needs at least one weight"},
    {"{\"nebula\": 2}", "{\"void\": 2}", "players.path_cost.void", "no terrain with id \"void\""},
    {"{\"nebula\": 2}", "{\"nebula\": -3}", "players.path_cost.nebula", "must be between -1 and 16"},
    {"\"tolerance\": 1", "\"tolerance\": -1", "requirements[0]", "field \"params.tolerance\": must be between"},
    {"\"resources,influence\"", "\"resources,gold\"", "requirements[0]", "requirement FAIR: field \"params.attributes\": unknown attribute \"gold\""},
    {"\"nebula:nebula|home\"", "\"nebula:nebula|castle\"", "requirements[1]", "requirement APART: field \"params.pairs\": unknown kind \"castle\""},
    {"\"from\": \"nebula\"", "\"from\": \"\"", "requirements[2]", "requirement FAR: field \"params.from\": needs at least one kind"},
    {"\"kinds\": \"land\"", "\"kinds\": \"lands\"", "requirements[3]", "field \"params.kinds\": unknown kind \"lands\""},
    {"\"min\": 4, \"max\": 12", "\"min\": 13, \"max\": 12", "requirements[4]", "field \"params.min\": must not exceed params.max"},
};

TEST(RuleSetPlayersTest, EveryBadFieldIsNamed)
{
    test::expectEveryBadFieldNamed(kPlayers, kCases, [](const std::string& text) { parseRuleSet(QByteArray::fromStdString(text), "duel.json"); });
}

TEST(RuleSetPlayersTest, PlayerValueWithoutPlayersIsRefused)
{
    std::string text = test::edited(kPlayers, "\"players\": {", "\"unused\": {");
    text = test::edited(text, "\"unused\": {\n    \"distance_weights\": [3, 2, 1],\n    \"path_cost\": {\"nebula\": 2},\n    \"list\": [{\"id\": \"p1\", \"name\": \"North\", \"home\": [[0, 1]]}, {\"id\": \"p2\", \"home_kind\": \"home\"}]\n  },\n", "");
    const auto e = test::parseError([&] { parseRuleSet(QByteArray::fromStdString(text), "duel.json"); });
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field(), "requirements[0]") << e->what();
    EXPECT_NE(e->reason().find("field \"players\": player-value needs the rule set's players"), std::string::npos) << e->what();
}

} // namespace
} // namespace hexloom::core::io
