// Version-4 kinds: label, glyph and badges read, write back unchanged and make the written
// version 4; every shipped rule set names only bundled symbols and labels that fit; a label that
// does not fit, an unknown symbol and a badge the kind cannot draw are refused naming the field.
#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/io/terrain_looks.h"
#include "tests/core/io/malformed_input.h"

namespace hexloom::core::io {
namespace {

const std::string kLooks = R"({
  "format": "hexloom-rules",
  "version": 4,
  "name": "looks",
  "board": {"shape": "hexagon", "radius": 1},
  "terrains": [
    {"id": "field", "letter": "F", "token": true, "label": "Wheat", "glyph": "wheat", "badges": ["pips"]},
    {"id": "planet", "letter": "P", "label": "Welt", "glyph": "planet", "attributes": {"resources": 3, "influence": 1}, "badges": ["resources", "influence"]},
    {"id": "void", "letter": "V", "label": "Wüstenei"}
  ],
  "requirements": []
}
)";

TEST(TerrainLooksTest, LabelGlyphAndBadgesReadAndWriteBack)
{
    const auto r = parseRuleSet(QByteArray::fromStdString(kLooks), "looks.json");
    const auto& planet = r.terrain(r.byId("planet"));
    EXPECT_EQ(planet.label, "Welt");
    EXPECT_EQ(planet.glyph, "planet");
    EXPECT_EQ(planet.badges, (std::vector<std::string>{"resources", "influence"}));
    EXPECT_EQ(r.terrain(r.byId("field")).badges, std::vector<std::string>{"pips"});
    EXPECT_EQ(r.terrain(r.byId("void")).label, "Wüstenei") << "eight characters, ten bytes: counted in characters";
    EXPECT_TRUE(r.terrain(r.byId("void")).glyph.empty());
    const QByteArray written = writeRuleSet(r);
    EXPECT_TRUE(written.contains("\"version\": 4"));
    EXPECT_EQ(writeRuleSet(parseRuleSet(written, "again")), written);
}

TEST(TerrainLooksTest, TheBundledSymbolSetIsReadableSvg)
{
    const QStringList names = builtinGlyphNames();
    for (const char* id : {"star", "planet", "anvil", "wheat", "tree", "mountain", "water", "harbour", "home"})
        EXPECT_TRUE(names.contains(QLatin1String(id))) << id;
    for (const QString& name : names) {
        const QByteArray svg = builtinResource(QStringLiteral("glyphs/") + name + QStringLiteral(".svg"));
        EXPECT_TRUE(svg.startsWith("<svg") && svg.contains("viewBox=\"0 0 24 24\"")) << name.toStdString();
    }
}

TEST(TerrainLooksTest, EveryShippedKindSaysWhatItIs)
{
    for (const QString& name : builtinRuleSetNames()) {
        const auto r = loadRuleSet(name);
        for (const auto& t : r->terrains) {
            EXPECT_FALSE(t.label.empty()) << name.toStdString() << ": " << t.id;
            if (t.takesToken) {
                EXPECT_EQ(t.badges, std::vector<std::string>{"pips"}) << name.toStdString() << ": " << t.id;
            }
        }
    }
    const auto fair = loadRuleSet(QStringLiteral("catan-fair"));
    EXPECT_EQ(fair->terrain(fair->byId("harbour-wood")).label, "2:1 wood") << "a harbour says its ratio and its resource";
    EXPECT_EQ(fair->terrain(fair->byId("harbour-wood")).glyph, "tree");
    EXPECT_EQ(fair->terrain(fair->byId("harbour-3")).label, "3:1");
}

const test::FieldCase kCases[] = {
    {"\"label\": \"Welt\"", "\"label\": \"Welt und Weite\"", "terrains[1].label", "fits at most 10 characters, found 14"},
    {"\"label\": \"Welt\"", "\"label\": 3", "terrains[1].label", "expected text"},
    {"\"label\": \"Welt\"", "\"label\": \"We\\nlt\"", "terrains[1].label", "control characters"},
    {"\"glyph\": \"planet\"", "\"glyph\": \"planets\"", "terrains[1].glyph", "no symbol \"planets\" in the bundled set (anvil,"},
    {"[\"resources\", \"influence\"]", "[\"resources\", \"tech\"]", "terrains[1].badges[1]", "no attribute \"tech\" to draw (its attributes: influence, resources)"},
    {"[\"resources\", \"influence\"]", "[\"resources\", \"resources\"]", "terrains[1].badges[1]", "listed twice"},
    {"[\"resources\", \"influence\"]", "[\"pips\"]", "terrains[1].badges[0]", "this kind takes no token"},
    {"[\"resources\", \"influence\"]", "[3]", "terrains[1].badges[0]", "expected an attribute name"},
    {"[\"resources\", \"influence\"]", "[\"a\", \"b\", \"c\", \"d\", \"e\"]", "terrains[1].badges", ""},
};

TEST(TerrainLooksTest, EveryBadFieldIsNamed)
{
    test::expectEveryBadFieldNamed(kLooks, kCases, [](const std::string& text) { parseRuleSet(QByteArray::fromStdString(text), "looks.json"); });
}

} // namespace
} // namespace hexloom::core::io
