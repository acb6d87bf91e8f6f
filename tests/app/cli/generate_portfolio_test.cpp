// generate --portfolio: the race's result is a real map with the reported score, every
// improvement lowers the shared best and is credited to a member, and bad lists are refused.
#include <QJsonArray>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/rules/evaluator.h"
#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

TEST(GeneratePortfolioTest, CreditsEveryImprovementToAMemberAndKeepsTheBest)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("race.txt"));
    const auto r = runCli({"generate", "--rules", "terra-mystica-published", "--shuffle", "--seed", "3", "--portfolio", "tabu,sahc,pso",
                           "--iterations", "200", "--json", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    const QJsonObject race = o.value("portfolio").toObject();
    EXPECT_EQ(race.value("members").toArray(), (QJsonArray{"tabu", "sahc", "pso"}));
    const QJsonArray improvements = race.value("improvements").toArray();
    ASSERT_FALSE(improvements.isEmpty());
    double previous = 1e300;
    QMap<QString, int> counted;
    for (const auto& v : improvements) {
        const QJsonObject i = v.toObject();
        EXPECT_LT(i.value("best").toDouble(), previous); // only new bests of the race
        previous = i.value("best").toDouble();
        ++counted[i.value("algorithm").toString()];
    }
    // The race's result is its last improvement, found by the credited member.
    EXPECT_EQ(previous, o.value("best").toDouble());
    EXPECT_EQ(race.value("found_by").toString(), improvements.last().toObject().value("algorithm").toString());
    const QJsonObject credit = race.value("credit").toObject();
    EXPECT_EQ(credit.size(), 3);
    for (const QString& id : credit.keys())
        EXPECT_EQ(credit.value(id).toInt(), counted.value(id)) << id.toStdString();
    // Each member runs with the same stop rule; the written map scores as reported.
    EXPECT_EQ(o.value("iterations").toInt(), 200);
    const auto file = core::io::loadMap(out, QStringLiteral("terra-mystica-published"));
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    EXPECT_EQ(eval.score(file.map), o.value("best").toDouble());
}

TEST(GeneratePortfolioTest, TextOutputNamesTheFinder)
{
    const auto r = runCli({"generate", "--rules", "catan", "--shuffle", "--portfolio", "fast,tabu", "--time-limit", "2s"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("portfolio: best found by ")) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains("improvements: fast ")) << r.out.toStdString();
}

// The map a race writes carries the recipe of the member run that made it (that algorithm, its
// own seed, the race's shuffled start embedded): replay makes it again exactly, whichever member
// won (the two orders put the winner first and second).
TEST(GeneratePortfolioTest, TheRacesMapIsReplayedExactlyFromItsRecipe)
{
    QTemporaryDir dir;
    for (const char* members : {"tabu,sahc", "sahc,tabu"}) {
        SCOPED_TRACE(members);
        const QString out = dir.filePath(QString::fromLatin1(members).replace(',', '-') + QStringLiteral(".json"));
        const auto g = runCli({"generate", "--rules", "terra-mystica-published", "--shuffle", "--seed", "3", "--portfolio", members,
                               "--iterations", "25", "--target", "-1", "--out", out});
        ASSERT_EQ(g.exitCode, 0) << g.err.toStdString();
        const std::string recipe = core::io::loadMap(out).metadata.recipe;
        EXPECT_EQ(recipe.find("--shuffle"), std::string::npos) << "the shuffled start is embedded";
        EXPECT_NE(recipe.find("--map-data json:"), std::string::npos);
        const auto r = runCli({"replay", out});
        EXPECT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
        EXPECT_TRUE(r.out.contains("reproduced exactly")) << r.out.toStdString();
    }
}

TEST(GeneratePortfolioTest, BadListsAreUsageErrors)
{
    for (const QStringList& bad : {QStringList{"--portfolio", "fast"}, QStringList{"--portfolio", "fast,nope"},
                                   QStringList{"--portfolio", "fast,fast"}, QStringList{"--portfolio", "fast,tabu", "--set", "candidates=3"},
                                   QStringList{"--portfolio", "fast,tabu", "--algorithm", "tabu"}}) {
        const auto r = runCli(QStringList{"generate", "--rules", "catan", "--iterations", "5"} + bad);
        EXPECT_EQ(r.exitCode, 2) << bad.join(' ').toStdString();
        EXPECT_TRUE(r.err.contains("--portfolio")) << r.err.toStdString();
    }
}

} // namespace
} // namespace hexloom::test
