// Version-3 rule-set files: kinds' swap zones ("zone") read, write back unchanged and make the
// written version 3; files without zones keep their version; bad zone names and newer versions
// are refused naming the field.
#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "tests/core/io/malformed_input.h"
#include "tests/core/io/without_looks.h"

namespace hexloom::core::io {
namespace {

const std::string kZones = R"({
  "format": "hexloom-rules",
  "version": 3,
  "name": "harbours",
  "board": {"shape": "hexagon", "radius": 1},
  "terrains": [
    {"id": "land", "letter": "L"},
    {"id": "sea", "letter": "S", "water": true, "fixed": true},
    {"id": "port", "letter": "P", "water": true, "zone": "harbour"},
    {"id": "port-land", "letter": "Q", "water": true, "zone": "harbour"},
    {"id": "rock", "letter": "R", "zone": "rocks"}
  ],
  "requirements": [
    {"id": "NO", "type": "forbidden-neighbours", "params": {"pairs": "port-land:land"}}
  ]
}
)";

TEST(RuleSetZonesTest, ZonesReadInTheOrderTheKindsNameThem)
{
    const auto r = parseRuleSet(QByteArray::fromStdString(kZones), "harbours.json");
    ASSERT_EQ(r.zoneCount(), 3);
    EXPECT_TRUE(r.hasZones());
    EXPECT_EQ(r.zoneName(1), "harbour");
    EXPECT_EQ(r.zoneName(2), "rocks");
    EXPECT_EQ(r.zone(r.byId("land")), 0);
    EXPECT_EQ(r.zone(r.byId("sea")), 0);
    EXPECT_EQ(r.zone(r.byId("port")), 1);
    EXPECT_EQ(r.zone(r.byId("port-land")), 1);
    EXPECT_EQ(r.zone(r.byId("rock")), 2);
    EXPECT_EQ(r.zone(model::kNoTerrain), 0) << "empty cells are in the main zone";
    EXPECT_TRUE(r.sameZone(r.byId("port"), r.byId("port-land")));
    EXPECT_FALSE(r.sameZone(r.byId("port"), r.byId("land")));
    EXPECT_EQ(r.zoneKinds(1), "port, port-land");
    const QByteArray written = writeRuleSet(r);
    EXPECT_TRUE(written.contains("\"version\": 3"));
    EXPECT_TRUE(written.contains("\"zone\": \"harbour\""));
    EXPECT_EQ(writeRuleSet(parseRuleSet(written, "again")), written);
}

TEST(RuleSetZonesTest, FilesWithoutZonesKeepTheirVersionAndCatanFairHasItsHarbourZone)
{
    // Without their labels and glyphs (version 4), the shipped catan and space-galaxy are files of
    // versions 1 and 2.
    EXPECT_TRUE(writeRuleSet(test::withoutLooks("catan")).contains("\"version\": 1"));
    EXPECT_TRUE(writeRuleSet(test::withoutLooks("space-galaxy")).contains("\"version\": 2"));
    EXPECT_FALSE(loadRuleSet(QStringLiteral("catan"))->hasZones());
    const auto fair = loadRuleSet(QStringLiteral("catan-fair"));
    ASSERT_EQ(fair->zoneCount(), 2);
    for (const char* id : {"harbour-3", "harbour-wood", "harbour-wheat", "harbour-sheep", "harbour-brick", "harbour-ore"}) {
        EXPECT_EQ(fair->zone(fair->byId(id)), 1) << id;
        EXPECT_FALSE(fair->terrain(fair->byId(id)).fixed) << id << " must be searchable";
    }
    EXPECT_EQ(fair->zone(fair->byId("wood")), 0);
    EXPECT_TRUE(fair->terrain(fair->byId("sea")).fixed);
}

const test::FieldCase kCases[] = {
    {"\"zone\": \"rocks\"", "\"zone\": \"big rocks\"", "terrains[4].zone", "a zone name is 1 to 32 letters, digits, '-' or '_'"},
    {"\"zone\": \"rocks\"", "\"zone\": 2", "terrains[4].zone", "expected text"},
    {"\"zone\": \"rocks\"", "\"zone\": \"abcdefghijklmnopqrstuvwxyzabcdefg\"", "terrains[4].zone", ""},
    {"\"version\": 3", "\"version\": 6", "version", "this one reads versions 1 to 5"},
};

TEST(RuleSetZonesTest, EveryBadFieldIsNamed)
{
    test::expectEveryBadFieldNamed(kZones, kCases, [](const std::string& text) { parseRuleSet(QByteArray::fromStdString(text), "harbours.json"); });
}

} // namespace
} // namespace hexloom::core::io
