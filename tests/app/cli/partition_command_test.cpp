// Runs hexloom-cli partition / partition-bench as a separate process (HEXLOOM_CLI_PATH).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/partition/constraint_graph.h"
#include "core/partition/constraint_graph_file.h"
#include "core/io/map_file.h"
#include "core/model/board.h"
#include "tests/core/partition/partition_verifier.h"
#include "tests/support/cli_process.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

// The independent verifier's verdict on `partition --json` output for chain-8 on `board` (every
// hex in scope): "" when the regions form a valid chain-8 partition with the graph's node ids.
std::string verifyChain8Json(const QJsonObject& o, const core::model::Board& board, bool removalAllowed = false)
{
    core::partition::PartitionResult result;
    result.success = true;
    result.regionOfCell.assign(static_cast<size_t>(board.size()), -2);
    const QJsonArray cells = o["cells"].toArray();
    if (cells.size() != board.size())
        return std::to_string(cells.size()) + " cells for " + std::to_string(board.size()) + " hexes";
    for (const auto& value : cells) {
        const QJsonObject c = value.toObject();
        const auto cell = board.indexAtOffset({c["row"].toInt(), c["col"].toInt()});
        if (cell == core::model::kNoCell)
            return "a cell off the board";
        result.regionOfCell[static_cast<size_t>(cell)] = c["region"].toInt();
    }
    const auto graph = core::partition::loadConstraintGraph(QStringLiteral("chain-8"));
    const QJsonObject mapping = o["mapping"].toObject();
    for (int i = 0; i < 8; ++i)
        if (mapping[QString::number(i)].toString().toStdString() != graph->nodes[static_cast<size_t>(i)].id)
            return "region " + std::to_string(i) + " maps to another node";
    std::vector<core::model::CellIndex> scope(static_cast<size_t>(board.size()));
    for (int i = 0; i < board.size(); ++i)
        scope[static_cast<size_t>(i)] = i;
    return verifyPartition(board, scope, *graph, result, removalAllowed);
}

TEST(PartitionCommand, JsonOutputIsAVerifiedPartition)
{
    const auto r = runCli({"partition", "--map", "rect:8x3", "--graph", "chain-8", "--seed", "5", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_TRUE(o["success"].toBool());
    EXPECT_GE(o["expanded"].toDouble(), 1);
    EXPECT_TRUE(o.contains("time_ms"));
    EXPECT_EQ(verifyChain8Json(o, core::model::Board::rectangle(8, 3)), "");
}

// --scope land: water hexes stay outside the partition, every land hex is in a region, and the
// regions pass the verifier on exactly the land hexes (found here from the letters themselves).
TEST(PartitionCommand, LandScopeLeavesWaterOut)
{
    const QString dir = QDir::tempPath() + QStringLiteral("/hexloom-partition-cli-test");
    QDir().mkpath(dir);
    const QByteArray letters = "I,I,I,I,I,I,I,I\nU,S,G,B,Y,R,K,I\nK,U,R,G,B,Y,U,I\nU,S,G,Y,S,G,B,I\nI,I,K,U,R,G,Y,I\n";
    QFile file(dir + QStringLiteral("/land.txt"));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(letters);
    file.close();
    const auto r = runCli({"partition", "--map", file.fileName(), "--rules", "terra-mystica-published", "--graph", "chain-8", "--scope", "land",
                           "--seed", "3", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    ASSERT_TRUE(o["success"].toBool()) << o["message"].toString().toStdString();

    const auto rows = QString::fromLatin1(letters).trimmed().split(QLatin1Char('\n'));
    std::vector<core::model::OffsetCoord> land, water;
    for (int row = 0; row < rows.size(); ++row) {
        const auto cols = rows[row].split(QLatin1Char(','));
        for (int col = 0; col < cols.size(); ++col)
            (cols[col] == QLatin1String("I") ? water : land).push_back({row, col});
    }
    const auto board = lettersMap(letters.toStdString(), *builtinRules("terra-mystica-published")).board;
    core::partition::PartitionResult result;
    result.success = true;
    result.regionOfCell.assign(static_cast<size_t>(board.size()), -2);
    for (const auto& value : o["cells"].toArray()) {
        const QJsonObject c = value.toObject();
        const auto cell = board.indexAtOffset({c["row"].toInt(), c["col"].toInt()});
        ASSERT_NE(cell, core::model::kNoCell);
        result.regionOfCell[static_cast<size_t>(cell)] = c["region"].toInt();
    }
    std::vector<core::model::CellIndex> scope;
    for (const auto& at : land)
        scope.push_back(board.indexAtOffset(at));
    for (const auto& at : water)
        EXPECT_EQ(result.regionOfCell[static_cast<size_t>(board.indexAtOffset(at))], -2) << "water hex " << at.row << "," << at.col;
    EXPECT_EQ(o["cells"].toArray().size(), static_cast<int>(land.size()));
    EXPECT_EQ(verifyPartition(board, scope, *core::partition::loadConstraintGraph(QStringLiteral("chain-8")), result, false), "");
}

TEST(PartitionCommand, BadInputAndUsageExitCodes)
{
    EXPECT_EQ(runCli({"partition", "--map", "hexagon:1", "--graph", "chain-8"}).exitCode, 1); // 8 nodes, 7 hexes
    const auto missing = runCli({"partition", "--map", "hexagon:3", "--graph", "/nonexistent/g.json"});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_NE(missing.err.indexOf("no such file"), -1);
    EXPECT_EQ(runCli({"partition", "--map", "hexagon:3"}).exitCode, 2);
    EXPECT_EQ(runCli({"partition", "--map", "hexagon:3", "--graph", "chain-8", "--coarsen", "x"}).exitCode, 2);
    EXPECT_EQ(runCli({"partition", "--map", "hexagon:3", "--graph", "chain-8", "--scope", "sea"}).exitCode, 2);
    const auto offBoard = runCli({"partition", "--map", "hexagon:3", "--graph", "chain-8", "--scope", "cells:0,3/40,40"});
    EXPECT_EQ(offBoard.exitCode, 2);
    EXPECT_TRUE(offBoard.err.contains("--scope cells: hex 2 \"40,40\": not on the board")) << offBoard.err.toStdString();
    for (const char* option : {"--duplicates", "--goal-test", "--ties"}) {
        const auto bad = runCli({"partition", "--map", "hexagon:3", "--graph", "chain-8", option, "sometimes"});
        EXPECT_EQ(bad.exitCode, 2) << option;
        EXPECT_NE(bad.err.indexOf(QByteArray(option) + " expects"), -1) << option << ": " << bad.err.toStdString();
    }
}

// The paper's code's state rules give valid partitions too (paper mode on a board).
TEST(PartitionCommand, ThePapersStateRulesGiveAVerifiedPartition)
{
    const auto r = runCli({"partition", "--map", "hexagon:4", "--graph", "chain-8", "--weight", "1", "--border-weight", "0", "--plain-seeds",
                           "--kernel", "--allow-removal", "--energy", "1", "--duplicates", "quotient", "--goal-test", "expanded", "--ties",
                           "f-only", "--restart", "10,50", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(verifyChain8Json(QJsonDocument::fromJson(r.out).object(), core::model::Board::hexagon(4), true), "");
}

TEST(PartitionCommand, OutAndPngAreWritten)
{
    const QString dir = QDir::tempPath() + QStringLiteral("/hexloom-partition-cli-test");
    QDir().mkpath(dir);
    const auto r = runCli({"partition", "--map", "hexagon:3", "--graph", "kingdoms-7", "--seed", "2", "--out", dir + "/m.txt", "--png", dir + "/m.png"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(QFileInfo(dir + "/m.txt").size() > 0);
    EXPECT_TRUE(QFileInfo(dir + "/m.png").size() > 0);
}

// Locked hexes of the input map keep their terrain in --out, as in the editor, and its recipe
// replays to the same map.
TEST(PartitionCommand, LockedHexesKeepTheirTerrainAndTheRecipeReplays)
{
    QTemporaryDir dir;
    core::io::MapFile in;
    in.rules = builtinRules("terra-mystica-published");
    in.board = core::model::Board::hexagon(3);
    in.map = core::model::Map(in.board.size());
    const auto desert = in.rules->byLetter('Y');
    for (core::model::CellIndex c = 0; c < in.board.size(); ++c) {
        in.map.setTerrain(c, desert);
        in.map.setLocked(c, c % 5 == 0);
    }
    const QString input = dir.filePath(QStringLiteral("in.json")), out = dir.filePath(QStringLiteral("out.json"));
    core::io::saveMap(input, in);
    const auto r = runCli({"partition", "--map", input, "--graph", "kingdoms-7", "--seed", "3", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto made = core::io::loadMap(out);
    int changed = 0;
    for (core::model::CellIndex c = 0; c < in.board.size(); ++c) {
        if (c % 5 == 0) {
            EXPECT_EQ(made.map.terrain(c), desert) << "locked hex " << c;
        }
        changed += made.map.terrain(c) != desert;
    }
    EXPECT_GT(changed, 0) << "the regions took other terrains";
    const auto replay = runCli({"replay", out});
    EXPECT_EQ(replay.exitCode, 0) << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("reproduced exactly")) << replay.out.toStdString();
}

TEST(PartitionBenchCommand, ReportsThePapersStatistics)
{
    const auto r = runCli({"partition-bench", "--map", "rect:8x2", "--graph", "chain-8", "--runs", "5", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_EQ(o["runs"].toInt(), 5);
    EXPECT_EQ(o["solved"].toInt(), 5);
    for (const char* key : {"expanded", "wasted", "path_length", "restarts", "time_ms", "cpu_ms"}) {
        const QJsonObject s = o[key].toObject();
        for (const char* stat : {"max", "min", "std", "mean", "median"})
            EXPECT_TRUE(s.contains(stat)) << key << " " << stat;
        EXPECT_LE(s["min"].toDouble(), s["median"].toDouble());
        EXPECT_LE(s["median"].toDouble(), s["max"].toDouble());
    }
}

} // namespace
} // namespace hexloom::test

namespace hexloom::test {
namespace {

// --map voronoi:N: partition-bench on the paper's kind of graph (a new random Voronoi graph per
// restart); partition itself refuses it, having no hexes to write.
TEST(PartitionCommand, VoronoiGraphsAreForTheBench)
{
    const auto bench = runCli({"partition-bench", "--map", "voronoi:200", "--graph", "chain-8", "--runs", "3", "--time-limit", "10", "--json"});
    ASSERT_EQ(bench.exitCode, 0) << bench.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(bench.out).object();
    EXPECT_EQ(o.value("runs").toInt(), 3);
    EXPECT_EQ(o.value("solved").toInt(), 3); // Hexloom's defaults solve chain-8 on these graphs
    EXPECT_EQ(runCli({"partition", "--map", "voronoi:200", "--graph", "chain-8"}).exitCode, 2);
    EXPECT_EQ(runCli({"partition-bench", "--map", "voronoi:1", "--graph", "chain-8", "--runs", "1"}).exitCode, 2); // a bad --map value
}

// Work that cannot be stopped part-way is bounded before it starts: kernel clustering on more
// than 500 nodes (a 1,951-hex board took 92 s against a 1 s limit) and Voronoi graphs of more
// than 5,000 cells are refused at once, and the largest Voronoi graph still ends near its limit.
// Generous margins, not tight timers.
TEST(PartitionCommand, TimeLimitsHoldForKernelClusteringAndVoronoiGraphs)
{
    QElapsedTimer clock;
    clock.start();
    const auto kernel = runCli({"partition", "--map", "hexagon:25", "--graph", "chain-8", "--kernel", "--time-limit", "1"});
    EXPECT_EQ(kernel.exitCode, 1);
    EXPECT_TRUE(kernel.err.contains("takes at most 500")) << kernel.err.toStdString();
    EXPECT_LT(clock.elapsed(), 20'000);
    const auto small = runCli({"partition", "--map", "hexagon:8", "--graph", "chain-8", "--kernel", "--time-limit", "5"});
    EXPECT_FALSE(small.err.contains("takes at most")) << "the control, 217 hexes, is refused: " << small.err.toStdString();
    clock.restart();
    const auto voronoi = runCli({"partition-bench", "--map", "voronoi:5000", "--graph", "chain-8", "--runs", "1", "--time-limit", "1"});
    EXPECT_EQ(voronoi.exitCode, 0) << voronoi.err.toStdString();
    EXPECT_LT(clock.elapsed(), 30'000);
}

} // namespace
} // namespace hexloom::test
