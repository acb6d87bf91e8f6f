#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/rules/evaluator.h"
#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

TEST(GenerateCommandTest, JsonHasTheDocumentedKeysAndTheMapScoresAsReported)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("map.txt"));
    const auto r = runCli({"generate", "--rules", "terra-mystica-published", "--shuffle", "--seed", "5", "--iterations", "300", "--target", "-1", "--json", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = r.json();
    for (const char* key : {"algorithm", "seed", "best", "requirements", "time_to_best_ms", "time_to_target_ms", "iterations", "evaluations"})
        EXPECT_TRUE(o.contains(QLatin1String(key))) << key;
    EXPECT_EQ(o.value("algorithm").toString(), QStringLiteral("fast"));
    EXPECT_EQ(o.value("seed").toInt(), 5);
    EXPECT_EQ(o.value("iterations").toInt(), 300);
    EXPECT_EQ(o.value("requirements").toArray().size(), 6); // with FAIR (off)
    const auto file = core::io::loadMap(out, QStringLiteral("terra-mystica-published"));
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    EXPECT_EQ(eval.score(file.map), o.value("best").toDouble());
    // Every requirement's count is the written map's, the switched-off ones too (the run leaves
    // them uncounted; the CLI counts them after it).
    const auto full = eval.report(file.map, true);
    const QJsonArray requirements = o.value("requirements").toArray();
    for (qsizetype i = 0; i < requirements.size(); ++i) {
        const QJsonObject q = requirements[i].toObject();
        const auto& want = full.requirements[static_cast<size_t>(i)];
        EXPECT_EQ(q.value("id").toString().toStdString(), want.id);
        EXPECT_EQ(q.value("violations").toInt(), want.violations) << want.id;
        EXPECT_EQ(q.value("cells").toArray().size(), static_cast<qsizetype>(want.cells.size())) << want.id;
    }
    EXPECT_GT(full.requirements[4].violations + full.requirements[5].violations, 0) << "ISLAND and FAIR (off) count nothing: the check could not fail";
    EXPECT_TRUE(o.value("time_to_target_ms").isNull()); // a target of -1 is never reached
    EXPECT_EQ(o.value("stop_reason").toString(), QStringLiteral("iterations"));
}

TEST(GenerateCommandTest, SameSeedAndIterationsWriteTheSameMap)
{
    QTemporaryDir dir;
    QByteArray maps[2];
    for (int i = 0; i < 2; ++i) {
        const QString out = dir.filePath(QStringLiteral("m%1.txt").arg(i));
        const auto r = runCli({"generate", "--rules", "catan", "--shuffle", "--algorithm", "tabu", "--seed", "9", "--iterations", "50", "--out", out});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        QFile f(out);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        maps[i] = f.readAll();
    }
    EXPECT_FALSE(maps[0].isEmpty());
    EXPECT_EQ(maps[0], maps[1]);
}

TEST(GenerateCommandTest, WritesNativeJsonMapsWithTheirLocks)
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("map.json"));
    const auto r = runCli({"generate", "--rules", "terra-mystica-strict", "--lock-terrain", "river", "--shuffle", "--seed", "4", "--target", "3",
                           "--time-limit", "5s", "--json", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto file = core::io::loadMap(out);
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    EXPECT_EQ(eval.score(file.map), r.json().value("best").toDouble());
    EXPECT_LE(r.json().value("best").toDouble(), 3);
    int locked = 0;
    for (core::model::CellIndex c = 0; c < file.map.size(); ++c)
        if (file.map.locked(c)) {
            ++locked;
            EXPECT_TRUE(file.rules->isWater(file.map.terrain(c)));
        }
    EXPECT_EQ(locked, 36); // the Original board's river hexes
}

TEST(GenerateCommandTest, WritesTraceAndPicture)
{
    QTemporaryDir dir;
    const QString trace = dir.filePath(QStringLiteral("t.csv")), png = dir.filePath(QStringLiteral("m.png"));
    const auto r = runCli({"generate", "--rules", "terra-mystica-strict", "--algorithm", "sahc", "--set", "restart=patience", "--set", "restart_after=50", "--seed", "2",
                           "--time-limit", "200ms", "--target", "-1", "--trace", trace, "--png", png});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    QFile f(trace);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    ASSERT_GE(lines.size(), 2);
    EXPECT_EQ(lines[0], QByteArray("elapsed_s,iteration,evaluations,current,best,REQ1,REQ2,REQ3,REQ4,ISLAND,FAIR"));
    EXPECT_EQ(lines[1].split(',').size(), 11);
    EXPECT_FALSE(QImage(png).isNull());
}

TEST(GenerateCommandTest, BadUsageAndBadInputHaveTheirExitCodes)
{
    EXPECT_EQ(runCli({"generate", "--rules", "catan", "--algorithm", "nope"}).exitCode, 2);
    EXPECT_EQ(runCli({"generate", "--rules", "catan", "--time-limit", "soon"}).exitCode, 2);
    EXPECT_EQ(runCli({"generate"}).exitCode, 2);
    const auto bad = runCli({"generate", "--rules", "catan", "--algorithm", "tabu", "--set", "tabu_size=-3"});
    EXPECT_EQ(bad.exitCode, 1);
    EXPECT_TRUE(bad.err.contains("tabu_size")) << bad.err.toStdString();
    EXPECT_EQ(runCli({"generate", "--rules", "no-such-rules"}).exitCode, 1);
}

} // namespace
} // namespace hexloom::test
