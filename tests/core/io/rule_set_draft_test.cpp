// The rule-set file's `draft` block (core/io/rule_set_draft.*): a valid one reads and writes back
// unchanged, and every bad field gets one message naming the file, the field, its line and column.
#include "core/io/rule_set_draft.h"

#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "tests/core/io/malformed_input.h"

namespace hexloom::core::io {
namespace {

const std::string kValid = R"({
  "name": "mini",
  "board": {"shape": "hexagon", "radius": 1},
  "terrains": [
    {"id": "wood", "letter": "F", "token": true},
    {"id": "sea", "letter": "S", "water": true}
  ],
  "tokens": [2, 3, 4, 5, 6, 8, 9],
  "draft": {"seats": 3, "placements": 2, "noise": [0.7, 0.2, 0.1], "drafts": 500, "seed": 42},
  "requirements": [
    {"id": "R1", "type": "seat-draft", "params": {"tolerance": 1}}
  ]
}
)";

TEST(RuleSetDraftTest, TheValidDraftReadsAndWritesBack)
{
    const auto r = parseRuleSet(QByteArray::fromStdString(kValid), "mini.json");
    ASSERT_TRUE(r.draft);
    EXPECT_EQ(r.draft->seats, 3);
    EXPECT_EQ(r.draft->placements, 2);
    EXPECT_EQ(r.draft->noise, (std::vector<double>{0.7, 0.2, 0.1}));
    EXPECT_EQ(r.draft->drafts, 500);
    EXPECT_EQ(r.draft->seed, 42u);
    const auto again = parseRuleSet(writeRuleSet(r), "again");
    ASSERT_TRUE(again.draft);
    EXPECT_EQ(*again.draft, *r.draft);
    // Without `draft` the rule set declares none, and writes none.
    const std::string without = test::edited(kValid, "\"draft\": {\"seats\": 3, \"placements\": 2, \"noise\": [0.7, 0.2, 0.1], \"drafts\": 500, \"seed\": 42},", "");
    const auto plain = parseRuleSet(QByteArray::fromStdString(without), "plain.json");
    EXPECT_FALSE(plain.draft);
    EXPECT_FALSE(writeRuleSet(plain).contains("\"draft\""));
}

// The error's line and column are where each case's needle first stands.
const test::PlacedCase kCases[] = {
    {"\"seats\": 3", "\"seats\": 1", "draft.seats", "must be between 2 and 8, found 1", "\"seats\""},
    {"\"seats\": 3", "\"seats\": 9", "draft.seats", "must be between 2 and 8", "\"seats\""},
    {"\"placements\": 2", "\"placements\": 0", "draft.placements", "must be between 1 and 5", "\"placements\""},
    {"\"drafts\": 500", "\"drafts\": 100001", "draft.drafts", "must be between 1 and 100000", "\"drafts\""},
    {"\"seed\": 42", "\"seed\": 4.5", "draft.seed", "expected a whole number from 0", "\"seed\""},
    {"\"seed\": 42", "\"seed\": 42, \"order\": \"snake\"", "draft.order", "unknown field (known: seats, placements, noise, drafts, seed)", "\"order\""},
    {"[0.7, 0.2, 0.1]", "[0.7, 0.2]", "draft.noise", "the chances must sum to 1, they sum to 0.9", "\"noise\""},
    {"[0.7, 0.2, 0.1]", "[0.5, 0.2, 0.1, 0.2]", "draft.noise", "list has 4 items; the limit is 3", "\"noise\""},
    {"[0.7, 0.2, 0.1]", "[0.7, \"lots\", 0.1]", "draft.noise[1]", "expected a chance from 0 to 1", "\"lots\""},
    {"[0.7, 0.2, 0.1]", "[0.7, 1.2, 0.1]", "draft.noise[1]", "expected a chance from 0 to 1", "1.2"},
    {"[0.7, 0.2, 0.1]", "[0, 0.9, 0.1]", "draft.noise[0]", "the chance of taking the best legal corner must be above 0", "0, 0.9"},
    {"[0.7, 0.2, 0.1]", "[]", "draft.noise", "give the chances of taking the best, second and third legal corner", "\"noise\""},
    {"{\"seats\": 3, \"placements\": 2, \"noise\": [0.7, 0.2, 0.1], \"drafts\": 500, \"seed\": 42}", "4", "draft", "expected an object", "\"draft\""},
    // A draft needs number tokens on a producing kind.
    {"{\"id\": \"wood\", \"letter\": \"F\", \"token\": true}", "{\"id\": \"wood\", \"letter\": \"F\"}", "requirements[0]",
     "requirement R1: field \"type\": seat-draft plays the opening on number tokens", "{\"id\": \"R1\""},
};

TEST(RuleSetDraftTest, EveryBadFieldNamesFileFieldLineAndColumn)
{
    test::expectEveryBadFieldPlaced(kValid, kCases, "rules.json",
                                    [](const std::string& text) { parseRuleSet(QByteArray::fromStdString(text), "rules.json"); });
}

} // namespace
} // namespace hexloom::core::io
