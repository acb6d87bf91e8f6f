// bench --shard K/N and merge: a study run as shards (directly, through GNU Parallel, and through
// the Slurm array script run locally) merges into exactly the unsharded run's rows, summaries
// and ANOVA tables. Iteration budgets make every run deterministic.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

const QStringList kStudy = {"bench", "--rules", "terra-mystica-published", "--shuffle", "--algorithm", "tabu", "--runs", "3",
                            "--iterations", "15", "--grid", "tabu_size=5,50", "--grid", "neighbourhood_size=5,20,40"};
constexpr int kJobs = 2 * 3 * 3;

QList<QList<QByteArray>> csvRows(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    QList<QList<QByteArray>> rows;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (!line.trimmed().isEmpty())
            rows.append(line.trimmed().split(','));
    return rows;
}

// The columns that do not depend on the machine's speed: all but the times and the rate.
QList<QByteArray> deterministic(const QList<QByteArray>& row, const QList<QByteArray>& header)
{
    QList<QByteArray> kept;
    for (int i = 0; i < row.size(); ++i) {
        const QByteArray& column = header[i];
        if (column == "time_to_best_ms" || column == "evaluations_per_second")
            continue;
        // Whether the target was reached is deterministic; when it was reached is not.
        kept.append(column == "time_to_target_ms" ? QByteArray(row[i].isEmpty() ? "no" : "yes") : row[i]);
    }
    return kept;
}

void expectSameRows(const QString& merged, const QString& whole)
{
    const auto a = csvRows(merged), b = csvRows(whole);
    ASSERT_EQ(a.size(), kJobs + 1);
    ASSERT_EQ(b.size(), kJobs + 1);
    EXPECT_EQ(a[0], b[0]);
    for (int i = 1; i < a.size(); ++i)
        EXPECT_EQ(deterministic(a[i], a[0]), deterministic(b[i], b[0])) << "row " << i;
}

// The merged JSON's summaries of the best scores and its ANOVA tables equal the unsharded run's.
void expectSameReport(const QJsonObject& merged, const QJsonObject& whole)
{
    const QJsonArray mb = merged.value("blocks").toArray(), wb = whole.value("blocks").toArray();
    ASSERT_EQ(mb.size(), 6);
    ASSERT_EQ(wb.size(), 6);
    for (int i = 0; i < mb.size(); ++i) {
        EXPECT_EQ(mb[i].toObject().value("parameters"), wb[i].toObject().value("parameters"));
        const QJsonObject ms = mb[i].toObject().value("summary").toObject(), ws = wb[i].toObject().value("summary").toObject();
        EXPECT_EQ(ms.value("best"), ws.value("best")) << "block " << i;
        EXPECT_EQ(ms.value("success_rate"), ws.value("success_rate"));
    }
    EXPECT_EQ(merged.value("anova"), whole.value("anova"));
    EXPECT_EQ(merged.value("anova_table"), whole.value("anova_table"));
    const QJsonObject t = whole.value("anova_table").toObject().value("neighbourhood_size").toObject();
    EXPECT_EQ(t.value("between").toObject().value("df").toInt(), 2);
    EXPECT_EQ(t.value("within").toObject().value("df").toInt(), kJobs - 3);
    EXPECT_EQ(t.value("total").toObject().value("df").toInt(), kJobs - 1);
}

class BenchShardTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        const auto r = runCli(kStudy + QStringList{"--csv", dir.filePath("whole.csv"), "--json"});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        whole = r.json();
    }
    // Merges the given shard files; checks rows and report against the unsharded run.
    void expectMergeEqualsWhole(const QStringList& shards)
    {
        const auto m = runCli(QStringList{"merge"} + shards + QStringList{"--csv", dir.filePath("merged.csv"), "--json"});
        ASSERT_EQ(m.exitCode, 0) << m.err.toStdString();
        expectSameRows(dir.filePath("merged.csv"), dir.filePath("whole.csv"));
        expectSameReport(m.json(), whole);
    }
    QTemporaryDir dir;
    QJsonObject whole;
};

TEST_F(BenchShardTest, ShardsAreDisjointAndMergeToTheUnshardedRun)
{
    QStringList shards;
    QSet<QByteArray> jobs;
    for (int k = 3; k >= 1; --k) { // any order
        const QString csv = dir.filePath(QStringLiteral("shard-%1.csv").arg(k));
        const auto r = runCli(kStudy + QStringList{"--shard", QStringLiteral("%1/3").arg(k), "--csv", csv});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        const auto rows = csvRows(csv);
        EXPECT_EQ(rows.size() - 1, kJobs / 3);
        const auto job = rows[0].indexOf("job");
        ASSERT_GE(job, 0);
        for (int i = 1; i < rows.size(); ++i)
            EXPECT_TRUE(!jobs.contains(rows[i][job])) << "job in two shards";
        for (int i = 1; i < rows.size(); ++i)
            jobs.insert(rows[i][job]);
        shards << csv;
    }
    EXPECT_EQ(jobs.size(), kJobs);
    expectMergeEqualsWhole(shards);
}

TEST_F(BenchShardTest, GnuParallelRunsTheShards)
{
    const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
    if (parallel.isEmpty())
        GTEST_SKIP() << "GNU Parallel is not installed (Debian package parallel; setup.sh installs it)";
    // As docs/cluster.md: local job slots, then the local machine as an --sshlogin (":").
    for (const QStringList& where : {QStringList{"-j", "3"}, QStringList{"--sshlogin", "3/:"}}) {
        QProcess p;
        p.start(parallel, QStringList{"--will-cite", "--halt", "now,fail=1"} + where + QStringList{QStringLiteral(HEXLOOM_CLI_PATH)} + kStudy +
                              QStringList{"--shard", "{}/3", "--csv", dir.filePath("par-{}.csv"), ":::", "1", "2", "3"});
        ASSERT_TRUE(p.waitForFinished(120000));
        ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
        expectMergeEqualsWhole({dir.filePath("par-1.csv"), dir.filePath("par-2.csv"), dir.filePath("par-3.csv")});
    }
}

TEST_F(BenchShardTest, TheSlurmArrayScriptRunsLocally)
{
    const QString script = QDir::cleanPath(QStringLiteral(HEXLOOM_TEST_DATA_DIR "/../../docs/cluster/bench-array.sbatch"));
    QProcess syntax;
    syntax.start(QStringLiteral("bash"), {"-n", script});
    ASSERT_TRUE(syntax.waitForFinished(10000));
    ASSERT_EQ(syntax.exitCode(), 0) << syntax.readAllStandardError().toStdString();
    QStringList study = kStudy.mid(1);
    for (int k = 1; k <= 3; ++k) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("SLURM_ARRAY_TASK_ID", QString::number(k));
        env.insert("SHARDS", "3");
        env.insert("HEXLOOM_CLI", QStringLiteral(HEXLOOM_CLI_PATH));
        env.insert("OUT", dir.filePath("slurm"));
        env.insert("STUDY", study.join(' '));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral("bash"), {script});
        ASSERT_TRUE(p.waitForFinished(120000));
        ASSERT_EQ(p.exitCode(), 0) << p.readAllStandardError().toStdString();
    }
    expectMergeEqualsWhole({dir.filePath("slurm/shard-1.csv"), dir.filePath("slurm/shard-2.csv"), dir.filePath("slurm/shard-3.csv")});
}

TEST_F(BenchShardTest, MergeRefusesIncompleteOrRepeatedShardsAndBadRows)
{
    const QString s1 = dir.filePath("s1.csv"), s2 = dir.filePath("s2.csv");
    ASSERT_EQ(runCli(kStudy + QStringList{"--shard", "1/2", "--csv", s1}).exitCode, 0);
    ASSERT_EQ(runCli(kStudy + QStringList{"--shard", "2/2", "--csv", s2}).exitCode, 0);
    auto r = runCli({"merge", s1});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("jobs missing")) << r.err.toStdString();
    r = runCli({"merge", s1, s2, s1});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("appears twice")) << r.err.toStdString();
    QFile f(s2);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().split('\n');
    f.close();
    QList<QByteArray> cells = lines[2].split(',');
    cells[3] = "many";
    lines[2] = cells.join(',');
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(lines.join('\n'));
    f.close();
    r = runCli({"merge", s1, s2});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains((s2 + ":3: column \"best\"").toUtf8())) << r.err.toStdString();
    EXPECT_EQ(runCli({"merge"}).exitCode, 2);
    EXPECT_EQ(runCli(kStudy + QStringList{"--shard", "4/3"}).exitCode, 2);
    EXPECT_EQ(runCli(kStudy + QStringList{"--shard", "0/3"}).exitCode, 2);
}

// Shards of different studies have the same columns but must not be joined: every row names its
// study (the last CSV column: rule set, map, algorithm, grid, seeds, version and a hash of the
// rest), and merge refuses a mix, saying which fields differ: seeds 1 and 100, or a stop
// criterion only the hash covers.
TEST_F(BenchShardTest, MergeRefusesShardsOfDifferentStudies)
{
    const QString s1 = dir.filePath("s1.csv"), other = dir.filePath("other.csv"), longer = dir.filePath("longer.csv");
    ASSERT_EQ(runCli(kStudy + QStringList{"--shard", "1/2", "--csv", s1}).exitCode, 0);
    ASSERT_EQ(runCli(kStudy + QStringList{"--shard", "2/2", "--seed", "100", "--csv", other}).exitCode, 0);
    ASSERT_EQ(runCli(kStudy + QStringList{"--shard", "2/2", "--iterations", "16", "--csv", longer}).exitCode, 0);
    const QList<QList<QByteArray>> rows = csvRows(s1);
    ASSERT_EQ(rows[0].last(), "study");
    EXPECT_TRUE(rows[1].last().startsWith("rules=terra-mystica-published;map=terra-mystica-original.txt;algorithm=tabu;grid=tabu_size:5|50/"))
        << rows[1].last().toStdString();
    auto r = runCli({"merge", s1, other});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("a row of another study")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("seeds=1+3 / seeds=100+3")) << r.err.toStdString();
    r = runCli({"merge", s1, longer});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("a row of another study")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("hash=")) << r.err.toStdString();
    EXPECT_FALSE(r.err.contains("seeds=")) << "only the hash differs: " << r.err.toStdString();
}

} // namespace
} // namespace hexloom::test
