// Homes are constraints on the command line: `score` and `score --fairness` report a galaxy whose
// home cell holds another system (never fair), and `generate` keeps every declared home.
#include <QJsonArray>

#include "core/io/map_file.h"
#include "core/rules/homes.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

// The shipped galaxy with Player 1's home system (row 0, column 1) swapped with the industrial
// system beside it.
const QByteArray kMovedHome = "N,R,H,P,H,N\nN,B,D,T,A,Q,N\nE,R,P,B,Z,K\nH,D,T,C,R,P,H\nB,T,D,A,B,E\nN,S,Z,Q,K,G,N\nN,H,E,E,H,N\n";

class HomesCliTest : public CliTest {};

TEST_F(HomesCliTest, ScoreReportsAMovedHomeAndNeverCallsItFair)
{
    const QString map = write(QStringLiteral("moved.txt"), kMovedHome);
    const auto text = runCli({QStringLiteral("score"), map, QStringLiteral("--rules"), QStringLiteral("space-galaxy")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains("not fair: Player 1's home (0, 1) holds Industrial system (3 resources, 1 influence), not Home system"))
        << text.out.toStdString();
    const auto fair = runCli({QStringLiteral("score"), map, QStringLiteral("--rules"), QStringLiteral("space-galaxy"), QStringLiteral("--fairness"),
                              QStringLiteral("--json")});
    ASSERT_EQ(fair.exitCode, 0) << fair.err.toStdString();
    const QJsonObject req = fair.json()[QStringLiteral("fairness")].toArray().at(0).toObject();
    EXPECT_EQ(req[QStringLiteral("misplaced_homes")].toArray().size(), 1);
    EXPECT_GE(req[QStringLiteral("violations")].toInt(), 1) << "a moved home is a violation: never fair";
    EXPECT_EQ(fair.json()[QStringLiteral("misplaced_homes")].toArray().size(), 1);
    // The shipped galaxy is fair: the oracle above could have failed.
    const auto shipped = runCli({QStringLiteral("score"), QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/space-galaxy.txt"), QStringLiteral("--rules"),
                                 QStringLiteral("space-galaxy"), QStringLiteral("--fairness")});
    EXPECT_FALSE(shipped.out.contains("not fair")) << shipped.out.toStdString();
    EXPECT_FALSE(shipped.out.contains(" *\n")) << "offenders are named in words, not starred";
}

TEST_F(HomesCliTest, GenerateKeepsEveryHomeEvenFromAMapThatMovedOne)
{
    const QString map = write(QStringLiteral("moved.txt"), kMovedHome);
    const QString out = path(QStringLiteral("out.json"));
    const auto r = runCli({QStringLiteral("generate"), QStringLiteral("--rules"), QStringLiteral("space-galaxy"), QStringLiteral("--map"), map,
                           QStringLiteral("--iterations"), QStringLiteral("300"), QStringLiteral("--shuffle"), QStringLiteral("--out"), out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto file = core::io::loadMap(out, QString());
    EXPECT_TRUE(core::rules::misplacedHomes(*file.rules, file.board, file.map).empty());
    for (const auto& h : core::rules::homeCells(*file.rules, file.board))
        EXPECT_TRUE(file.map.locked(h.cell));
}

} // namespace
} // namespace hexloom::test
