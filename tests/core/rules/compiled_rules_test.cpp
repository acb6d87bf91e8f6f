#include "core/rules/compiled_rules.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "core/rules/evaluator.h"
#include "core/rules/requirement_registry.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

struct Loaded {
    std::shared_ptr<const model::Board> board;
    std::shared_ptr<RuleSet> rules; // mutable on purpose: the tests edit it in place
    model::Map map;
};

Loaded load(const std::string& rulesName, const std::string& mapName)
{
    auto rules = std::make_shared<RuleSet>(*test::builtinRules(rulesName));
    auto loaded = test::builtinMap(mapName, *rules);
    return {std::make_shared<const model::Board>(loaded.board), rules, loaded.map};
}

// The oracle: every requirement built afresh from the rule set as it is now, no evaluator, no cache.
double freshScore(const Loaded& l)
{
    double total = 0;
    for (const RequirementSpec& spec : l.rules->requirements)
        if (spec.enabled)
            total += spec.weight * makeRequirement(spec, *l.rules, *l.board)->count(l.map);
    return total;
}

// A rule set whose name is unique: content no other test uses, so its compiled form is new.
void makeUnique(RuleSet& rules)
{
    static std::atomic<int> next{0};
    rules.name += "-compiled-rules-test-" + std::to_string(next++);
}

TEST(CompiledRulesTest, EqualContentSharesOneCompiledForm)
{
    const Loaded a = load("terra-mystica-strict", "terra-mystica-original");
    const Loaded b = load("terra-mystica-strict", "terra-mystica-original"); // other objects, same content
    Evaluator ea(a.board, a.rules), eb(b.board, b.rules);
    EXPECT_EQ(ea.compiled().get(), eb.compiled().get());
    EXPECT_DOUBLE_EQ(ea.score(a.map), freshScore(a));
}

// Edited in place (the same object, the same pointer): a cache keyed by identity would hand back
// the compiled form of the rule set before the edit. Each edit the rule-set editor can make.
TEST(CompiledRulesTest, AnEditedRuleSetIsNeverServedTheOldCompiledForm)
{
    Loaded l = load("terra-mystica-strict", "terra-mystica-original");
    makeUnique(*l.rules);
    const double before = Evaluator(l.board, l.rules).score(l.map);
    ASSERT_DOUBLE_EQ(before, freshScore(l));
    ASSERT_GT(before, 0); // the shipped map breaks something, so the edits below show
    std::vector<std::string> edits;
    for (size_t r = 0; r < l.rules->requirements.size(); ++r) {
        RequirementSpec& spec = l.rules->requirements[r];
        const auto old = Evaluator(l.board, l.rules).compiled();
        spec.weight += 3; // a weight
        Evaluator weighted(l.board, l.rules);
        EXPECT_NE(weighted.compiled().get(), old.get()) << spec.id;
        EXPECT_DOUBLE_EQ(weighted.weight(static_cast<int>(r)), spec.weight) << spec.id;
        EXPECT_DOUBLE_EQ(weighted.score(l.map), freshScore(l)) << spec.id;
        spec.enabled = !spec.enabled; // a switch
        EXPECT_DOUBLE_EQ(Evaluator(l.board, l.rules).score(l.map), freshScore(l)) << spec.id;
        spec.enabled = !spec.enabled;
        spec.weight -= 3;
    }
    // A parameter: allow three river pieces instead of one.
    RequirementSpec& river = *const_cast<RequirementSpec*>(l.rules->requirement("REQ3"));
    ASSERT_EQ(river.type, "water-components");
    river.params["allowed_components"] = 3.0;
    EXPECT_DOUBLE_EQ(Evaluator(l.board, l.rules).score(l.map), freshScore(l));
    EXPECT_DOUBLE_EQ(Evaluator(l.board, l.rules).report(l.map).total, freshScore(l));
}

// Every field a designer can edit, edited in place (the same object at the same address, the
// same name): each edit is a new compiled form, and taking it back shares the first one again.
TEST(CompiledRulesTest, EveryEditableFieldInPlaceIsANewCompiledForm)
{
    Loaded l = load("catan", "catan-standard");
    makeUnique(*l.rules);
    RuleSet& r = *l.rules;
    const auto base = Evaluator(l.board, l.rules).compiled();
    const auto check = [&](const char* what, auto edit) {
        const RuleSet saved = r;
        edit();
        const auto edited = Evaluator(l.board, l.rules).compiled();
        EXPECT_NE(edited.get(), base.get()) << what;
        EXPECT_NE(&edited->rules(), &r) << what; // a private copy, never the caller's object
        r = saved;
        EXPECT_EQ(Evaluator(l.board, l.rules).compiled().get(), base.get()) << what;
    };
    check("weight", [&] { r.requirements[0].weight *= 2; });
    check("switch", [&] { r.requirements[0].enabled = !r.requirements[0].enabled; });
    check("parameter", [&] { r.requirements[1].params["tolerance"] = 2.0; });
    check("text parameter", [&] { r.requirements[2].params["numbers"] = std::string("5,9"); });
    check("requirement name", [&] { r.requirements[0].name += "!"; });
    check("water", [&] { r.terrains[0].water = !r.terrains[0].water; });
    check("attribute", [&] { r.terrains[0].attributes["influence"] += 1; });
    check("terrain zone", [&] { r.terrains[0].zone = "elsewhere"; });
    check("pool", [&] { r.pool.push_back(0); });
    check("token pool", [&] { r.tokenPool.push_back(2); });
    check("title", [&] { r.title += "!"; });
    check("board", [&] { r.board.a += 1; });
    check("distance weights", [&] { r.players.distanceWeights.push_back(0.5); });
}

// Equal in every field but not in the tables finalize() derives: a terrain's place on the
// terraform cycle edited, finalized, and edited back without finalize(). Its spade distances are
// those of the edit, so it must not share the compiled form of the untouched rule set.
TEST(CompiledRulesTest, TablesFinalizeDerivesAreComparedToo)
{
    Loaded l = load("terra-mystica-strict", "terra-mystica-original");
    makeUnique(*l.rules);
    auto stale = std::make_shared<RuleSet>(*l.rules);
    const int old = stale->terrains[0].cyclePosition;
    ASSERT_GE(old, 0);
    stale->terrains[0].cyclePosition = (old + 3) % stale->cycleLength();
    stale->finalize();
    stale->terrains[0].cyclePosition = old; // the fields as in l.rules, the spade table not
    ASSERT_NE(stale->spadeDistance(0, 1), l.rules->spadeDistance(0, 1));
    Evaluator fresh(l.board, l.rules), edited(l.board, stale);
    EXPECT_NE(fresh.compiled().get(), edited.compiled().get());
    EXPECT_EQ(edited.compiled()->rules().spadeDistance(0, 1), stale->spadeDistance(0, 1));
}

TEST(CompiledRulesTest, EvaluatorsBorrowWorkspacesAndGiveThemBack)
{
    Loaded l = load("terra-mystica-published", "terra-mystica-original");
    makeUnique(*l.rules);
    const auto compiled = Evaluator(l.board, l.rules).compiled();
    EXPECT_EQ(compiled->workspacesBuilt(), 1); // built by the compilation, lent, given back
    for (int i = 0; i < 5; ++i)
        EXPECT_DOUBLE_EQ(Evaluator(l.board, l.rules).score(l.map), freshScore(l));
    EXPECT_EQ(compiled->workspacesBuilt(), 1);
    {
        Evaluator a(l.board, l.rules), b(l.board, l.rules); // two at once: two workspaces
        EXPECT_NE(&a.requirement(0), &b.requirement(0));
        EXPECT_EQ(compiled->workspacesBuilt(), 2);
    }
    Evaluator again(l.board, l.rules);
    EXPECT_EQ(compiled->workspacesBuilt(), 2);
}

TEST(CompiledRulesTest, ABadSpecStillThrowsNamingTheRequirement)
{
    Loaded l = load("terra-mystica-strict", "terra-mystica-original");
    l.rules->requirements[0].type = "no-such-check";
    EXPECT_THROW(Evaluator(l.board, l.rules), std::invalid_argument);
}

// Many threads building evaluators on one rule set at once (cache, compilation and workspace
// lending under contention; ThreadSanitizer runs this too): every score equals the oracle.
TEST(CompiledRulesTest, ConcurrentEvaluatorsScoreAsTheOracle)
{
    Loaded l = load("terra-mystica-strict", "terra-mystica-original");
    makeUnique(*l.rules);
    const double expected = freshScore(l);
    std::shared_ptr<const RuleSet> rules = l.rules;
    std::atomic<int> wrong{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&] {
            for (int i = 0; i < 50; ++i) {
                Evaluator e(l.board, rules);
                if (e.score(l.map) != expected)
                    ++wrong;
            }
        });
    for (auto& t : threads)
        t.join();
    EXPECT_EQ(wrong.load(), 0);
    EXPECT_LE(Evaluator(l.board, rules).compiled()->workspacesBuilt(), 5); // at most one per thread in use at once, plus the first
}

} // namespace
} // namespace hexloom::core::rules
