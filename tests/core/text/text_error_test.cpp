// A refusal with no file to name carries its text: what() is the English the CLI prints, text()
// the marked pattern whose values may be texts of their own, and a reader that catches it keeps
// the text under the field it adds.
#include "core/text/text_error.h"

#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/rules/requirement_registry.h"

namespace hexloom::core::text {
namespace {

TEST(TextErrorTest, ANestedValueIsFilledByItsOwnPattern)
{
    const CoreText t{"requirement %1: %2", {{"R"}, nested(inField("weight", CoreText{"must be between %1 and %2", {{"0"}, {"%1"}}}))}};
    EXPECT_EQ(t.english(), "requirement R: field \"weight\": must be between 0 and %1");
    ASSERT_TRUE(t.values[1].nested);
    EXPECT_EQ(t.values[1].nested->pattern, "field \"%1\": %2");
    EXPECT_EQ(t.values[1].text, t.values[1].nested->english()) << "the value's English stays at hand";
}

TEST(TextErrorTest, WhatIsTheEnglishAndReasonOfKeepsTheText)
{
    const TextError e(CoreText{"unknown kind \"%1\" (known: %2)", {{"zz"}, {"a, b"}}});
    EXPECT_STREQ(e.what(), "unknown kind \"zz\" (known: a, b)");
    EXPECT_EQ(reasonOf(e).pattern, "unknown kind \"%1\" (known: %2)");
    const std::runtime_error plain("no such file");
    EXPECT_EQ(reasonOf(plain).pattern, "no such file");
    EXPECT_TRUE(reasonOf(plain).values.empty());
}

// The registry's refusal: the English as the CLI printed it before it was a text, and its frames.
TEST(TextErrorTest, ARequirementsRefusalIsAFramedText)
{
    rules::RequirementSpec spec{"R", "water-degree", "R", -1.0, true, {}};
    try {
        rules::validateRequirement(spec);
        FAIL() << "a negative weight is refused";
    } catch (const TextError& e) {
        EXPECT_STREQ(e.what(), "requirement R: field \"weight\": must be a number from 0 to 1000000");
        EXPECT_EQ(e.text().pattern, "requirement %1: %2");
        ASSERT_TRUE(e.text().values.at(1).nested);
        EXPECT_EQ(e.text().values[1].nested->values.at(1).nested->pattern, "must be a number from 0 to 1000000");
    }
}

// The rule-set reader keeps the registry's text under the place it names.
TEST(TextErrorTest, TheRuleSetReaderKeepsARequirementsText)
{
    const QByteArray json = R"({"format": "hexloom-rules", "version": 1, "name": "t", "board": {"shape": "hexagon", "radius": 2},
        "terrains": [{"id": "a", "name": "A", "letter": "A", "colour": "#112233"}],
        "requirements": [{"id": "R", "type": "water-degree", "params": {"no_such": 1}}]})";
    try {
        io::parseRuleSet(json, "t.json");
        FAIL() << "an unknown parameter is refused";
    } catch (const io::ParseError& e) {
        EXPECT_EQ(e.reason(), "requirement R: field \"params.no_such\": not a parameter of water-degree");
        EXPECT_EQ(e.reasonText().pattern, "requirement %1: %2");
        EXPECT_EQ(e.reasonText().english(), e.reason());
    }
}

} // namespace
} // namespace hexloom::core::text
