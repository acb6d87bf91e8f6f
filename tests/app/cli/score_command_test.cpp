// hexloom-cli score against a hand-scored board. tiny.txt:
//   row 0 (long):      Y  Y  U        cells (0,0) (0,1) (0,2)
//   row 1 (shifted):     I  I         cells (1,0) (1,1)
// (1,0) touches (0,0), (0,1), (1,1); (1,1) touches (0,1), (0,2), (1,0).
// Strict: REQ1 (0,0) and (0,1) are desert next to desert -> 2; REQ2 both river hexes have 1 river
// neighbour, inside [1,3] -> 0; REQ3 one river piece -> 0; REQ4 (0,0)'s only land neighbour is
// desert (0 spades) -> 1, while (0,1) and (0,2) touch each other (desert-plains, 1 spade);
// ISLAND (off) the land is one island of 3 < 5 -> 1. Total of the enabled: 3.
// Published: REQ1 each desert sees one desert -> 2; REQ2 both river hexes are on the last row so
// k = 1 is allowed, no land hex is all river -> 0; REQ3 max(0, 1 - 2) = 0; REQ4 no hex has 3 land
// neighbours -> 0. Total 2.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using ScoreCommandTest = CliTest;

QJsonObject requirement(const QJsonObject& doc, const QString& id)
{
    for (const auto& r : doc[QStringLiteral("requirements")].toArray())
        if (r.toObject()[QStringLiteral("id")].toString() == id)
            return r.toObject();
    ADD_FAILURE() << "no requirement " << id.toStdString();
    return {};
}

TEST_F(ScoreCommandTest, JsonHasTheDocumentedShapeAndHandDerivedCounts)
{
    const CliResult r = runCli({QStringLiteral("score"), tiny, QStringLiteral("--rules"), QStringLiteral("terra-mystica-strict"),
                                QStringLiteral("--json"), QStringLiteral("--cells")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    EXPECT_EQ(doc[QStringLiteral("rules")].toString(), QStringLiteral("terra-mystica-strict"));
    EXPECT_EQ(doc[QStringLiteral("total")].toDouble(), 3.0);
    EXPECT_EQ(doc[QStringLiteral("requirements")].toArray().size(), 6); // FAIR (off) added; the total is unchanged
    const QJsonObject req1 = requirement(doc, QStringLiteral("REQ1"));
    EXPECT_EQ(req1[QStringLiteral("name")].toString(), QStringLiteral("No neighbours of the same terrain"));
    EXPECT_EQ(req1[QStringLiteral("weight")].toDouble(), 1.0);
    EXPECT_EQ(req1[QStringLiteral("violations")].toInt(), 2);
    EXPECT_EQ(req1[QStringLiteral("cells")].toArray(), (QJsonArray{QJsonArray{0, 0}, QJsonArray{0, 1}}));
    EXPECT_EQ(requirement(doc, QStringLiteral("REQ2"))[QStringLiteral("violations")].toInt(), 0);
    EXPECT_EQ(requirement(doc, QStringLiteral("REQ3"))[QStringLiteral("cells")].toArray(), QJsonArray{});
    EXPECT_EQ(requirement(doc, QStringLiteral("REQ4"))[QStringLiteral("cells")].toArray(), (QJsonArray{QJsonArray{0, 0}}));
    const QJsonObject island = requirement(doc, QStringLiteral("ISLAND"));
    EXPECT_EQ(island[QStringLiteral("violations")].toInt(), 1);
    EXPECT_FALSE(island[QStringLiteral("enabled")].toBool());
}

TEST_F(ScoreCommandTest, CellsAppearOnlyWithTheOption)
{
    const CliResult r = runCli({QStringLiteral("score"), tiny, QStringLiteral("--json")});
    ASSERT_EQ(r.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    EXPECT_EQ(doc[QStringLiteral("rules")].toString(), QStringLiteral("terra-mystica-published"));
    EXPECT_EQ(doc[QStringLiteral("total")].toDouble(), 2.0);
    EXPECT_FALSE(requirement(doc, QStringLiteral("REQ1")).contains(QStringLiteral("cells")));
}

TEST_F(ScoreCommandTest, TextListsCountsTotalAndViolatingCells)
{
    const CliResult r = runCli({QStringLiteral("score"), tiny, QStringLiteral("--rules"), QStringLiteral("terra-mystica-strict"),
                                QStringLiteral("--cells")});
    ASSERT_EQ(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    EXPECT_TRUE(out.contains(QStringLiteral("REQ1 No neighbours of the same terrain: 2 (weight 1)\n  cells: 0,0 0,1\n"))) << r.out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("REQ4 A neighbour one spade away: 1 (weight 1)\n  cells: 0,0\n")));
    EXPECT_TRUE(out.contains(QStringLiteral("ISLAND Minimum island size: 1 (weight 1, off)")));
    EXPECT_TRUE(out.endsWith(QStringLiteral("total: 3\n")));
}

// Balance on tiny.txt: desert (0,0) touches only desert on land but river (1,0); desert (0,1)
// touches plains (one spade) and river; plains (0,2) touches desert (one spade) and river (1,1).
TEST_F(ScoreCommandTest, BalanceReport)
{
    const CliResult r = runCli({QStringLiteral("score"), tiny, QStringLiteral("--json"), QStringLiteral("--balance")});
    ASSERT_EQ(r.exitCode, 0);
    const QJsonArray balance = QJsonDocument::fromJson(r.out).object()[QStringLiteral("balance")].toArray();
    ASSERT_EQ(balance.size(), 7);
    EXPECT_EQ(balance[0].toObject(), (QJsonObject{{"terrain", "desert"}, {"hexes", 2}, {"one_spade", 1}, {"water", 2}}));
    EXPECT_EQ(balance[1].toObject(), (QJsonObject{{"terrain", "plains"}, {"hexes", 1}, {"one_spade", 1}, {"water", 1}}));
    EXPECT_EQ(balance[2].toObject(), (QJsonObject{{"terrain", "swamp"}, {"hexes", 0}, {"one_spade", 0}, {"water", 0}}));
    const CliResult text = runCli({QStringLiteral("score"), tiny, QStringLiteral("--balance")});
    EXPECT_TRUE(text.out.contains("  Desert: 2, 1, 2\n  Plains: 1, 1, 1\n")) << text.out.toStdString();
}

TEST_F(ScoreCommandTest, ExitCodesForBadUsageAndBadInput)
{
    EXPECT_EQ(runCli({}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("frobnicate")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("score")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("score"), tiny, QStringLiteral("--no-such-option")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("score"), tiny, tiny}).exitCode, 2);

    const CliResult missing = runCli({QStringLiteral("score"), path(QStringLiteral("none.txt"))});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_EQ(missing.err, "hexloom-cli score: " + path(QStringLiteral("none.txt")).toUtf8() + ": no such file\n");

    const QString bad = write(QStringLiteral("bad.txt"), "Y,U\nK,Q\n");
    const CliResult letters = runCli({QStringLiteral("score"), bad});
    EXPECT_EQ(letters.exitCode, 1);
    EXPECT_TRUE(letters.err.startsWith("hexloom-cli score: " + bad.toUtf8() + ":2:3: field \"terrain\": unknown letter \"Q\""))
        << letters.err.toStdString();
    EXPECT_EQ(letters.err.count('\n'), 1) << "one line";

    const QString json = write(QStringLiteral("bad.json"), "{\n  \"format\": \"hexloom-map\",\n  \"version\": 1,\n  \"board\": 5\n}\n");
    const CliResult native = runCli({QStringLiteral("score"), json});
    EXPECT_EQ(native.exitCode, 1);
    EXPECT_EQ(native.err, "hexloom-cli score: " + json.toUtf8() + ":4:3: field \"board\": expected an object, found a number\n");

    EXPECT_EQ(runCli({QStringLiteral("score"), tiny, QStringLiteral("--rules"), QStringLiteral("chess")}).exitCode, 1);
}

// Every command the top-level help lists answers --help with its usage (exit 0) and refuses an
// unknown option as bad usage (exit 2).
TEST_F(ScoreCommandTest, EveryCommandHasHelp)
{
    const CliResult top = runCli({QStringLiteral("--help")});
    EXPECT_EQ(top.exitCode, 0);
    QStringList commands;
    bool listing = false;
    for (const QByteArray& line : top.out.split('\n')) {
        if (line.startsWith("commands:"))
            listing = true;
        else if (listing && line.startsWith("  "))
            commands << QString::fromUtf8(line.trimmed().split(' ').first());
    }
    for (const char* expected : {"score", "convert", "render", "generate", "bench", "assemble", "assemble-bench", "partition", "partition-bench"})
        EXPECT_TRUE(commands.contains(QString::fromLatin1(expected))) << expected;
    for (const QString& command : commands) {
        const CliResult r = runCli({command, QStringLiteral("--help")});
        EXPECT_EQ(r.exitCode, 0) << command.toStdString();
        EXPECT_TRUE(r.out.startsWith("Usage: hexloom-cli " + command.toUtf8())) << r.out.toStdString();
        EXPECT_EQ(runCli({command, QStringLiteral("--no-such-option")}).exitCode, 2) << command.toStdString();
    }
}

} // namespace
} // namespace hexloom::test
