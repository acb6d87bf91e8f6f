// Inputs that made a fuzz target fail (tests/fuzz/regressions/<target>/), kept as tests of the
// property the target checks, so the fixed bug stays fixed in the normal build.
#include <QDir>
#include <QFile>
#include <gtest/gtest.h>
#include <optional>

#include "core/io/letter_format.h"
#include "core/io/map_json.h"
#include "core/io/parse_error.h"
#include "core/io/rule_set_file.h"
#include "tests/support/fixtures.h"

namespace hexloom::test {
namespace {

QStringList regressionFiles(const QString& target)
{
    const QDir dir(QStringLiteral(HEXLOOM_TEST_DATA_DIR "/../fuzz/regressions/") + target);
    QStringList files;
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Found by fuzz_letter_format: a shifted row without cells was written as an empty line, which the
// reader skips, so re-importing an exported map moved every later row up by one.
TEST(FuzzRegressions, LetterMapsSurviveExportAndReimport)
{
    const auto files = regressionFiles(QStringLiteral("letter_format"));
    ASSERT_FALSE(files.isEmpty());
    const auto rules = builtinRules("catan");
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        const auto first = core::io::parseLetterFormat(contents(path), *rules, path.toStdString());
        const QByteArray written = core::io::writeLetterFormat(first.board, first.map, *rules);
        const auto again = core::io::parseLetterFormat(written, *rules, "re-import");
        ASSERT_EQ(again.board.size(), first.board.size()) << written.toStdString();
        for (core::model::CellIndex i = 0; i < first.board.size(); ++i) {
            EXPECT_EQ(again.board.offset(i).row, first.board.offset(i).row) << written.toStdString();
            EXPECT_EQ(again.board.offset(i).col, first.board.offset(i).col) << written.toStdString();
            EXPECT_EQ(again.map.terrain(i), first.map.terrain(i));
            EXPECT_EQ(again.map.token(i), first.map.token(i));
        }
    }
}

// Found by fuzz_rule_set (after 968,158 executions): a terrain id with a NUL byte ("br\0\1k") was
// accepted, written as a pool key, and read back cut at the NUL ("pool.br": missing). Terrain ids
// with control characters are now refused where they are defined. Property: a rule set is either
// refused with a ParseError naming the field, or what is written reads back and writes identically.
TEST(FuzzRegressions, RuleSetsAreRefusedOrSurviveWriteAndReread)
{
    const auto files = regressionFiles(QStringLiteral("rule_set"));
    ASSERT_FALSE(files.isEmpty());
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        std::optional<core::rules::RuleSet> first;
        try {
            first = core::io::parseRuleSet(contents(path), path.toStdString());
        } catch (const core::io::ParseError& e) {
            EXPECT_FALSE(e.field().empty()) << e.what();
            continue;
        }
        const QByteArray written = core::io::writeRuleSet(*first);
        const auto again = core::io::parseRuleSet(written, "re-read");
        EXPECT_EQ(core::io::writeRuleSet(again), written);
    }
}

TEST(FuzzRegressions, TerrainIdsWithControlCharactersAreRefused)
{
    const auto path = regressionFiles(QStringLiteral("rule_set")).value(0);
    try {
        core::io::parseRuleSet(contents(path), path.toStdString());
        ADD_FAILURE() << "accepted a terrain id with a NUL byte";
    } catch (const core::io::ParseError& e) {
        EXPECT_EQ(e.field(), "terrains[3].id") << e.what();
        EXPECT_NE(std::string(e.what()).find("control characters (byte 0x00 at position 2)"), std::string::npos) << e.what();
        EXPECT_GT(e.line(), 0) << e.what();
    }
}

// Found by fuzz_map_json (after 745,727 executions): a custom board whose listed cells did not
// start at column 0 was moved to start there when built, so the map's cells, given in the file's
// rows and columns, landed on other hexes. Such lists are refused, naming the cell.
TEST(FuzzRegressions, CustomBoardsMustStartAtTheirFirstRowAndColumn)
{
    const auto files = regressionFiles(QStringLiteral("map_json"));
    ASSERT_FALSE(files.isEmpty());
    for (const QString& path : files) {
        SCOPED_TRACE(path.toStdString());
        try {
            core::io::parseMapJson(contents(path), path.toStdString());
            ADD_FAILURE() << "accepted a custom board that does not start at column 0";
        } catch (const core::io::ParseError& e) {
            EXPECT_EQ(e.field().rfind("board.cells[", 0), 0u) << e.what();
            EXPECT_NE(std::string(e.what()).find("is not where the board puts it"), std::string::npos) << e.what();
        }
    }
    // The same shape listed from row 0 and column 0 reads, and every cell is where the file says.
    const QByteArray fromZero = R"({"format": "hexloom-map", "version": 1, "rules": "catan",
      "board": {"shape": "custom", "shifted_rows": "odd", "cells": [[0, 0], [1, 0], [1, 1]]},
      "cells": [{"row": 1, "col": 1, "terrain": "ore", "token": 11}]})";
    const auto map = core::io::parseMapJson(fromZero, "from-zero.json");
    const auto c = map.board.indexAtOffset({1, 1});
    ASSERT_NE(c, core::model::kNoCell);
    EXPECT_EQ(map.map.token(c), 11);
}

} // namespace
} // namespace hexloom::test
