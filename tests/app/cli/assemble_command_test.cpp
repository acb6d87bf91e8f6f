// hexloom-cli assemble and assemble-bench, run as a separate process.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <set>
#include <vector>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "core/io/rule_set_file.h"

namespace hexloom::test {
namespace {

TEST(AssembleCommand, JsonListsPlacementsCoveringEveryHexOnce)
{
    const CliResult r = runCli({"assemble", "--tileset", "country-roads", "--seed", "3", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_TRUE(o["success"].toBool());
    EXPECT_EQ(o["seed"].toInt(), 3);
    EXPECT_GE(o["time_ms"].toDouble(), 0.0);
    EXPECT_TRUE(o["stats"].toObject()["dead_ends"].toObject().contains("uncovered_gap"));
    std::set<std::pair<int, int>> seen;
    int cells = 0;
    for (const QJsonValue& p : o["placements"].toArray()) {
        EXPECT_FALSE(p.toObject()["tile"].toString().isEmpty());
        for (const QJsonValue& c : p.toObject()["cells"].toArray()) {
            const int row = c.toArray()[0].toInt(), col = c.toArray()[1].toInt();
            EXPECT_TRUE(row >= 0 && row < 9 && col >= 0 && col < 12) << row << "," << col;
            seen.insert({row, col});
            ++cells;
        }
    }
    EXPECT_EQ(cells, 12 * 9);
    EXPECT_EQ(seen.size(), 12u * 9u);
}

TEST(AssembleCommand, WritesMapImageAndTrace)
{
    QTemporaryDir dir;
    const QString map = dir.filePath("out.txt"), png = dir.filePath("out.png"), trace = dir.filePath("trace.csv");
    const CliResult r = runCli({"assemble", "--tileset", "terra-mystica-modular", "--map", "terra-mystica", "--seed", "2", "--out", map,
                       "--png", png, "--trace", trace});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith("assembled"));
    QFile m(map);
    ASSERT_TRUE(m.open(QIODevice::ReadOnly));
    EXPECT_EQ(m.readAll().count('\n'), 9); // nine rows in letter format
    EXPECT_GT(QFile(png).size(), 1000);
    QFile t(trace);
    ASSERT_TRUE(t.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = t.readAll().split('\n');
    EXPECT_EQ(lines[0], "step,event,tile,rotation,row,col,gap_row,gap_col,candidates,reason,depth,elapsed_ms");
    EXPECT_GT(lines.size(), 10);
}

TEST(AssembleCommand, ImpossibleBoardExitsWithReason)
{
    // The country-roads towns (three required, of three hexes each) cannot lie on a 2x1 board at
    // all: refused at once, before any search; on 5x2 they fit by area but not by shape, which
    // the search finds out.
    const CliResult tooSmall = runCli({"assemble", "--tileset", "country-roads", "--map", "rect:2x1", "--json"});
    EXPECT_EQ(tooSmall.exitCode, 1);
    EXPECT_TRUE(tooSmall.err.contains("its required tiles (min) cover 9 hexes but the board has only 2 hexes free")) << tooSmall.err.toStdString();
    const CliResult r = runCli({"assemble", "--tileset", "country-roads", "--map", "rect:5x2", "--json"});
    EXPECT_EQ(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    EXPECT_FALSE(o["success"].toBool());
    EXPECT_EQ(o["status"].toString(), QStringLiteral("exhausted"));
    EXPECT_GT(o["stats"].toObject()["dead_ends"].toObject()["required_does_not_fit"].toInt(), 0);
    EXPECT_TRUE(r.err.contains("no assembly exists"));
    // The Terra Mystica set fixes its lake at row 4, column 3: not on a 2x2 board.
    const CliResult fixed = runCli({"assemble", "--tileset", "terra-mystica-modular", "--map", "rect:2x2"});
    EXPECT_EQ(fixed.exitCode, 1);
    EXPECT_TRUE(fixed.err.contains("fixed tile \"lake\" at (4, 3) rotation 0: the position is not on the board")) << fixed.err.toStdString();
}

TEST(AssembleCommand, BadUsageAndBadInput)
{
    EXPECT_EQ(runCli({"assemble", "--seed", "1"}).exitCode, 2);                                       // no tile set
    EXPECT_EQ(runCli({"assemble", "--tileset", "country-roads", "--disable", "magic"}).exitCode, 2);  // unknown trick
    EXPECT_EQ(runCli({"assemble", "--tileset", "country-roads", "--seed", "x"}).exitCode, 2);
    QTemporaryDir dir;
    QFile bad(dir.filePath("bad.json"));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"name": "bad", "rules": "catan", "tiles": [{"id": "a", "max": 1, "cells": [{"hex": [0, 0], "terrain": "F", "edges": "00"}]}]})");
    bad.close();
    const CliResult r = runCli({"assemble", "--tileset", dir.filePath("bad.json"), "--map", "rect:2x2"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains("tiles[0].cells[0].edges")) << r.err.toStdString();
    EXPECT_EQ(runCli({"assemble", "--tileset", "country-roads", "--map", "rect:2xx"}).exitCode, 1);
}

// A board out of range is named where it came from: the --map option, or the tile set's "board" field.
TEST(AssembleCommand, ABoardOutOfRangeNamesItsOptionOrTheTileSetsField)
{
    for (const char* command : {"assemble", "assemble-bench"}) {
        const CliResult r = runCli({command, "--tileset", "country-roads", "--map", "hexagon:99999"});
        EXPECT_EQ(r.exitCode, 1) << command;
        EXPECT_TRUE(r.err.contains(R"(--map "hexagon:99999": board radius must be between 0 and 2000, got 99999)")) << r.err.toStdString();
    }
    QTemporaryDir dir;
    QFile builtin(QStringLiteral(HEXLOOM_RESOURCE_DIR "/tilesets/country-roads.json"));
    ASSERT_TRUE(builtin.open(QIODevice::ReadOnly));
    QJsonObject set = QJsonDocument::fromJson(builtin.readAll()).object();
    ASSERT_TRUE(set.contains("board"));
    set["board"] = "hexagon:99999";
    const QString path = dir.filePath("huge-board.json");
    QFile out(path);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(set).toJson());
    out.close();
    const CliResult r = runCli({"assemble-bench", "--tileset", path, "--seeds", "1..1"});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(path.toUtf8() + ":")) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(R"(field "board": board radius must be between 0 and 2000, got 99999)")) << r.err.toStdString();
}

TEST(AssembleCommand, LockedHexesOfAMapFileKeepTheirTerrain)
{
    // A 12x9 board with the first row locked to pasture and mountains, as a native JSON map.
    QTemporaryDir dir;
    auto rules = core::io::loadRuleSet(QStringLiteral("catan"));
    core::io::MapFile in{rules, false, core::model::Board::rectangle(12, 9), core::model::Map(12 * 9), {}};
    for (core::model::CellIndex c = 0; c < 12; ++c) {
        in.map.setTerrain(c, rules->byLetter(c % 2 ? 'P' : 'M'));
        in.map.setLocked(c, true);
    }
    const QString source = dir.filePath("locked.json"), out = dir.filePath("out.json");
    core::io::saveMap(source, in);
    const CliResult r = runCli({"assemble", "--tileset", "country-roads", "--map", source, "--seed", "2", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto result = core::io::loadMap(out);
    ASSERT_EQ(result.map.size(), 12 * 9);
    for (core::model::CellIndex c = 0; c < 12; ++c) {
        EXPECT_EQ(result.map.terrain(c), in.map.terrain(c)) << "locked hex " << c;
        EXPECT_TRUE(result.map.locked(c));
    }
    for (core::model::CellIndex c = 12; c < result.map.size(); ++c)
        EXPECT_NE(result.map.terrain(c), core::model::kNoTerrain);
}

TEST(AssembleBenchCommand, OneObjectPerSeedAndASummary)
{
    const CliResult r = runCli({"assemble-bench", "--tileset", "country-roads", "--seeds", "1..3", "--disable", "reduce", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray runs = o["runs"].toArray();
    ASSERT_EQ(runs.size(), 3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(runs[i].toObject()["seed"].toInt(), i + 1);
        EXPECT_TRUE(runs[i].toObject().contains("time_ms"));
    }
    const QJsonObject s = o["summary"].toObject();
    EXPECT_EQ(s["runs"].toInt(), 3);
    EXPECT_EQ(s["disabled"].toString(), QStringLiteral("reduce"));
    EXPECT_GE(s["max_ms"].toDouble(), s["median_ms"].toDouble());
}

TEST(AssembleBenchCommand, MedianOfAnEvenNumberOfRunsIsTheMeanOfTheMiddleTwo)
{
    const CliResult r = runCli({"assemble-bench", "--tileset", "country-roads", "--seeds", "1..4", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    std::vector<double> backtracks;
    for (const QJsonValue& run : o["runs"].toArray())
        backtracks.push_back(run.toObject()["stats"].toObject()["backtracks"].toDouble());
    ASSERT_EQ(backtracks.size(), 4u);
    std::sort(backtracks.begin(), backtracks.end());
    EXPECT_EQ(o["summary"].toObject()["median_backtracks"].toDouble(), (backtracks[1] + backtracks[2]) / 2);
}

} // namespace
} // namespace hexloom::test
