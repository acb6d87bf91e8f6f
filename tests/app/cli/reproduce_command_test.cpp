// reproduce: every paper's report, run with the tiny budget, has the published and our sections,
// readable plots, and numbers that agree with the per-run CSV files it wrote.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <cmath>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

QString readText(const QString& path)
{
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(f.readAll());
}

QStringList cellsOf(const QString& row)
{
    QStringList cells = row.split(QLatin1Char('|'));
    cells = cells.mid(1, cells.size() - 2);
    for (QString& c : cells)
        c = c.trimmed();
    return cells;
}

// The best scores per parameter set ("k=v" tokens) of a bench --csv file.
QMap<QString, std::vector<double>> bestByParameters(const QString& csv)
{
    QMap<QString, std::vector<double>> groups;
    const QStringList lines = readText(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList cells = lines[i].split(QLatin1Char(','));
        QStringList tokens = cells[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        tokens.sort();
        groups[tokens.join(QLatin1Char(' '))].push_back(cells[3].toDouble());
    }
    return groups;
}

class ReproduceTest : public ::testing::Test {
protected:
    static void SetUpTestSuite()
    {
        dir = new QTemporaryDir;
        result = new CliResult(runCli({"reproduce", "all", "--budget", "tiny", "--out", dir->path()}));
    }
    static void TearDownTestSuite()
    {
        delete result;
        delete dir;
    }
    static QTemporaryDir* dir;
    static CliResult* result;
};
QTemporaryDir* ReproduceTest::dir = nullptr;
CliResult* ReproduceTest::result = nullptr;

TEST_F(ReproduceTest, EveryPaperHasItsSectionsAndPlots)
{
    ASSERT_EQ(result->exitCode, 0) << result->err.toStdString();
    for (const char* paper : {"tabu", "pso-sahc", "aco", "rma2", "partition"}) {
        const QString md = readText(dir->filePath(QString::fromLatin1(paper) + ".md"));
        for (const char* section : {"### Published", "### Hexloom", "### Notes", "| figure | published |"})
            EXPECT_TRUE(md.contains(QLatin1String(section))) << paper << ": " << section;
        EXPECT_TRUE(md.contains(QStringLiteral("`hexloom-cli "))) << paper << ": the commands are quoted";
        if (QLatin1String(paper) != QLatin1String("rma2")) {
            EXPECT_TRUE(md.contains(QStringLiteral("### Fidelity ledger\n\n| rule or parameter | paper | Hexloom | source |"))) << paper;
        }
        const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+\\.png)\\)"));
        for (auto it = image.globalMatch(md); it.hasNext();) {
            const QImage png(dir->filePath(it.next().captured(1)));
            EXPECT_FALSE(png.isNull()) << paper;
            EXPECT_EQ(png.size(), QSize(800, 450));
        }
        EXPECT_TRUE(readText(dir->filePath("reproduction.md")).contains(md.left(200)));
    }
}

// The tabu report's table agrees with its CSV: count, mean, min and max per setting; its ANOVA
// table adds up (SS and df between + within = total, F = MS between / MS within).
TEST_F(ReproduceTest, TabuTablesAgreeWithTheRunsAndTheAnovaAddsUp)
{
    ASSERT_EQ(result->exitCode, 0) << result->err.toStdString();
    const auto groups = bestByParameters(dir->filePath("tabu-tabu-grid-1.csv"));
    ASSERT_EQ(groups.size(), 4);
    const QStringList lines = readText(dir->filePath("tabu.md")).split(QLatin1Char('\n'));
    int rows = 0;
    for (const QString& line : lines) {
        const QStringList c = cellsOf(line);
        if (c.size() != 9 || !c[0].startsWith(QStringLiteral("tabu ")))
            continue;
        QStringList tokens = c[0].mid(5).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        tokens.sort();
        const auto& best = groups.value(tokens.join(QLatin1Char(' ')));
        ASSERT_FALSE(best.empty()) << c[0].toStdString();
        double mean = 0;
        for (double b : best)
            mean += b / static_cast<double>(best.size());
        EXPECT_EQ(c[1].toInt(), static_cast<int>(best.size()));
        EXPECT_NEAR(c[2].toDouble(), mean, 1e-3 * std::max(1.0, mean));
        EXPECT_EQ(c[4].toDouble(), *std::min_element(best.begin(), best.end()));
        EXPECT_EQ(c[6].toDouble(), *std::max_element(best.begin(), best.end()));
        ++rows;
    }
    EXPECT_EQ(rows, 4);
    int tables = 0;
    for (int i = 0; i + 2 < lines.size(); ++i) {
        const QStringList b = cellsOf(lines[i]), w = cellsOf(lines[i + 1]), t = cellsOf(lines[i + 2]);
        if (b.size() != 8 || b[1] != QStringLiteral("between"))
            continue;
        ++tables;
        EXPECT_NEAR(b[2].toDouble() + w[2].toDouble(), t[2].toDouble(), 1e-3 * std::max(1.0, t[2].toDouble()));
        EXPECT_EQ(b[3].toInt(), 1); // two levels per parameter
        EXPECT_EQ(w[3].toInt(), 8 - 2);
        EXPECT_EQ(t[3].toInt(), 8 - 1);
        if (b[5] != QStringLiteral("–") && w[4].toDouble() > 0) {
            EXPECT_NEAR(b[5].toDouble(), b[4].toDouble() / w[4].toDouble(), 1e-3 * std::max(1.0, b[5].toDouble()));
        }
        EXPECT_NEAR(b[7].toDouble(), 5.987, 1e-3); // F(0.05; 1, 6) from the tables
    }
    EXPECT_EQ(tables, 2);
}

// A trace's last best is the best the report lists for that run.
TEST_F(ReproduceTest, TraceTablesEndWhereTheirTracesEnd)
{
    ASSERT_EQ(result->exitCode, 0) << result->err.toStdString();
    const QStringList traceLines = readText(dir->filePath("aco-aco-trace-2.csv")).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GT(traceLines.size(), 1);
    const double last = traceLines.last().split(QLatin1Char(','))[4].toDouble();
    bool found = false;
    for (const QString& line : readText(dir->filePath("aco.md")).split(QLatin1Char('\n'))) {
        const QStringList c = cellsOf(line);
        if (c.size() == 5 && c[0] == QStringLiteral("aco, order shuffled")) {
            EXPECT_EQ(c[1].toDouble(), last);
            found = true;
        }
    }
    EXPECT_TRUE(found);
}

// --report elsewhere: its image links lead from the report's folder to the plots.
TEST(ReproduceReportTest, ACombinedReportElsewhereLinksToThePlots)
{
    QTemporaryDir dir;
    const auto r = runCli({"reproduce", "rma2", "--budget", "tiny", "--out", dir.filePath("out/plots"), "--report", dir.filePath("docs.md")});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QString md = readText(dir.filePath("docs.md"));
    const QRegularExpression image(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+\\.png)\\)"));
    int images = 0;
    for (auto it = image.globalMatch(md); it.hasNext(); ++images) {
        const QString link = it.next().captured(1);
        EXPECT_TRUE(link.startsWith(QStringLiteral("out/plots/"))) << link.toStdString();
        EXPECT_FALSE(QImage(dir.filePath(link)).isNull()) << link.toStdString();
    }
    EXPECT_EQ(images, 3);
}

TEST(ReproduceUsageTest, BadArgumentsAreUsageErrors)
{
    EXPECT_EQ(runCli({"reproduce", "nope", "--budget", "tiny"}).exitCode, 2);
    EXPECT_EQ(runCli({"reproduce", "tabu", "--budget", "huge"}).exitCode, 2);
    EXPECT_EQ(runCli({"reproduce"}).exitCode, 2);
    EXPECT_EQ(runCli({"reproduce", "tabu", "--json"}).exitCode, 2); // --json only with --plan
    EXPECT_EQ(runCli({"reproduce", "tabu", "--shard", "3/2"}).exitCode, 2);
    EXPECT_EQ(runCli({"reproduce", "tabu", "--shard", "0/2"}).exitCode, 2);
}

} // namespace
} // namespace hexloom::test
