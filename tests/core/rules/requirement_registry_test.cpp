// Requirement specs as rule sets state them: every numeric parameter of every type refuses NaN and
// infinities naming the field, and terrain id lists are checked against the rule set.
#include "core/rules/requirement_registry.h"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

std::string refusal(const RequirementSpec& spec, const RuleSet* rules = nullptr)
{
    try {
        if (rules)
            validateRequirement(spec, *rules);
        else
            validateRequirement(spec);
        return {};
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
}

TEST(RequirementRegistry, NonFiniteNumbersAreRefusedNamingTheField)
{
    int checked = 0;
    for (const auto& type : requirementTypes())
        for (const auto& p : type.parameters) {
            if (p.isText)
                continue;
            for (const double bad : {std::nan(""), std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()}) {
                const RequirementSpec spec{"R", type.type, "R", 1.0, true, {{p.name, bad}}};
                EXPECT_NE(refusal(spec).find("field \"params." + p.name + "\""), std::string::npos) << type.type << " " << p.name;
                ++checked;
            }
        }
    EXPECT_GE(checked, 3 * 7);
    RequirementSpec weight{"R", "min-island-size", "R", std::nan(""), true, {}};
    EXPECT_NE(refusal(weight).find("field \"weight\""), std::string::npos);
}

TEST(RequirementRegistry, TerrainIdListsNameTerrainsOfTheRuleSet)
{
    const auto catan = test::builtinRules("catan");
    const auto tm = test::builtinRules("terra-mystica-published");
    int lists = 0;
    for (const auto& type : requirementTypes())
        for (const auto& p : type.parameters) {
            if (p.kinds != KindText::Groups)
                continue;
            ++lists;
            const auto with = [&](const std::string& text) { return RequirementSpec{"R9", type.type, "R", 1.0, true, {{p.name, text}}}; };
            EXPECT_EQ(refusal(with("wood,wheat;ore"), catan.get()), "");
            EXPECT_NE(refusal(with("wood,gold;ore"), catan.get()).find("no terrain with id \"gold\" in rule set catan"), std::string::npos);
            EXPECT_NE(refusal(with("wood, wheat"), catan.get()).find("no terrain with id \" wheat\""), std::string::npos)
                << "ids are matched exactly, as the requirement reads them";
            EXPECT_NE(refusal(with("wood;;ore"), catan.get()).find("empty terrain id at position 6"), std::string::npos);
            EXPECT_EQ(refusal(with("wood;;ore")), "") << "without a rule set only the types are checked";
            // The default names Catan's terrains: in a Terra Mystica rule set it names none.
            const RequirementSpec byDefault{"R9", type.type, "R", 1.0, true, {}};
            EXPECT_EQ(refusal(byDefault, catan.get()), "");
            EXPECT_NE(refusal(byDefault, tm.get()).find("(its default"), std::string::npos);
        }
    EXPECT_GE(lists, 1) << "pip-balance groups";
}

} // namespace
} // namespace hexloom::core::rules
