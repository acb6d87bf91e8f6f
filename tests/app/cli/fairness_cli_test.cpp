// score --fairness and render --highlight REQ:PLAYER. Terra Mystica's FAIR requirement counts, per
// home terrain, the hexes with a one-spade neighbour plus those touching water: the balance report
// (an independent implementation) gives the same numbers.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "tests/app/cli/cli_runner.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

class FairnessCliTest : public CliTest {};

TEST_F(FairnessCliTest, TerraMysticaFactionsMatchTheBalanceReport)
{
    const QString map = QString::fromStdString(testDataPath("../../resources/maps/terra-mystica-original.txt"));
    const CliResult r = runCli({QStringLiteral("score"), map, QStringLiteral("--rules"), QStringLiteral("terra-mystica-strict"), QStringLiteral("--json"),
                                QStringLiteral("--fairness"), QStringLiteral("--balance")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
    const QJsonArray fairness = doc[QStringLiteral("fairness")].toArray();
    ASSERT_EQ(fairness.size(), 1);
    const QJsonObject fair = fairness[0].toObject();
    EXPECT_EQ(fair[QStringLiteral("id")].toString(), QStringLiteral("FAIR"));
    EXPECT_FALSE(fair[QStringLiteral("enabled")].toBool());
    const QJsonArray players = fair[QStringLiteral("players")].toArray();
    const QJsonArray balance = doc[QStringLiteral("balance")].toArray();
    ASSERT_EQ(players.size(), 7);
    ASSERT_EQ(balance.size(), 7);
    double lo = 1e9, hi = -1e9;
    for (int i = 0; i < 7; ++i) {
        const QJsonObject p = players[i].toObject(), b = balance[i].toObject();
        EXPECT_EQ(p[QStringLiteral("id")].toString(), b[QStringLiteral("terrain")].toString());
        EXPECT_EQ(p[QStringLiteral("value")].toDouble(), b[QStringLiteral("one_spade")].toInt() + b[QStringLiteral("water")].toInt());
        EXPECT_EQ(p[QStringLiteral("parts")].toObject()[QStringLiteral("one-spade")].toDouble(), b[QStringLiteral("one_spade")].toInt());
        EXPECT_EQ(p[QStringLiteral("counted")].toArray().size(), b[QStringLiteral("hexes")].toInt());
        lo = std::min(lo, p[QStringLiteral("value")].toDouble());
        hi = std::max(hi, p[QStringLiteral("value")].toDouble());
    }
    EXPECT_EQ(fair[QStringLiteral("spread")].toDouble(), hi - lo);
    EXPECT_EQ(fair[QStringLiteral("violations")].toInt(), std::max(0.0, hi - lo - 4));
}

TEST_F(FairnessCliTest, GalaxyPartsSumToValuesAndHighlightNamesPlayers)
{
    const QString map = QString::fromStdString(testDataPath("../../resources/maps/space-galaxy.txt"));
    const CliResult r = runCli({QStringLiteral("score"), map, QStringLiteral("--json"), QStringLiteral("--fairness")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject fair = QJsonDocument::fromJson(r.out).object()[QStringLiteral("fairness")].toArray()[0].toObject();
    const QJsonArray players = fair[QStringLiteral("players")].toArray();
    ASSERT_EQ(players.size(), 6);
    for (const QJsonValue& v : players) {
        double sum = 0;
        const QJsonObject parts = v.toObject()[QStringLiteral("parts")].toObject();
        for (auto it = parts.begin(); it != parts.end(); ++it)
            sum += it.value().toDouble();
        EXPECT_DOUBLE_EQ(sum, v.toObject()[QStringLiteral("value")].toDouble());
        // Home (weight 3) first in cell order or not, every counted weight is one of 3, 2, 1.
        for (const QJsonValue& c : v.toObject()[QStringLiteral("counted")].toArray()) {
            const double w = c.toArray()[2].toDouble();
            EXPECT_TRUE(w == 3 || w == 2 || w == 1) << w;
        }
    }
    const QString png = path(QStringLiteral("p3.png"));
    EXPECT_EQ(runCli({QStringLiteral("render"), map, QStringLiteral("--png"), png, QStringLiteral("--highlight"), QStringLiteral("REQ1:p3")}).exitCode, 0);
    EXPECT_GT(QFileInfo(png).size(), 0);
    const CliResult bad = runCli({QStringLiteral("render"), map, QStringLiteral("--png"), png, QStringLiteral("--highlight"), QStringLiteral("REQ1:p9")});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.err.contains("REQ1:p1, REQ1:p2")) << bad.err.toStdString();
}

} // namespace
} // namespace hexloom::test
