// Save/open round trip through the map-file API, and crash recovery that restores the map with
// its locks, board shape and edited rules.
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/parse_error.h"
#include "tests/support/fixtures.h"
#include "ui/document/document_files.h"
#include "ui/document/recovery_file.h"

namespace hexloom::test {
namespace {

using namespace ui::document;

TEST(DocumentFiles, SaveThenOpenGivesTheSameMap)
{
    auto loaded = builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard"));
    MapDocument doc(loaded.content);
    doc.swapCells(1, 5);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.txt"));
    saveMapFile(doc, path);
    const auto back = openMapFile(path);
    EXPECT_EQ(*back.content.board, doc.board());
    EXPECT_TRUE(back.content.map.sameContents(doc.map()));
    EXPECT_EQ(back.content.rules->name, "catan");
}

TEST(DocumentFiles, OpeningABrokenFileNamesTheFileAndLine)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.txt"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("Y,U,K\nY,,U\n");
    f.close();
    try {
        openMapFile(path);
        FAIL() << "expected a parse error";
    } catch (const core::io::ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("broken.txt"), std::string::npos) << e.what();
        EXPECT_EQ(e.line(), 2);
    }
}

TEST(RecoveryFile, RestoresMapLocksBoardAndRules)
{
    auto loaded = builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    auto rules = std::make_shared<core::rules::RuleSet>(*loaded.content.rules);
    rules->requirements[3].weight = 2.5; // an edited rule set must survive too
    loaded.content.rules = rules;
    MapDocument doc(loaded.content);
    auto s = CellState::of(doc.map(), 12);
    s.locked = true;
    s.terrain = core::model::kNoTerrain; // an empty hex: not expressible in the letter format
    doc.changeCells({{12, s}}, QStringLiteral("edit"));
    doc.setFilePath(QStringLiteral("/somewhere/map.json"));

    QTemporaryDir dir;
    RecoveryFile file(dir.filePath(QStringLiteral("recovery.json")));
    EXPECT_FALSE(file.exists());
    file.write(doc);
    ASSERT_TRUE(file.exists());
    const auto back = file.read();
    EXPECT_EQ(*back.document.content.board, doc.board());
    EXPECT_EQ(back.document.content.map, doc.map());
    EXPECT_DOUBLE_EQ(back.document.content.rules->requirements[3].weight, 2.5);
    EXPECT_EQ(back.originalPath, QStringLiteral("/somewhere/map.json"));
    file.remove();
    EXPECT_FALSE(file.exists());
}

TEST(RecoveryFile, ADamagedFileIsRefusedWithItsName)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("recovery.json"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "hexloom-recovery", "cells": [[0, 0, 1]]})");
    f.close();
    EXPECT_THROW(RecoveryFile(path).read(), core::io::ParseError);
}

} // namespace
} // namespace hexloom::test
