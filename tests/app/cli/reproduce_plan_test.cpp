// reproduce --plan --json: the paper budget lists exactly the papers' own grids and run counts
// (computed here from the papers, independently of the plan's code), every other cell names its
// deviation, and the quick budget is a cut of the same plan. --shard: the slices of a study,
// joined by merge, hold every run once.
#include <QDir>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/cli_process.h"

namespace hexloom::test {
namespace {

QJsonObject planOf(const char* budget)
{
    const CliResult r = runCli({"reproduce", "all", "--budget", budget, "--plan", "--json"});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    return r.json();
}

// The cells of one paper whose variant is the paper's own (kind "bench" or "partition"; traces
// are plots, not grid cells).
QJsonArray paperCells(const QJsonObject& plan, const QString& paper, const QString& algorithm)
{
    QJsonArray out;
    for (const QJsonValue& p : plan.value("papers").toArray())
        if (p.toObject().value("paper").toString() == paper)
            for (const QJsonValue& c : p.toObject().value("cells").toArray())
                if (c.toObject().value("variant").toString() == "paper" && c.toObject().value("algorithm").toString() == algorithm &&
                    c.toObject().value("kind").toString() != "trace")
                    out.append(c);
    return out;
}

QString key(const QJsonObject& params, const QStringList& names)
{
    QStringList parts;
    for (const QString& n : names)
        parts << n + '=' + QString::number(params.value(n).toDouble());
    return parts.join(' ');
}

TEST(ReproducePlanTest, PaperBudgetListsExactlyThePapersGrids)
{
    const QJsonObject plan = planOf("paper");
    QStringList ids;
    for (const QJsonValue& p : plan.value("papers").toArray())
        ids << p.toObject().value("paper").toString();
    EXPECT_EQ(ids, (QStringList{"tabu", "pso-sahc", "aco", "rma2", "partition"}));

    // Tabu: {10, 20, 30, 50, 75, 100} × {10, 25, 50, 75, 100}, 30 runs of 5 minutes (2.6 M evaluations).
    QSet<QString> expected;
    for (int t : {10, 20, 30, 50, 75, 100})
        for (int n : {10, 25, 50, 75, 100})
            expected << QStringLiteral("tabu_size=%1 neighbourhood_size=%2").arg(t).arg(n);
    const QJsonArray tabu = paperCells(plan, "tabu", "tabu");
    QSet<QString> seen;
    for (const QJsonValue& c : tabu) {
        seen << key(c.toObject().value("params").toObject(), {"tabu_size", "neighbourhood_size"});
        EXPECT_EQ(c.toObject().value("runs").toInt(), 30);
        EXPECT_EQ(c.toObject().value("stop").toObject().value("evaluations").toDouble(), 2.6e6);
    }
    EXPECT_EQ(tabu.size(), 30);
    EXPECT_EQ(seen, expected);

    // PSO: w × c1 × c2 over {0.01, 0.33, 0.66, 0.99}: 64 settings × 30 runs of ≈ 2.6 M evaluations.
    expected.clear();
    seen.clear();
    const double levels[] = {0.01, 0.33, 0.66, 0.99};
    for (double w : levels)
        for (double c1 : levels)
            for (double c2 : levels)
                expected << QStringLiteral("w=%1 c1=%2 c2=%3").arg(w).arg(c1).arg(c2);
    const QJsonArray pso = paperCells(plan, "pso-sahc", "pso");
    for (const QJsonValue& c : pso) {
        seen << key(c.toObject().value("params").toObject(), {"w", "c1", "c2"});
        EXPECT_EQ(c.toObject().value("runs").toInt(), 30);
        EXPECT_NEAR(c.toObject().value("stop").toObject().value("iterations").toDouble() * 30, 2.6e6, 30);
    }
    EXPECT_EQ(pso.size(), 64);
    EXPECT_EQ(seen, expected);

    // SAHC: 30 runs with the algorithm's defaults (the paper's restart).
    const QJsonArray sahc = paperCells(plan, "pso-sahc", "sahc");
    ASSERT_EQ(sahc.size(), 1);
    EXPECT_EQ(sahc[0].toObject().value("runs").toInt(), 30);
    EXPECT_TRUE(sahc[0].toObject().value("params").toObject().isEmpty());

    // ACO: 30 runs per game, the algorithm's defaults (the paper's order and deposit).
    const QJsonArray aco = paperCells(plan, "aco", "aco");
    QStringList games;
    for (const QJsonValue& c : aco) {
        games << c.toObject().value("rules").toString();
        EXPECT_EQ(c.toObject().value("runs").toInt(), 30);
        EXPECT_TRUE(c.toObject().value("params").toObject().isEmpty());
    }
    games.sort();
    EXPECT_EQ(games, (QStringList{"catan", "terra-mystica-published"}));

    // Partitioning: Table 1 (no restarts, k' = 40, 100 runs), Table 2 (restarts), Table 3 (L 10,
    // D 100: no coarsening, k = 30, k = 20).
    const QJsonArray part = paperCells(plan, "partition", "astar");
    QStringList tables;
    for (const QJsonValue& c : part) {
        const QJsonObject p = c.toObject().value("params").toObject();
        EXPECT_EQ(p.value("map").toString(), "voronoi:200");
        EXPECT_EQ(p.value("graph").toString(), "chain-8");
        // aima-java's graph search as the paper's code drives it (docs/reproduction.md).
        EXPECT_EQ(p.value("duplicates").toString(), "quotient");
        EXPECT_EQ(p.value("goal-test").toString(), "expanded");
        EXPECT_EQ(p.value("ties").toString(), "f-only");
        tables << QStringLiteral("k%1 L%2 D%3 runs%4")
                      .arg(p.value("coarsen_k").toDouble())
                      .arg(p.value("restart_l").toDouble())
                      .arg(p.value("restart_d").toDouble())
                      .arg(c.toObject().value("runs").toInt());
    }
    EXPECT_EQ(tables, (QStringList{"k40 L0 D0 runs100", "k40 L10 D50 runs200", "k0 L10 D100 runs200", "k30 L10 D100 runs200", "k20 L10 D100 runs200"}));
}

// Every cell that is not the paper's own names its deviation, and the deviation is in its
// parameters (or it is Hexloom's own board or defaults).
TEST(ReproducePlanTest, EveryOtherCellNamesItsDeviation)
{
    const QJsonObject plan = planOf("paper");
    int deviations = 0;
    for (const QJsonValue& p : plan.value("papers").toArray())
        for (const QJsonValue& v : p.toObject().value("cells").toArray()) {
            const QJsonObject c = v.toObject();
            const QString variant = c.value("variant").toString();
            if (variant == "paper")
                continue;
            ++deviations;
            if (variant.contains('=')) {
                const QString name = variant.section('=', 0, 0), value = variant.section('=', 1);
                const QJsonValue got = c.value("params").toObject().value(name);
                EXPECT_TRUE(got.toString() == value || (got.isDouble() && got.toDouble() == value.toDouble())) << variant.toStdString();
            }
        }
    EXPECT_GE(deviations, 5); // PSO pool order and mutation, SAHC patience, ACO order and deposit, partition rows
}

// The quick budget cuts the same plan: each of its paper cells is a cell of the paper budget's
// (same algorithm, game and parameters) with no more runs.
TEST(ReproducePlanTest, QuickBudgetIsACutOfThePaperPlan)
{
    const QJsonObject paper = planOf("paper"), quick = planOf("quick");
    QMap<QString, int> paperRuns;
    auto id = [](const QString& id, const QJsonObject& c) {
        return id + ' ' + c.value("algorithm").toString() + ' ' + c.value("rules").toString() + ' ' +
               QJsonDocument(c.value("params").toObject()).toJson(QJsonDocument::Compact);
    };
    for (const QJsonValue& p : paper.value("papers").toArray())
        for (const QJsonValue& c : p.toObject().value("cells").toArray())
            paperRuns[id(p.toObject().value("paper").toString(), c.toObject())] = c.toObject().value("runs").toInt();
    int checked = 0;
    for (const QJsonValue& p : quick.value("papers").toArray())
        for (const QJsonValue& v : p.toObject().value("cells").toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value("kind").toString() == "trace" || c.value("variant").toString() != "paper" || p.toObject().value("paper").toString() == "rma2")
                continue;
            const QString k = id(p.toObject().value("paper").toString(), c);
            ASSERT_TRUE(paperRuns.contains(k)) << k.toStdString();
            EXPECT_LE(c.value("runs").toInt(), paperRuns.value(k)) << k.toStdString();
            ++checked;
        }
    EXPECT_GE(checked, 9 + 4 + 1 + 2 + 5);
}

// Two slices of the tiny tabu study, joined by merge, hold each of its runs once.
TEST(ReproducePlanTest, ShardsJoinIntoTheWholeStudy)
{
    QTemporaryDir dir;
    for (const char* shard : {"1/2", "2/2"}) {
        const CliResult r = runCli({"reproduce", "tabu", "--budget", "tiny", "--shard", shard, "--out", dir.path()});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }
    const QStringList csv = QDir(dir.path()).entryList({"tabu-tabu-grid-1.shard-*.csv"});
    ASSERT_EQ(csv, (QStringList{"tabu-tabu-grid-1.shard-1-of-2.csv", "tabu-tabu-grid-1.shard-2-of-2.csv"}));
    EXPECT_TRUE(QDir(dir.path()).exists("tabu-tabu-trace-1.json")); // the short steps ran in slice 1
    const CliResult merged = runCli({"merge", dir.filePath(csv[0]), dir.filePath(csv[1]), "--json"});
    ASSERT_EQ(merged.exitCode, 0) << merged.err.toStdString();
    const QJsonArray blocks = merged.json().value("blocks").toArray();
    ASSERT_EQ(blocks.size(), 2 * 2); // tabu_size × neighbourhood_size, 10 and 100 each
    for (const QJsonValue& block : blocks)
        EXPECT_EQ(block.toObject().value("runs").toArray().size(), 2);
}

} // namespace
} // namespace hexloom::test
