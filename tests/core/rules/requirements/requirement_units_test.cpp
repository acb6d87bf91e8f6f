// Every registered requirement type as one unit: built from its defaults (and the parameters its
// example names) on its shipped rule set and board, it is of the class the unit declares and of no
// other unit's, and its swapDelta equals a full re-count over hundreds of random swaps. A type
// listed with no factory, or an unknown one, is refused with a message naming it.
#include "core/rules/requirement_registry.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <stdexcept>

#include "tests/core/rules/requirements/swap_drill.h"

namespace hexloom::test {
namespace {

using core::rules::RequirementSpec;
using core::rules::RequirementType;
using core::rules::requirementTypes;

std::string refusal(const std::function<void()>& f)
{
    try {
        f();
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
}

// The shipped map a rule set names ("terra-mystica-original.txt" -> "terra-mystica-original").
std::string mapOf(const core::rules::RuleSet& rules)
{
    const std::string& file = rules.board.map;
    return file.size() > 4 && file.ends_with(".txt") ? file.substr(0, file.size() - 4) : file;
}

RequirementSpec exampleOf(const RequirementType& type)
{
    return RequirementSpec{"U1", type.type, "unit", 1.0, true, type.exampleParams};
}

TEST(RequirementUnits, EveryTypeBuildsItsClassAndItsDeltaIsExact)
{
    constexpr int kSwaps = 400;
    ASSERT_GE(requirementTypes().size(), 14u);
    for (const RequirementType& type : requirementTypes()) {
        SCOPED_TRACE(type.type);
        ASSERT_FALSE(type.exampleRules.empty()) << "every unit names a shipped rule set it builds in";
        const auto rules = builtinRules(type.exampleRules);
        const auto loaded = builtinMap(mapOf(*rules), *rules);
        const RequirementSpec spec = exampleOf(type);
        EXPECT_EQ(refusal([&] { core::rules::validateRequirement(spec, *rules); }), "");
        EXPECT_EQ(refusal([&] { core::rules::validateRequirementAgainst(spec, *rules); }), "");
        auto requirement = core::rules::makeRequirement(spec, *rules, loaded.board);
        ASSERT_TRUE(requirement);
        EXPECT_TRUE(type.builds(*requirement)) << "built " << typeid(*requirement).name();
        for (const RequirementType& other : requirementTypes())
            EXPECT_TRUE(other.type == type.type || !other.builds(*requirement)) << other.type << " claims the class too";

        // A fresh instance's count() is the full re-score.
        auto oracle = core::rules::makeRequirement(spec, *rules, loaded.board);
        core::run::Random random(29);
        Map map = loaded.map;
        const SwapSource source{loaded.board, {}, 3};
        for (int i = 0; i < 4 * loaded.board.size(); ++i)
            map.apply(source.next(random));
        const auto result = drill(*requirement, map, [&](const Map& m) { return oracle->count(m); }, source, random, kSwaps, type.type);
        EXPECT_GT(result.changed, 0) << "no swap moved the count: the drill proved nothing";
    }
}

TEST(RequirementUnits, BareDefaultsBuildOrAreRefusedNamingTheRequirement)
{
    for (const RequirementType& type : requirementTypes()) {
        const auto rules = builtinRules(type.exampleRules);
        const auto loaded = builtinMap(mapOf(*rules), *rules);
        const RequirementSpec bare{"U2", type.type, "unit", 1.0, true, {}};
        const std::string why = refusal([&] { core::rules::makeRequirement(bare, *rules, loaded.board); });
        EXPECT_TRUE(why.empty() || why.starts_with("requirement U2: field \"params.")) << type.type << ": " << why;
    }
}

TEST(RequirementUnits, EveryParameterHasOneDefaultOfItsKind)
{
    EXPECT_EQ(refusal([] { core::rules::checkRequirementTypes(requirementTypes()); }), "");
    for (const RequirementType& type : requirementTypes())
        for (const auto& p : type.parameters) {
            const RequirementSpec empty{"U3", type.type, "unit", 1.0, true, {}};
            if (p.isText) {
                EXPECT_EQ(type.text(empty, p.name), std::get<std::string>(p.defaultValue)) << type.type << " " << p.name;
            } else {
                EXPECT_EQ(type.number(empty, p.name), std::get<double>(p.defaultValue)) << type.type << " " << p.name;
            }
        }
    EXPECT_THROW(requirementTypes().front().parameter("no-such-parameter"), std::logic_error);
}

// The file-format reference has one row per registered type, naming each of its parameters.
TEST(RequirementUnits, TheFileFormatDocsListEveryTypeAndParameter)
{
    std::ifstream in(testDataPath("../../docs/file-format.md"));
    ASSERT_TRUE(in) << "docs/file-format.md";
    std::map<std::string, std::string> rows; // of the table headed "| type | parameters (default) | counts |"
    bool inTable = false;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("| type | parameters (default)"))
            inTable = true;
        else if (!line.starts_with("|"))
            inTable = false;
        else if (inTable && line.starts_with("| `") && line.find("` |") != std::string::npos)
            rows.emplace(line.substr(3, line.find("` |") - 3), line);
    }
    for (const RequirementType& type : requirementTypes()) {
        ASSERT_TRUE(rows.count(type.type)) << type.type << " has no row in docs/file-format.md";
        for (const auto& p : type.parameters)
            EXPECT_NE(rows[type.type].find("`" + p.name + "`"), std::string::npos) << type.type << " " << p.name;
    }
}

TEST(RequirementUnits, AnUnknownTypeIsRefusedListingTheKnownOnes)
{
    const auto rules = builtinRules("catan");
    const auto loaded = builtinMap(mapOf(*rules), *rules);
    const RequirementSpec spec{"R7", "no-such-type", "R", 1.0, true, {}};
    const std::string why = refusal([&] { core::rules::makeRequirement(spec, *rules, loaded.board); });
    EXPECT_EQ(why.rfind("requirement R7: field \"type\": unknown type \"no-such-type\" (known: same-terrain-pairs, ", 0), 0u) << why;
    EXPECT_EQ(core::rules::findRequirementType("no-such-type"), nullptr);
}

TEST(RequirementUnits, ATypeListedWithNoFactoryIsRefusedNotReplaced)
{
    const auto rules = builtinRules("catan");
    const auto loaded = builtinMap(mapOf(*rules), *rules);
    const RequirementType unbuilt{.type = "unbuilt", .summary = "listed, never written"};
    const RequirementSpec spec{"R8", "unbuilt", "R", 1.0, true, {}};
    EXPECT_EQ(refusal([&] { core::rules::makeRequirement(unbuilt, spec, *rules, loaded.board); }),
              "requirement R8: field \"type\": type \"unbuilt\" is listed but nothing builds it");
    EXPECT_EQ(refusal([&] { core::rules::checkRequirementTypes({requirementTypes().front(), unbuilt}); }),
              "requirement type \"unbuilt\" is listed but has no factory");
    EXPECT_EQ(refusal([&] { core::rules::checkRequirementTypes({requirementTypes().front(), requirementTypes().front()}); }),
              "requirement type \"" + requirementTypes().front().type + "\" is listed twice");
}

} // namespace
} // namespace hexloom::test
