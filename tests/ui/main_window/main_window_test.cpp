// The editor window as a whole: it starts on the Original board, requirement switches are undoable
// edits, autosave writes a recovery file that a new window restores, and native maps keep locks.
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "tests/support/scratch_settings.h"
#include "ui/document/document_files.h"
#include "ui/document/recovery_file.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

using namespace ui;

TEST(MainWindow, StartsOnTheOriginalBoardWithThePublishedRules)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault();
    const auto* doc = w.session()->document();
    EXPECT_EQ(doc->rules().name, "terra-mystica-published");
    EXPECT_EQ(doc->board().size(), 113);
    EXPECT_FALSE(doc->isModified());
}

TEST(MainWindow, SwitchingARequirementOffIsUndoable)
{
    main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    const double before = doc->report().total;
    auto content = doc->content();
    auto rules = std::make_shared<core::rules::RuleSet>(doc->rules());
    rules->requirements[3].enabled = false; // REQ4, as the requirements dock does it
    content.rules = rules;
    doc->replaceContent(content, QStringLiteral("Switch off REQ4"));
    EXPECT_DOUBLE_EQ(doc->report().total, before - doc->report().requirements[3].violations);
    doc->undoStack()->undo();
    EXPECT_TRUE(doc->rules().requirements[3].enabled);
    EXPECT_DOUBLE_EQ(doc->report().total, before);
}

TEST(MainWindow, AutosaveWritesARecoveryFileThatANewWindowRestores)
{
    document::MapDocument* doc = nullptr;
    core::model::Map edited;
    {
        main_window::MainWindow w;
        w.openDefault();
        doc = w.session()->document();
        auto s = document::CellState::of(doc->map(), 20);
        s.locked = true;
        s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
        doc->changeCells({{20, s}}, QStringLiteral("paint"));
        edited = doc->map();
        w.autosave()->saveNow();
        ASSERT_TRUE(w.autosave()->file().exists());
        // No closeEvent: this window "crashes".
    }
    const document::RecoveryFile file;
    ASSERT_TRUE(file.exists());
    const auto recovered = file.read();
    EXPECT_EQ(recovered.document.content.map, edited);
    file.remove();
}

TEST(MainWindow, NativeMapsKeepLocksThroughSaveAndOpen)
{
    auto loaded = document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    document::MapDocument doc(loaded.content);
    auto s = document::CellState::of(doc.map(), 7);
    s.locked = true;
    doc.changeCells({{7, s}}, QStringLiteral("lock"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.json"));
    document::saveMapFile(doc, path);
    const auto back = document::openMapFile(path);
    EXPECT_EQ(back.content.map, doc.map());
    EXPECT_TRUE(back.content.map.locked(7));
}

} // namespace
} // namespace hexloom::test
