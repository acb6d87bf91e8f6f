// Kind lists of requirement parameters rewritten kind by kind, table-driven per syntax.
#include "core/rules/edits/kind_text.h"

#include <gtest/gtest.h>

namespace hexloom::core::rules {
namespace {

struct Case {
    KindText syntax;
    std::string text;
    std::string from;
    std::optional<std::string> to;
    std::string expected;
};

TEST(KindText, RewritesEachSyntax)
{
    const Case cases[] = {
        {KindText::List, "wood,wheat", "wood", "forest", "forest,wheat"},
        {KindText::List, "wood, wheat", "wheat", "grain", "wood,grain"},
        {KindText::List, "wood,wheat", "wood", std::nullopt, "wheat"},
        {KindText::List, "wood", "wood", std::nullopt, ""},
        {KindText::List, "wood,wheat", "wood", "wheat", "wheat"}, // named once
        {KindText::List, "woodland,wood", "wood", "x", "woodland,x"}, // whole kinds only
        {KindText::Groups, "wood,wheat;brick,ore", "ore", std::nullopt, "wood,wheat;brick"},
        {KindText::Groups, "wood,wheat;ore", "ore", std::nullopt, "wood,wheat"},
        {KindText::Groups, "wood,wheat;ore", "ore", "iron", "wood,wheat;iron"},
        {KindText::Pairs, "home:nebula|rift", "rift", std::nullopt, "home:nebula"},
        {KindText::Pairs, "home:rift,nebula:nebula", "rift", std::nullopt, "nebula:nebula"},
        {KindText::Pairs, "home:rift", "home", std::nullopt, ""},
        {KindText::Pairs, "a|b:a|b", "a", "c", "c|b:c|b"},
        {KindText::List, "wood,wheat", "ore", std::nullopt, "wood,wheat"}, // not named: unchanged
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text + " / " + c.from);
        EXPECT_EQ(rewriteKindText(c.syntax, c.text, c.from, c.to), c.expected);
        EXPECT_FALSE(kindTextNames(c.syntax, rewriteKindText(c.syntax, c.text, c.from, c.to), c.from));
    }
}

TEST(KindText, FindsWholeKindsOnly)
{
    EXPECT_TRUE(kindTextNames(KindText::Pairs, "home:nebula|rift", "rift"));
    EXPECT_TRUE(kindTextNames(KindText::List, "wood , wheat", "wood"));
    EXPECT_FALSE(kindTextNames(KindText::List, "woodland", "wood"));
    EXPECT_FALSE(kindTextNames(KindText::None, "wood", "wood"));
    EXPECT_FALSE(kindTextNames(KindText::List, "", "wood"));
}

} // namespace
} // namespace hexloom::core::rules
