// A save that fails (full disk injected through core/io/write_fault.h) in the real editor: File →
// Save shows a warning naming the file and the reason, the map file keeps its old bytes, the
// document stays modified and the recovery file stays. The same Save without the fault then
// succeeds (so the test can tell the two apart). The same on a real full disk (a tmpfs, where the
// test may mount one). PNG and SVG exports keep old pictures likewise.
#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <functional>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/io/write_fault.h"
#include "tests/support/file_bytes.h"
#include "tests/support/menu_action.h"
#include "tests/support/event_loop.h"
#include "tests/support/full_disk.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/board_export.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

using core::io::ScopedWriteFault;
using core::io::WriteFault;

void paintOneHex(ui::document::MapDocument& doc)
{
    auto s = ui::document::CellState::of(doc.map(), 30);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
    doc.changeCells({{30, s}}, QStringLiteral("paint"));
}

TEST(FailedSave, CtrlSOntoAFullDiskKeepsTheFileTheEditsAndTheRecoveryFile)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("map.txt"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/terra-mystica-original.txt"), path));
    const QByteArray original = fileBytes(path);
    ui::main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(path));
    auto* doc = w.session()->document();
    paintOneHex(*doc);
    w.autosave()->saveNow();
    ASSERT_TRUE(w.autosave()->file().exists());
    QAction* save = menuAction(w, QStringLiteral("&Save"));
    ASSERT_NE(save, nullptr);
    for (const WriteFault fault : {WriteFault{WriteFault::Kind::NoSpace, 0}, WriteFault{WriteFault::Kind::NoSpace, 100},
                                   WriteFault{WriteFault::Kind::ShortWrite, 50}, WriteFault{WriteFault::Kind::PermissionLost, 0},
                                   WriteFault{WriteFault::Kind::CommitFails, 0}}) {
        ScopedWriteFault scoped(fault);
        DialogCatcher warning;
        save->trigger();
        EXPECT_EQ(scoped.hits(), 1);
        EXPECT_EQ(warning.shown, 1) << "no warning for a failed save";
        EXPECT_TRUE(warning.text.contains(QStringLiteral("cannot save ") + path)) << warning.text.toStdString();
        EXPECT_EQ(fileBytes(path), original) << "the failed save changed the file";
        EXPECT_TRUE(doc->isModified()) << "a failed save marked the work as saved";
        EXPECT_TRUE(w.autosave()->file().exists()) << "a failed save removed the recovery file";
    }
    {
        DialogCatcher none;
        save->trigger();
        EXPECT_EQ(none.shown, 0) << none.text.toStdString();
    }
    EXPECT_FALSE(doc->isModified());
    EXPECT_FALSE(w.autosave()->file().exists());
    const auto back = core::io::loadMap(path);
    EXPECT_EQ(back.map.terrain(30), doc->map().terrain(30));
}

TEST(FailedSave, CtrlSOntoARealFullDiskKeepsEverything)
{
    ASSERT_TRUE(kScratchSettings);
    FullDisk disk;
    if (!disk.mounted())
        GTEST_SKIP() << disk.whyNot();
    const QString path = disk.filePath(QStringLiteral("map.txt"));
    const QByteArray original = fileBytes(QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/terra-mystica-original.txt"));
    ASSERT_TRUE(disk.put(QStringLiteral("map.txt"), original));
    ui::main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(path));
    auto* doc = w.session()->document();
    paintOneHex(*doc);
    w.autosave()->saveNow(); // the recovery file lives in the scratch data folder, not on this disk
    ASSERT_TRUE(w.autosave()->file().exists());
    ASSERT_TRUE(disk.fill());
    DialogCatcher warning;
    menuAction(w, QStringLiteral("&Save"))->trigger();
    EXPECT_EQ(warning.shown, 1);
    EXPECT_EQ(warning.text.toStdString(), "cannot save " + path.toStdString() + ": " + std::strerror(ENOSPC));
    EXPECT_EQ(fileBytes(path), original);
    EXPECT_TRUE(doc->isModified());
    EXPECT_TRUE(w.autosave()->file().exists());
    w.autosave()->discard();
}

// On a big board the recovery file is written on a worker: a write that fails there (a full disk)
// is tried again at the next chance, as one on the GUI thread is, instead of counting as done.
TEST(FailedSave, AFailedBackgroundAutosaveIsTriedAgain)
{
    QTemporaryDir folder;
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::terraMystica(144, 208), 0);
    ui::document::MapDocument doc(loaded.content);
    ASSERT_GE(doc.board().size(), ui::document::MapDocument::kBackgroundScoringHexes);
    ui::main_window::AutosaveManager autosave([&] { return &doc; }, nullptr, 15000, folder.path());
    paintOneHex(doc);
    {
        ScopedWriteFault full({WriteFault::Kind::NoSpace, 0});
        autosave.saveNow();
        autosave.waitForWrite();
        test::spinFor(50); // the write's end reaches the manager
        EXPECT_GE(full.hits(), 1);
    }
    EXPECT_FALSE(autosave.file().exists());
    autosave.saveNow(); // no edit since: the failed write is what is left to do
    autosave.waitForWrite();
    test::spinFor(50);
    EXPECT_TRUE(autosave.file().exists()) << "the failed background write was counted as done";
}

TEST(FailedSave, ExportsKeepTheOldPictures)
{
    QTemporaryDir dir;
    ui::main_window::MainWindow w;
    w.openDefault();
    const auto doc = ui::main_window::PictureJob::of(*w.session()->document());
    const QString png = dir.filePath(QStringLiteral("map.png")), svg = dir.filePath(QStringLiteral("map.svg"));
    ui::main_window::exportPng(doc, png);
    ui::main_window::exportSvg(doc, svg);
    const QByteArray oldPng = fileBytes(png), oldSvg = fileBytes(svg);
    ASSERT_TRUE(oldPng.startsWith("\x89PNG"));
    ASSERT_TRUE(oldSvg.contains("<svg"));
    ScopedWriteFault full({WriteFault::Kind::NoSpace, 1000});
    const std::function<void(const QString&)> pngAt20 = [&](const QString& p) { ui::main_window::exportPng(doc, p, 20.0); };
    const std::function<void(const QString&)> svgAt20 = [&](const QString& p) { ui::main_window::exportSvg(doc, p, 20.0); };
    for (const auto& [path, write] : {std::pair{png, pngAt20}, std::pair{svg, svgAt20}}) {
        try {
            write(path); // another size: other bytes
            ADD_FAILURE() << "export onto a full disk reported success";
        } catch (const std::runtime_error& e) {
            EXPECT_EQ(std::string(e.what()), "cannot save " + path.toStdString() + ": " + std::strerror(ENOSPC));
        }
    }
    EXPECT_EQ(full.hits(), 2);
    EXPECT_EQ(fileBytes(png), oldPng);
    EXPECT_EQ(fileBytes(svg), oldSvg);
}

} // namespace
} // namespace hexloom::test
