// Rule sets survive their file: whatever the model holds (a shipped rule set, one built in code,
// one whose optional fields are empty) is written as a file the reader accepts and reads back
// equal, field by field. The oracle is the model itself, not the written text: a field the writer
// drops or the reader defaults differently shows up as a difference.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/rules/rule_set.h"

namespace hexloom::core::io {
namespace {

using rules::RuleSet;

void expectSameTerrain(const rules::Terrain& a, const rules::Terrain& b, const std::string& where)
{
    EXPECT_EQ(a.id, b.id) << where;
    EXPECT_EQ(a.letter, b.letter) << where;
    EXPECT_EQ(a.name, b.name) << where;
    EXPECT_EQ(a.colour, b.colour) << where;
    EXPECT_EQ(a.water, b.water) << where;
    EXPECT_EQ(a.takesToken, b.takesToken) << where;
    EXPECT_EQ(a.cyclePosition, b.cyclePosition) << where;
    EXPECT_EQ(a.attributes, b.attributes) << where;
    EXPECT_EQ(a.fixed, b.fixed) << where;
    EXPECT_EQ(a.zone, b.zone) << where;
    EXPECT_EQ(a.label, b.label) << where;
    EXPECT_EQ(a.glyph, b.glyph) << where;
    EXPECT_EQ(a.badges, b.badges) << where;
}

void expectSamePlayers(const rules::PlayerSetup& a, const rules::PlayerSetup& b, const std::string& where)
{
    ASSERT_EQ(a.players.size(), b.players.size()) << where;
    for (size_t i = 0; i < a.players.size(); ++i) {
        const std::string at = where + " player " + std::to_string(i);
        EXPECT_EQ(a.players[i].id, b.players[i].id) << at;
        EXPECT_EQ(a.players[i].name, b.players[i].name) << at;
        EXPECT_EQ(a.players[i].homeCells, b.players[i].homeCells) << at;
        EXPECT_EQ(a.players[i].homeKind, b.players[i].homeKind) << at;
        EXPECT_EQ(a.players[i].homeTile, b.players[i].homeTile) << at;
    }
    EXPECT_EQ(a.distanceWeights, b.distanceWeights) << where;
    EXPECT_EQ(a.pathCost, b.pathCost) << where;
}

// Every field of the model, and the tables finalize() derives from the terrains.
void expectSameRuleSet(const RuleSet& a, const RuleSet& b, const std::string& where)
{
    EXPECT_EQ(a.name, b.name) << where;
    EXPECT_EQ(a.title, b.title) << where;
    EXPECT_EQ(a.description, b.description) << where;
    ASSERT_EQ(a.terrains.size(), b.terrains.size()) << where;
    for (size_t i = 0; i < a.terrains.size(); ++i)
        expectSameTerrain(a.terrains[i], b.terrains[i], where + " terrain " + a.terrains[i].id);
    EXPECT_EQ(a.pool, b.pool) << where;
    EXPECT_EQ(a.tokenPool, b.tokenPool) << where;
    ASSERT_EQ(a.requirements.size(), b.requirements.size()) << where;
    for (size_t i = 0; i < a.requirements.size(); ++i) {
        const auto &p = a.requirements[i], &q = b.requirements[i];
        const std::string at = where + " requirement " + p.id;
        EXPECT_EQ(p.id, q.id) << at;
        EXPECT_EQ(p.type, q.type) << at;
        EXPECT_EQ(p.name, q.name) << at;
        EXPECT_EQ(p.weight, q.weight) << at;
        EXPECT_EQ(p.enabled, q.enabled) << at;
        EXPECT_EQ(p.params, q.params) << at;
    }
    EXPECT_EQ(a.board.shape, b.board.shape) << where;
    EXPECT_EQ(a.board.a, b.board.a) << where;
    EXPECT_EQ(a.board.b, b.board.b) << where;
    if (a.board.shape == "terra-mystica") {
        EXPECT_EQ(a.board.firstRowLong, b.board.firstRowLong) << where;
    }
    EXPECT_EQ(a.board.map, b.board.map) << where;
    expectSamePlayers(a.players, b.players, where);
    EXPECT_EQ(a.symmetry, b.symmetry) << where;
    EXPECT_EQ(a.draft, b.draft) << where;
    EXPECT_TRUE(a.sameDerivedTables(b)) << where;
}

// Written and read back; a refusal fails the test with the reader's message.
RuleSet roundTrip(const RuleSet& r, const std::string& where)
{
    const QByteArray written = writeRuleSet(r);
    try {
        return parseRuleSet(written, where);
    } catch (const ParseError& e) {
        ADD_FAILURE() << where << ": the reader refuses what the writer wrote: " << e.what() << "\n" << written.toStdString();
        return r;
    }
}

TEST(RuleSetRoundTripTest, EveryShippedRuleSetReadsBackEqual)
{
    ASSERT_FALSE(builtinRuleSetNames().isEmpty());
    for (const QString& name : builtinRuleSetNames()) {
        const auto shipped = loadRuleSet(name);
        expectSameRuleSet(*shipped, roundTrip(*shipped, name.toStdString()), name.toStdString());
    }
}

// A rule set built in code, using every part of the model: looks, attributes, zones, a cycle,
// tokens, players with home cells and a home kind, a draft, a symmetry, requirements with
// number and text parameters.
RuleSet codeBuilt()
{
    RuleSet r;
    r.name = "built-in-code";
    r.title = "Built in code";
    r.description = "Every part of the model";
    auto kind = [&](std::string id, char letter) -> rules::Terrain& {
        rules::Terrain t;
        t.id = std::move(id);
        t.letter = letter;
        t.name = t.id + " kind";
        t.colour = 0x102030u * static_cast<uint32_t>(r.terrains.size() + 1);
        r.terrains.push_back(std::move(t));
        return r.terrains.back();
    };
    auto& forest = kind("forest", 'F');
    forest.cyclePosition = 0;
    forest.takesToken = true;
    forest.attributes = {{"wood", 1}, {"influence", 2.5}};
    forest.label = "Wood";
    forest.glyph = "tree";
    forest.badges = {"wood", "pips"};
    kind("plains", 'P').cyclePosition = 1;
    kind("sea", 'S').water = true;
    auto& port = kind("port", 'H');
    port.zone = "harbour";
    port.fixed = true;
    kind("home", 'M').fixed = true;
    kind("castle", 'C');
    r.finalize();
    r.pool = {6, 5, 4, 2, 1, 1};
    r.tokenPool = {2, 3, 4, 5, 6, 8};
    r.board = {"hexagon", 2, 0, true, ""};
    r.symmetry = symmetry::SymmetryMode::None;
    r.players.players = {{"p1", "North", {{0, 1}}, "", "home"},
                         {"p2", "South", {{4, 1}}, "", "castle"},
                         {"witches", "Witches", {}, "forest", ""}};
    r.players.distanceWeights = {3, 2, 1};
    r.players.pathCost = {{"sea", -1}, {"plains", 2}};
    r.draft = rules::DraftSetup{3, 1, {0.6, 0.4}, 200, 7};
    rules::RequirementSpec islands{"R1", "min-island-size", "Islands", 2.5, false, {{"size", 3.0}}};
    rules::RequirementSpec fair{"R2", "player-value", "Fair wood", 1, true, {{"attributes", std::string("wood")}}};
    r.requirements = {islands, fair};
    return r;
}

TEST(RuleSetRoundTripTest, ARuleSetBuiltInCodeReadsBackEqual)
{
    const RuleSet r = codeBuilt();
    expectSameRuleSet(r, roundTrip(r, "code-built"), "code-built");
}

// Each optional field emptied in turn (the empty value the model can hold): the file the writer
// makes is accepted and reads back with the field still empty.
TEST(RuleSetRoundTripTest, EveryOptionalFieldEmptiedReadsBackEqual)
{
    const std::vector<std::pair<std::string, std::function<void(RuleSet&)>>> cases{
        {"no title", [](RuleSet& r) { r.title.clear(); }},
        {"no description", [](RuleSet& r) { r.description.clear(); }},
        {"a kind without a name", [](RuleSet& r) { r.terrains[1].name.clear(); }},
        {"a kind without attributes or badges", [](RuleSet& r) { r.terrains[0].attributes.clear(), r.terrains[0].badges.clear(), r.requirements.pop_back(); }},
        {"a kind without looks", [](RuleSet& r) { r.terrains[0].label.clear(), r.terrains[0].glyph.clear(), r.terrains[0].badges.clear(); }},
        {"a kind in the main zone", [](RuleSet& r) { r.terrains[3].zone.clear(), r.finalize(); }},
        {"no pool", [](RuleSet& r) { r.pool.clear(); }},
        {"a pool of zeros on a custom board", [](RuleSet& r) { r.pool.assign(r.terrains.size(), 0), r.board = {}; }},
        {"no tokens", [](RuleSet& r) { r.tokenPool.clear(); }},
        {"no board map", [](RuleSet& r) { r.board.map.clear(); }},
        {"a custom board", [](RuleSet& r) { r.board = {}; }},
        {"a requirement without a name", [](RuleSet& r) { r.requirements[0].name.clear(); }},
        {"a requirement without parameters", [](RuleSet& r) { r.requirements[0].params.clear(); }},
        {"no requirements", [](RuleSet& r) { r.requirements.clear(); }},
        {"a player without a name", [](RuleSet& r) { r.players.players[0].name.clear(); }},
        {"home cells without a home tile", [](RuleSet& r) { r.players.players[0].homeTile.clear(); }},
        {"every home without a home tile",
         [](RuleSet& r) {
             r.players.players[0].homeTile.clear(), r.players.players[1].homeTile.clear();
         }},
        {"no path costs", [](RuleSet& r) { r.players.pathCost.clear(); }},
        {"no players", [](RuleSet& r) { r.players = {}, r.requirements.pop_back(); }},
        {"a draft without noise", [](RuleSet& r) { r.draft->noise.clear(); }},
        {"no draft", [](RuleSet& r) { r.draft.reset(); }},
    };
    for (const auto& [what, empty] : cases) {
        RuleSet r = codeBuilt();
        empty(r);
        expectSameRuleSet(r, roundTrip(r, what), what);
    }
}

// The bug this guards: home cells without a home tile, in a rule set with no kind "home" to
// default to either, were written as "home_tile": "", which the reader refused.
TEST(RuleSetRoundTripTest, HomeCellsWithoutAHomeTileAreWrittenAsNull)
{
    RuleSet r = codeBuilt();
    r.terrains.erase(r.terrains.begin() + 4); // the kind "home"
    r.pool[0] += r.pool[4];                   // its tile to forest: the pool still fills the board
    r.pool.erase(r.pool.begin() + 4);
    r.finalize();
    r.players.players[0].homeTile.clear();
    const QByteArray written = writeRuleSet(r);
    EXPECT_TRUE(written.contains("\"home_tile\": null")) << written.toStdString();
    const RuleSet back = roundTrip(r, "no home kind");
    expectSameRuleSet(r, back, "no home kind");
    EXPECT_TRUE(back.players.players[0].homeTile.empty());
    EXPECT_EQ(back.players.players[1].homeTile, "castle");

    // An empty text is no terrain id: refused, naming the field and what to write instead.
    QByteArray typed = written;
    typed.replace("\"home_tile\": null", "\"home_tile\": \"\"");
    try {
        parseRuleSet(typed, "typed.json");
        ADD_FAILURE() << "an empty home_tile was accepted";
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("players.list[0].home_tile"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("or null for home cells that hold no particular kind"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace hexloom::core::io
