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

// The galaxy as shipped is not fair: the text names the lowest player (by the JSON's values) as
// disadvantaged, says why, and lists the hexes in its way (the JSON's obstacles) and the hexes its
// value comes from (among the JSON's counted hexes).
TEST_F(FairnessCliTest, GalaxyNamesTheDisadvantagedPlayerAndTheHexesThatMakeTheDifference)
{
    const QString map = QString::fromStdString(testDataPath("../../resources/maps/space-galaxy.txt"));
    const CliResult json = runCli({QStringLiteral("score"), map, QStringLiteral("--json"), QStringLiteral("--fairness")});
    ASSERT_EQ(json.exitCode, 0) << json.err.toStdString();
    const QJsonObject fair = QJsonDocument::fromJson(json.out).object()[QStringLiteral("fairness")].toArray()[0].toObject();
    ASSERT_GT(fair[QStringLiteral("violations")].toInt(), 0);
    QJsonObject lowest;
    for (const QJsonValue& v : fair[QStringLiteral("players")].toArray())
        if (lowest.isEmpty() || v.toObject()[QStringLiteral("value")].toDouble() < lowest[QStringLiteral("value")].toDouble())
            lowest = v.toObject();
    EXPECT_EQ(fair[QStringLiteral("disadvantaged")].toString(), lowest[QStringLiteral("id")].toString());
    const QJsonArray obstacles = lowest[QStringLiteral("obstacles")].toArray();
    ASSERT_FALSE(obstacles.isEmpty()) << "the galaxy's lowest player has anomalies near its home";

    const CliResult text = runCli({QStringLiteral("score"), map, QStringLiteral("--fairness")});
    ASSERT_EQ(text.exitCode, 0) << text.err.toStdString();
    const QString name = lowest[QStringLiteral("name")].toString();
    const QString out = QString::fromUtf8(text.out);
    EXPECT_TRUE(out.contains(QStringLiteral("  disadvantaged: %1 is ").arg(name))) << text.out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("  %1: %2 (").arg(name).arg(lowest[QStringLiteral("value")].toDouble()))) << text.out.toStdString();
    const QString hexes = out.section(QStringLiteral("  in the way: "), 1).section(QLatin1Char('\n'), 0, 0);
    ASSERT_FALSE(hexes.isEmpty()) << text.out.toStdString();
    const QString inTheWay = hexes.section(QStringLiteral("; most from: "), 0, 0);
    const QString most = hexes.section(QStringLiteral("; most from: "), 1);
    for (const QJsonValue& o : obstacles)
        EXPECT_TRUE(inTheWay.contains(QStringLiteral(" at (%1, %2)").arg(o.toArray()[0].toInt()).arg(o.toArray()[1].toInt()))) << inTheWay.toStdString();
    bool counted = false;
    for (const QJsonValue& c : lowest[QStringLiteral("counted")].toArray())
        counted = counted || most.contains(QStringLiteral(" at (%1, %2) adds ").arg(c.toArray()[0].toInt()).arg(c.toArray()[1].toInt()));
    EXPECT_TRUE(counted) << most.toStdString();
}

} // namespace
} // namespace hexloom::test
