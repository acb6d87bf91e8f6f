#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

TEST(BenchCommandTest, JsonHasOneRunPerSeedAndASummary)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("runs.csv"));
    const auto r = runCli({"bench", "--rules", "catan", "--shuffle", "--runs", "6", "--threads", "2", "--time-limit", "1s", "--json", "--csv", csv});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    const QJsonArray runs = o.value("runs").toArray();
    ASSERT_EQ(runs.size(), 6);
    for (int i = 0; i < runs.size(); ++i) {
        const QJsonObject run = runs[i].toObject();
        EXPECT_EQ(run.value("seed").toInt(), 1 + i);
        for (const char* key : {"algorithm", "best", "requirements", "time_to_best_ms", "time_to_target_ms", "iterations", "evaluations"})
            EXPECT_TRUE(run.contains(QLatin1String(key))) << key;
    }
    const QJsonObject summary = o.value("summary").toObject();
    for (const char* key : {"best", "time_to_best_ms", "time_to_target_ms", "success_rate", "evaluations_per_second"})
        EXPECT_TRUE(summary.contains(QLatin1String(key))) << key;
    for (const char* key : {"mean", "std", "min", "median", "p90"})
        EXPECT_TRUE(summary.value("best").toObject().contains(QLatin1String(key))) << key;
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(f.readAll().trimmed().split('\n').size(), 7);
}

TEST(BenchCommandTest, GridGivesOneBlockPerCombinationAndAnAnovaPerParameter)
{
    const auto r = runCli({"bench", "--rules", "terra-mystica-published", "--algorithm", "tabu", "--runs", "3", "--iterations", "20", "--grid",
                           "tabu_size=10,50", "--grid", "neighbourhood_size=10,20,30", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    const QJsonArray blocks = o.value("blocks").toArray();
    ASSERT_EQ(blocks.size(), 6);
    EXPECT_EQ(blocks[5].toObject().value("parameters").toObject().value("neighbourhood_size").toString(), QStringLiteral("30"));
    EXPECT_EQ(blocks[0].toObject().value("runs").toArray().size(), 3);
    EXPECT_TRUE(o.value("anova").toObject().contains(QStringLiteral("tabu_size")));
    EXPECT_TRUE(o.value("anova").toObject().contains(QStringLiteral("neighbourhood_size")));
}

TEST(BenchCommandTest, BadArgumentsHaveTheirExitCodes)
{
    EXPECT_EQ(runCli({"bench", "--rules", "catan", "--runs", "0"}).exitCode, 2);
    EXPECT_EQ(runCli({"bench", "--rules", "catan", "--grid", "nonsense"}).exitCode, 2);
    EXPECT_EQ(runCli({"bench", "--rules", "catan", "--grid", "no_such=1,2", "--runs", "1"}).exitCode, 1);
}

} // namespace
} // namespace hexloom::test
