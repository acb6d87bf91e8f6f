// hexloom-cli convert: letters -> JSON -> letters gives back the same text; locks and formats.
#include <QFile>

#include "core/io/map_file.h"
#include "core/io/map_formats.h"
#include "tests/app/cli/cli_runner.h"

namespace hexloom::test {
namespace {

using ConvertCommandTest = CliTest;

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

TEST_F(ConvertCommandTest, LettersToJsonAndBack)
{
    const QString json = path(QStringLiteral("tiny.json")), back = path(QStringLiteral("back.txt"));
    CliResult r = runCli({QStringLiteral("convert"), tiny, json});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const auto file = core::io::loadMap(json);
    EXPECT_EQ(file.rules->name, "terra-mystica-published");
    EXPECT_EQ(file.board.size(), 5);
    EXPECT_EQ(file.map.terrain(file.board.indexAtOffset({0, 2})), file.rules->byId("plains"));
    r = runCli({QStringLiteral("convert"), json, back});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.isEmpty()) << r.err.toStdString();
    EXPECT_EQ(readAll(back), readAll(tiny));
}

TEST_F(ConvertCommandTest, ToOverridesTheExtension)
{
    const QString out = path(QStringLiteral("tiny.map"));
    ASSERT_EQ(runCli({QStringLiteral("convert"), tiny, out, QStringLiteral("--to"), QStringLiteral("json")}).exitCode, 0);
    EXPECT_TRUE(readAll(out).contains("\"format\": \"hexloom-map\""));
    EXPECT_EQ(core::io::loadMap(out, {}, core::io::MapFormat::Json).board.size(), 5);
    EXPECT_EQ(runCli({QStringLiteral("convert"), tiny, out, QStringLiteral("--to"), QStringLiteral("xml")}).exitCode, 2);
    EXPECT_EQ(runCli({QStringLiteral("convert"), tiny}).exitCode, 2);
}

TEST_F(ConvertCommandTest, ToAcceptsEveryRegisteredFormat)
{
    for (const auto& format : core::io::MapFormats::all()) {
        const QString id = QString::fromStdString(format.id);
        const QString out = path(QStringLiteral("tiny-") + id + QStringLiteral(".map"));
        const CliResult r = runCli({QStringLiteral("convert"), tiny, out, QStringLiteral("--to"), id});
        ASSERT_EQ(r.exitCode, 0) << format.id << ": " << r.err.toStdString();
        if (!format.read)
            continue; // written only
        const QString rules = format.keepsRuleSet ? QString() : QStringLiteral("terra-mystica-published");
        EXPECT_EQ(core::io::loadMap(out, rules, core::io::MapFormat(format.id)).board.size(), 5) << format.id;
    }
    const CliResult bad = runCli({QStringLiteral("convert"), tiny, path(QStringLiteral("x.map")), QStringLiteral("--to"), QStringLiteral("xml")});
    EXPECT_TRUE(bad.err.contains(QByteArray::fromStdString("--to expects " + core::io::MapFormats::idList() + ", not \"xml\"")))
        << bad.err.toStdString();
}

TEST_F(ConvertCommandTest, LosingLocksToTheLetterFormatIsSaid)
{
    const QString json = write(QStringLiteral("locked.json"), R"({"format": "hexloom-map", "version": 1,
        "board": {"shape": "terra-mystica", "rows": 2, "long_row": 2}, "rules": "terra-mystica-strict",
        "cells": [{"row": 0, "col": 0, "terrain": "desert", "locked": true}, {"row": 0, "col": 1, "terrain": "river"},
                  {"row": 1, "col": 0, "terrain": "swamp"}]})");
    const CliResult r = runCli({QStringLiteral("convert"), json, path(QStringLiteral("out.txt"))});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains("1 locked cells are written unlocked")) << r.err.toStdString();
    EXPECT_EQ(readAll(path(QStringLiteral("out.txt"))), "Y,I\nK\n");
}

TEST_F(ConvertCommandTest, BadInputLeavesNoOutput)
{
    const QString bad = write(QStringLiteral("bad.txt"), "Y,,U\n");
    const QString out = path(QStringLiteral("never.json"));
    const CliResult r = runCli({QStringLiteral("convert"), bad, out});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(":1:3: field \"cell\": empty cell")) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(out));
}

} // namespace
} // namespace hexloom::test
