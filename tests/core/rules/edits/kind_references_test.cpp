// Renaming and removing every kind of every shipped rule set. Independent checks: the rule-set
// reader accepts the result, and after a rename no string of the written JSON (prose fields
// aside) names the old id as a kind.
#include "core/rules/edits/kind_references.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <gtest/gtest.h>
#include <numeric>

#include "core/io/rule_set_file.h"
#include "core/rules/edits/new_game.h"
#include "tests/support/fixtures.h"

namespace hexloom::core::rules {
namespace {

// Where a rule-set file can name a kind, read from its JSON: the keys of "pool" and
// "path_cost" and every string value, except people's prose (labels and symbol names too), the players' own ids (a Terra
// Mystica faction may be called after its home terrain) and the attribute names player-value
// sums; split at the kind separators.
void collectWords(const QJsonValue& v, const QString& path, const QString& key, QStringList& out)
{
    static const QStringList prose{"name", "title", "description", "label", "glyph"}; // a label or a symbol may read "wheat"
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (key == QLatin1String("pool") || key == QLatin1String("path_cost"))
                out << it.key();
            collectWords(it.value(), path + QLatin1Char('/') + it.key(), it.key(), out);
        }
    } else if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectWords(e, path, key, out);
    } else if (v.isString() && !prose.contains(key) && !(key == QLatin1String("id") && path.startsWith(QLatin1String("/players"))) &&
               !path.endsWith(QLatin1String("/params/attributes"))) {
        for (const QString& w : v.toString().split(QRegularExpression(QStringLiteral("[,;|:]"))))
            out << w.trimmed();
    }
}

QStringList jsonWords(const RuleSet& r)
{
    QStringList words;
    collectWords(QJsonDocument::fromJson(io::writeRuleSet(r)).object(), {}, {}, words);
    return words;
}

// Read back as a rule-set file is read. A kind removed with its references takes its tiles out of
// the pool, which then falls short of the board (the reader says so; New Game's Fill the board
// mends it): the pool is shared out over the board again first, as that button does.
RuleSet readBack(RuleSet r)
{
    if (r.hasPool() && r.board.shape != "custom") {
        std::vector<double> weights(r.pool.begin(), r.pool.end());
        if (std::accumulate(weights.begin(), weights.end(), 0.0) <= 0)
            weights.assign(weights.size(), 1.0);
        r.pool = sharedPool(weights, boardOf(r.board).size());
    }
    return io::parseRuleSet(io::writeRuleSet(r), "edited " + r.name);
}

int poolTotal(const RuleSet& r) { return std::accumulate(r.pool.begin(), r.pool.end(), 0); }

class EveryShippedKind : public ::testing::TestWithParam<QString> {};

TEST_P(EveryShippedKind, RenameLeavesNoOldIdAndReadsBack)
{
    const auto shipped = test::builtinRules(GetParam().toStdString());
    for (const auto& kind : shipped->terrains) {
        SCOPED_TRACE(kind.id);
        RuleSet r = *shipped;
        const size_t refs = kindReferences(r, kind.id).size();
        ASSERT_TRUE(jsonWords(r).contains(QString::fromStdString(kind.id)));
        renameKind(r, kind.id, "renamed-kind");
        EXPECT_FALSE(jsonWords(r).contains(QString::fromStdString(kind.id)));
        EXPECT_EQ(kindReferences(r, "renamed-kind").size(), refs);
        EXPECT_TRUE(kindReferences(r, kind.id).empty());
        const RuleSet back = readBack(r);
        EXPECT_EQ(back.byId("renamed-kind"), shipped->byId(kind.id));
        EXPECT_EQ(back.pool, shipped->pool);
    }
}

TEST_P(EveryShippedKind, RemovalDroppingReferencesReadsBack)
{
    const auto shipped = test::builtinRules(GetParam().toStdString());
    for (const auto& kind : shipped->terrains) {
        SCOPED_TRACE(kind.id);
        RuleSet r = *shipped;
        removeKind(r, kind.id);
        EXPECT_EQ(r.byId(kind.id), model::kNoTerrain);
        EXPECT_EQ(r.terrainCount(), shipped->terrainCount() - 1);
        EXPECT_FALSE(jsonWords(r).contains(QString::fromStdString(kind.id)));
        EXPECT_NO_THROW(readBack(r));
        if (shipped->hasPool()) {
            EXPECT_EQ(poolTotal(r), poolTotal(*shipped) - shipped->pool[shipped->byId(kind.id)]);
        }
    }
}

TEST_P(EveryShippedKind, RemovalWithAReplacementKeepsThePoolAndReadsBack)
{
    const auto shipped = test::builtinRules(GetParam().toStdString());
    for (const auto& kind : shipped->terrains) {
        const std::string other = shipped->terrains[kind.id == shipped->terrains[0].id ? 1 : 0].id;
        SCOPED_TRACE(kind.id + " -> " + other);
        RuleSet r = *shipped;
        const size_t otherRefs = kindReferences(r, other).size();
        removeKind(r, kind.id, other);
        EXPECT_FALSE(jsonWords(r).contains(QString::fromStdString(kind.id)));
        EXPECT_GE(kindReferences(r, other).size(), otherRefs > 0 ? 1u : 0u);
        EXPECT_NO_THROW(readBack(r));
        if (shipped->hasPool()) {
            EXPECT_EQ(poolTotal(r), poolTotal(*shipped));
            EXPECT_EQ(r.pool[r.byId(other)], shipped->pool[shipped->byId(other)] + shipped->pool[shipped->byId(kind.id)]);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(ShippedRules, EveryShippedKind, ::testing::ValuesIn(io::builtinRuleSetNames()),
                         [](const auto& info) { return QString(info.param).replace(QLatin1Char('-'), QLatin1Char('_')).toStdString(); });

TEST(KindReferences, ListsEveryPlaceOfTheGalaxysAnomaly)
{
    const auto galaxy = test::builtinRules("space-galaxy");
    std::vector<std::string> fields;
    for (const auto& ref : kindReferences(*galaxy, "supernova"))
        fields.push_back(ref.field);
    EXPECT_EQ(fields, (std::vector<std::string>{"pool", "players.path_cost", "requirements[1].params.pairs", "requirements[4].params.pairs"}));
}

TEST(KindReferences, HomeTilesFollowTheirKind)
{
    RuleSet r = *test::builtinRules("space-galaxy");
    const auto refs = kindReferences(r, "home");
    EXPECT_EQ(std::count_if(refs.begin(), refs.end(), [](const KindReference& k) { return k.field.find("].home_tile") != std::string::npos; }), 6);
    renameKind(r, "home", "capital");
    EXPECT_EQ(r.players.players[5].homeTile, "capital");
    removeKind(r, "capital", "centre");
    EXPECT_EQ(r.players.players[0].homeTile, "centre");
    EXPECT_NO_THROW(readBack(r));
    removeKind(r, "centre");
    EXPECT_TRUE(r.players.empty()) << "players whose home tile went are removed, and one player is no players";
    EXPECT_NO_THROW(readBack(r));
}

TEST(KindReferences, DefaultParametersCount)
{
    RuleSet r = *test::builtinRules("catan");
    r.requirements[1].params.erase("groups"); // pip-balance's default names the Catan resources
    const auto refs = kindReferences(r, "ore");
    ASSERT_EQ(refs.size(), 2u);
    EXPECT_EQ(refs[1].field, "requirements[1].params.groups");
    renameKind(r, "ore", "stone");
    EXPECT_EQ(std::get<std::string>(r.requirements[1].params.at("groups")), "wood,wheat,sheep;brick,stone");
}

TEST(KindReferences, RemovingAHomeKindRemovesItsPlayersAndTooFewPlayersRemoveTheFairness)
{
    RuleSet r = *test::builtinRules("terra-mystica-published");
    removeKind(r, "desert");
    EXPECT_EQ(r.players.players.size(), 6u);
    EXPECT_NE(r.requirement("FAIR"), nullptr);
    for (const char* kind : {"plains", "swamp", "lakes", "forest", "mountains"})
        removeKind(r, kind);
    EXPECT_TRUE(r.players.empty());
    EXPECT_EQ(r.requirement("FAIR"), nullptr);
    EXPECT_NO_THROW(readBack(r));
    // The cycle closed up: the two land kinds left sit at 0 and 1.
    EXPECT_EQ(r.terrain(r.byId("wasteland")).cyclePosition, 0);
}

TEST(KindReferences, AttributesOnlyTheKindHadGoWithIt)
{
    RuleSet r = *test::builtinRules("space-galaxy");
    ASSERT_EQ(std::get<std::string>(r.requirements[0].params.at("attributes")), "resources,influence,tech");
    const auto refs = kindReferences(r, "tech");
    ASSERT_FALSE(refs.empty());
    EXPECT_EQ(refs.back().field, "requirements[0].params.attributes");
    removeKind(r, "tech");
    EXPECT_EQ(std::get<std::string>(r.requirements[0].params.at("attributes")), "resources,influence");
    EXPECT_NO_THROW(readBack(r));
}

TEST(KindReferences, BadRenamesAndRemovalsChangeNothing)
{
    const auto catan = test::builtinRules("catan");
    RuleSet r = *catan;
    EXPECT_THROW(renameKind(r, "wood", "ore"), std::invalid_argument);
    EXPECT_THROW(renameKind(r, "wood", "a,b"), std::invalid_argument);
    EXPECT_THROW(renameKind(r, "wood", ""), std::invalid_argument);
    EXPECT_THROW(renameKind(r, "gold", "silver"), std::invalid_argument);
    EXPECT_THROW(removeKind(r, "wood", "wood"), std::invalid_argument);
    EXPECT_THROW(removeKind(r, "wood", "gold"), std::invalid_argument);
    EXPECT_EQ(io::writeRuleSet(r), io::writeRuleSet(*catan));
    EXPECT_EQ(kindIdProblem(" wood").english(), "must not start or end with a space");
    EXPECT_TRUE(kindIdProblem("wood-2").pattern.empty());
    EXPECT_EQ(renameProblem(r, "wood", "ore").english(), "a kind with id \"ore\" exists already");
    EXPECT_TRUE(renameProblem(r, "wood", "wood").pattern.empty()) << "a rename to itself changes nothing";
    try {
        renameKind(r, "wood", "ore");
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "rename: a kind with id \"ore\" exists already") << "the CLI's English is unchanged";
    }
}

} // namespace
} // namespace hexloom::core::rules
