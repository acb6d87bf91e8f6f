// The rule set's optional `symmetry` field: read, written back, and refused in one line naming the
// file, line and field when the name is unknown or the board's shape is not invariant.
#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "core/io/rule_set_players.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::io {
namespace {

QByteArray withSymmetry(const std::string& rulesName, const std::string& mode)
{
    QJsonObject root = ruleSetToJson(*test::builtinRules(rulesName));
    root["symmetry"] = QString::fromStdString(mode);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

ParseError refusal(const QByteArray& json)
{
    try {
        parseRuleSet(json, "duel.json");
    } catch (const ParseError& e) {
        return e;
    }
    ADD_FAILURE() << "the rule set was read";
    return ParseError("", 0, 0, "", "");
}

TEST(RuleSetSymmetryTest, EveryModeReadsAndWritesBackAsVersion5)
{
    for (const auto mode : symmetry::symmetricModes()) {
        const std::string name(symmetry::modeName(mode));
        const auto rules = parseRuleSet(withSymmetry("space-galaxy", name), "galaxy.json");
        EXPECT_EQ(rules.symmetry, mode);
        const QJsonObject written = ruleSetToJson(rules);
        EXPECT_EQ(written["symmetry"].toString().toStdString(), name);
        EXPECT_EQ(written["version"].toInt(), 5);
        EXPECT_EQ(parseRuleSet(writeRuleSet(rules), "again.json").symmetry, mode);
    }
    // Without it nothing is written and the version stays what the rest asks for.
    EXPECT_FALSE(ruleSetToJson(*test::builtinRules("terra-mystica-published")).contains("symmetry"));
    EXPECT_LT(ruleSetVersion(*test::builtinRules("terra-mystica-published")), 5);
}

TEST(RuleSetSymmetryTest, AnUnknownModeIsNamedWithTheAcceptedOnes)
{
    const ParseError e = refusal(withSymmetry("space-galaxy", "rotate-4"));
    EXPECT_EQ(e.source(), "duel.json");
    EXPECT_EQ(e.field(), "symmetry");
    EXPECT_GT(e.line(), 0);
    EXPECT_NE(e.reason().find("expected one of none, mirror-v"), std::string::npos) << e.what();
    EXPECT_NE(e.reason().find("\"rotate-4\""), std::string::npos) << e.what();
}

TEST(RuleSetSymmetryTest, ABoardShapeThatIsNotInvariantIsRefusedNamingCells)
{
    const ParseError e = refusal(withSymmetry("terra-mystica-published", "rotate-6"));
    EXPECT_EQ(e.field(), "symmetry");
    EXPECT_NE(e.reason().find("is not rotate-6 symmetric"), std::string::npos) << e.what();
    EXPECT_NE(e.reason().find("row 0, column 0"), std::string::npos) << e.what();
    EXPECT_NO_THROW(parseRuleSet(withSymmetry("terra-mystica-published", "mirror-2"), "tm.json"));
}

} // namespace
} // namespace hexloom::core::io
