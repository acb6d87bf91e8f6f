// hexloom-cli prove and repair on the hand-scored tiny board of score_command_test (Y,Y,U / I,I,
// strict rules): the two deserts touch, so with the deserts locked REQ1 cannot hold.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <chrono>

#include "core/io/map_file.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using ProveCommandTest = CliTest;

bool hasItem(const QJsonArray& core, const QJsonObject& item)
{
    for (const auto& v : core)
        if (v.toObject() == item)
            return true;
    return false;
}

TEST_F(ProveCommandTest, LockedDesertsAreInfeasibleWithTheirCore)
{
    const auto r = runCli({"prove", tiny, "--rules", "terra-mystica-strict", "--lock-terrain", "desert", "--target", "0", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "infeasible");
    EXPECT_EQ(doc["target"].toInt(), 0);
    EXPECT_GE(doc["lower_bound"].toInt(), 1);
    const auto core = doc["core"].toArray();
    EXPECT_EQ(core.size(), 3) << r.out.toStdString();
    EXPECT_TRUE(hasItem(core, {{"type", "lock"}, {"row", 0}, {"col", 0}}));
    EXPECT_TRUE(hasItem(core, {{"type", "lock"}, {"row", 0}, {"col", 1}}));
    EXPECT_TRUE(hasItem(core, {{"type", "requirement"}, {"id", "REQ1"}}));
    EXPECT_TRUE(doc["core_minimal"].toBool());
    EXPECT_TRUE(doc["message"].toString().startsWith("The 2 locks and REQ1 cannot all hold")) << doc["message"].toString().toStdString();
    for (const char* id : {"REQ1", "REQ2", "REQ3", "REQ4"})
        EXPECT_TRUE(doc["covered"].toArray().contains(QJsonValue(id))) << id;
    EXPECT_TRUE(doc["not_covered"].toArray().isEmpty());
}

// catan-seats with its seat draft (REQ4) swapped for a symmetry, which has no encoder.
TEST_F(ProveCommandTest, ARequirementWithNoEncodingIsReportedNotCovered)
{
    QFile source(HEXLOOM_RESOURCE_DIR "/rules/catan-seats.json");
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    QJsonObject rules = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray requirements = rules["requirements"].toArray();
    QJsonObject req4 = requirements[3].toObject();
    ASSERT_EQ(req4["id"].toString(), "REQ4");
    req4["type"] = "symmetry";
    req4["params"] = QJsonObject{{"mode", "rotate-2"}};
    requirements[3] = req4;
    rules["requirements"] = requirements;
    rules["board"] = QJsonObject{{"shape", "hexagon"}, {"radius", 2}};
    const QString file = write("symmetric.json", QJsonDocument(rules).toJson());
    const auto r = runCli({"prove", HEXLOOM_RESOURCE_DIR "/maps/catan-seats.txt", "--rules", file, "--json", "--time-limit", "3s"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    bool symmetry = false;
    for (const auto& n : doc["not_covered"].toArray())
        symmetry = symmetry || (n.toObject()["id"].toString() == "REQ4" && n.toObject()["reason"].toString() == "no encoding of type symmetry");
    EXPECT_TRUE(symmetry) << r.out.toStdString();
    EXPECT_FALSE(doc["covered"].toArray().contains(QJsonValue("REQ4")));
    EXPECT_TRUE(doc["covered"].toArray().contains(QJsonValue("REQ1")));
    EXPECT_LE(doc["lower_bound"].toDouble(), doc["best"].toDouble());
}

// catan-seats, whose REQ4 replays the greedy opening draft: the whole rule set is covered, the
// optimum 0 proven, and the map written scores 0 by the score command, the draft's count included.
TEST_F(ProveCommandTest, TheSeatDraftIsCovered)
{
    const QString out = path("seats.txt");
    const auto r = runCli({"prove", HEXLOOM_RESOURCE_DIR "/maps/catan-seats.txt", "--rules", "catan-seats", "--json", "--out", out, "--time-limit", "60s"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "optimal") << r.out.toStdString();
    EXPECT_TRUE(doc["not_covered"].toArray().isEmpty()) << r.out.toStdString();
    for (const char* id : {"REQ1", "REQ2", "REQ3", "REQ4"})
        EXPECT_TRUE(doc["covered"].toArray().contains(QJsonValue(id))) << id;
    EXPECT_EQ(doc["best"].toDouble(), 0);
    const auto scored = runCli({"score", out, "--rules", "catan-seats", "--json"});
    ASSERT_EQ(scored.exitCode, 0) << scored.err.toStdString();
    EXPECT_EQ(scored.json()["total"].toDouble(), 0);
}

// A 6-hex board with a player-value requirement (VALUE) whose distances pass a hex free to cross
// (kind c, path cost 0): its encoding relies on c's pool count, so a core holding VALUE holds that
// count until the count's own deletion test decides it. Decided, it carries no "kept" (the field is
// written only for an undecided count, docs/cli.md), and the core is minimal.
TEST_F(ProveCommandTest, ARelyingPoolCountInTheCoreIsDecidedNotKept)
{
    const QString map = write("values.json", R"({"format":"hexloom-map","version":1,"board":{"height":2,"shape":"rectangle","width":3},"rules":{"board":{"shape":"custom"},"format":"hexloom-rules","name":"tiny-values","players":{"distance_weights":[2,1],"list":[{"home":[[0,0]],"id":"p1","name":"Player 1","home_tile":"b"},{"home":[[1,2]],"id":"p2","name":"Player 2","home_tile":"c"}],"path_cost":{"a":-1,"b":-1,"c":0,"d":1}},"pool":{"a":1,"b":2,"c":1,"d":2},"requirements":[{"id":"VALUE","name":"Fair values","params":{"attributes":"gold","minimum":3.5,"spread":1,"tolerance":0},"type":"player-value","weight":1}],"terrains":[{"attributes":{"gold":0},"id":"a","letter":"A","name":"Kind a"},{"attributes":{"gold":2},"id":"b","letter":"B","name":"Kind b"},{"attributes":{"gold":0.5},"id":"c","letter":"C","name":"Kind c"},{"attributes":{"gold":1},"id":"d","letter":"D","name":"Kind d"}],"version":2},"cells":[{"row":0,"col":0,"terrain":"b"},{"row":0,"col":1,"terrain":"a"},{"row":0,"col":2,"terrain":"b"},{"row":1,"col":0,"terrain":"d"},{"row":1,"col":1,"terrain":"d"},{"row":1,"col":2,"terrain":"c","locked":true}]})");
    const auto r = runCli({"prove", map, "--target", "0", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "infeasible") << r.out.toStdString();
    const auto core = doc["core"].toArray();
    EXPECT_TRUE(hasItem(core, {{"type", "pool"}, {"kind", "c"}})) << r.out.toStdString();
    EXPECT_TRUE(hasItem(core, {{"type", "requirement"}, {"id", "VALUE"}})) << r.out.toStdString();
    for (const auto& item : core)
        EXPECT_FALSE(item.toObject().contains("kept")) << r.out.toStdString();
    EXPECT_TRUE(doc["core_minimal"].toBool());
    EXPECT_FALSE(doc["message"].toString().contains("kept")) << doc["message"].toString().toStdString();
}

TEST_F(ProveCommandTest, WithoutATargetTheOptimumIsProvenAndWritten)
{
    const QString out = path("best.txt");
    const auto r = runCli({"prove", tiny, "--rules", "terra-mystica-strict", "--json", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "optimal") << r.out.toStdString();
    EXPECT_EQ(doc["lower_bound"].toDouble(), doc["best"].toDouble());
    EXPECT_TRUE(doc["target"].isNull());
    const auto scored = runCli({"score", out, "--rules", "terra-mystica-strict", "--json"});
    ASSERT_EQ(scored.exitCode, 0) << scored.err.toStdString();
    EXPECT_EQ(scored.json()["total"].toDouble(), doc["best"].toDouble());
}

// Catan with its number tokens: every requirement covered, the optimum 0 proven, and the map
// written with a token on every resource hex (the score command reads it back as 0).
TEST_F(ProveCommandTest, CatanIsProvenWithItsTokens)
{
    const QString out = path("catan.txt");
    const auto r = runCli({"prove", HEXLOOM_RESOURCE_DIR "/maps/catan-standard.txt", "--rules", "catan", "--json", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "optimal") << r.out.toStdString();
    EXPECT_TRUE(doc["not_covered"].toArray().isEmpty()) << r.out.toStdString();
    EXPECT_EQ(doc["covered"].toArray().size(), 3);
    const auto scored = runCli({"score", out, "--rules", "catan", "--json"});
    ASSERT_EQ(scored.exitCode, 0) << scored.err.toStdString();
    EXPECT_EQ(scored.json()["total"].toDouble(), 0);
    EXPECT_EQ(doc["best"].toDouble(), 0);
    // The formula's size by part: the parts add up to the whole, and the tokens have their own.
    const auto encoding = doc["encoding"].toObject();
    double clauses = 0;
    bool tokens = false;
    for (const auto& p : encoding["parts"].toArray()) {
        clauses += p.toObject()["clauses"].toDouble();
        tokens = tokens || (p.toObject()["part"].toString() == "tokens" && p.toObject()["clauses"].toDouble() > 0);
    }
    EXPECT_GT(encoding["clauses"].toDouble(), 0);
    EXPECT_EQ(clauses, encoding["clauses"].toDouble());
    EXPECT_TRUE(tokens) << r.out.toStdString();
}

// Space galaxy: the players' values (REQ1, path costs 2, a supernova and a free rift) covered
// with the rest, the optimum proven, and the written map scored by the Evaluator as that optimum.
TEST_F(ProveCommandTest, SpaceGalaxyCoversThePlayersValues)
{
    const QString out = path("galaxy.txt");
    // About 2 s alone; the default 10 s limit was reached under a load of 13 on 2 cores.
    const auto r = runCli({"prove", HEXLOOM_RESOURCE_DIR "/maps/space-galaxy.txt", "--rules", "space-galaxy", "--json", "--out", out, "--time-limit", "90s"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_TRUE(doc["covered"].toArray().contains(QJsonValue("REQ1"))) << r.out.toStdString();
    EXPECT_TRUE(doc["not_covered"].toArray().isEmpty()) << r.out.toStdString();
    EXPECT_EQ(doc["status"].toString(), "optimal") << r.out.toStdString();
    const auto scored = runCli({"score", out, "--rules", "space-galaxy", "--json"});
    ASSERT_EQ(scored.exitCode, 0) << scored.err.toStdString();
    EXPECT_EQ(scored.json()["total"].toDouble(), doc["best"].toDouble());
}

TEST_F(ProveCommandTest, TextOutputNamesTheConflictInWords)
{
    const auto r = runCli({"prove", tiny, "--rules", "terra-mystica-strict", "--lock-terrain", "desert", "--target", "0"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains("status: infeasible"));
    EXPECT_TRUE(r.out.contains("lock on hex 0,0 (Desert)")) << r.out.toStdString();
}

TEST_F(ProveCommandTest, RepairChangesNoMoreThanTheGreedyRevert)
{
    const auto r = runCli({"repair", tiny, "--rules", "terra-mystica-strict", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto doc = r.json();
    EXPECT_EQ(doc["status"].toString(), "optimal");
    EXPECT_TRUE(doc["changes_proven"].toBool());
    EXPECT_EQ(doc["score"].toDouble(), doc["lower_bound"].toDouble());
    EXPECT_LE(doc["changes"].toInt(), doc["heuristic_changes"].toInt());
    EXPECT_EQ(doc["map"].toArray().size(), 2);
}

// --time-limit bounds the whole process, not only the solver: the clock starts at the process
// start and the formula is left to the exit (docs/cli.md, "prove"). A free Terra Mystica-shaped
// board of 1,854 hexes is far from decided in 1 s (the 113-hex one is not decided in 3 s); the
// real process, timed from outside, must end within the limit plus a generous 1.5 s.
TEST_F(ProveCommandTest, TheTimeLimitBoundsTheWholeProcess)
{
    const QByteArray text = bigFreeBoard();
    const QString map = write(QStringLiteral("big.txt"), text);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    const double margin = 15.0; // sanitized code: ten times the margin, as the other limit tests
#else
    const double margin = 1.5;
#endif
    for (const char* command : {"prove", "repair"}) {
        const auto started = std::chrono::steady_clock::now();
        const auto r = runCli({command, map, "--rules", "terra-mystica-strict", "--time-limit", "1", "--json"});
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        ASSERT_EQ(r.exitCode, 0) << command << ": " << r.err.toStdString();
        const auto doc = r.json();
        EXPECT_NE(doc["status"].toString(), "optimal") << command << ": the board was decided, it no longer tests the limit";
        EXPECT_EQ(doc["reason"].toString(), "time limit") << command;
        EXPECT_LE(doc["seconds"].toDouble(), 1.0 + margin) << command;
        EXPECT_LE(wall, 1.0 + margin) << command << ": the process took " << wall << " s";
    }
}

TEST_F(ProveCommandTest, BadUsageIsRefused)
{
    EXPECT_EQ(runCli({"prove", tiny, "--target", "-1"}).exitCode, 2);
    EXPECT_EQ(runCli({"prove"}).exitCode, 2);
    EXPECT_EQ(runCli({"prove", tiny, "--time-limit", "soon"}).exitCode, 2);
    const auto missing = runCli({"prove", path("none.txt")});
    EXPECT_EQ(missing.exitCode, 1);
}

} // namespace
} // namespace hexloom::test
