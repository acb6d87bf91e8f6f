// Core texts the editor translates: the core fills them in English (what the CLI prints), and a
// reader's error keeps its reason as pattern and values, so the editor can say it in its language.
#include "core/text/core_text.h"

#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"

namespace hexloom::core::text {
namespace {

TEST(CoreTextTest, FillReplacesEachPlaceholderOnce)
{
    EXPECT_EQ(fill("%2 before %1", {"a", "b"}), "b before a");
    EXPECT_EQ(fill("%1%1", {"x"}), "xx");
    // A value is not scanned again: a name holding "%2" stays as written.
    EXPECT_EQ(fill("%1 and %2", {"%2", "y"}), "%2 and y");
    // Placeholders with no value, %0 and a lone % stay as they are.
    EXPECT_EQ(fill("%0 %3 100% %", {"a"}), "%0 %3 100% %");
    EXPECT_EQ(fill("", {"a"}), "");
}

TEST(CoreTextTest, EnglishFillsThePatternWithTheValues)
{
    const CoreText t{"must be between %1 and %2, found %3", {{"0"}, {"6"}, {"9"}}};
    EXPECT_EQ(t.english(), "must be between 0 and 6, found 9");
    const CoreText typed{"expected text, found %1", {marked("a number")}};
    EXPECT_EQ(typed.english(), "expected text, found a number");
    EXPECT_TRUE(typed.values[0].translatable);
}

// The rule-set reader's message is the same English sentence as before for the CLI, and its
// reason is the pattern (as marked for translation) with the values apart.
TEST(CoreTextTest, AReaderErrorKeepsItsReasonAsPatternAndValues)
{
    const QByteArray json = R"({"name": "x", "terrains": 5})";
    try {
        io::parseRuleSet(json, "broken.json");
        FAIL() << "a number where the terrains list belongs was read";
    } catch (const io::ParseError& e) {
        const std::string what = e.what();
        EXPECT_EQ(what.rfind("broken.json:1:", 0), 0u) << what;
        EXPECT_NE(what.find(": field \"terrains\": expected a list, found a number"), std::string::npos) << what;
        EXPECT_EQ(e.reason(), "expected a list, found a number");
        EXPECT_EQ(e.reasonText().pattern, "expected a list, found %1");
        ASSERT_EQ(e.reasonText().values.size(), 1u);
        EXPECT_EQ(e.reasonText().values[0].text, "a number");
        EXPECT_TRUE(e.reasonText().values[0].translatable);
        EXPECT_EQ(e.reasonText().english(), e.reason());
    }
}

TEST(CoreTextTest, AnErrorGivenInEnglishOnlyKeepsItsWordsAsThePattern)
{
    const io::ParseError e("f.txt", 2, 0, "cell", "a reason with 100% and %1 in it");
    EXPECT_EQ(e.reasonText().pattern, e.reason());
    EXPECT_TRUE(e.reasonText().values.empty());
    EXPECT_EQ(e.reasonText().english(), e.reason()) << "no values: nothing is replaced";
    const io::ParseError copy = e; // the reason text owns its words
    EXPECT_EQ(copy.reasonText().pattern, "a reason with 100% and %1 in it");
}

} // namespace
} // namespace hexloom::core::text
