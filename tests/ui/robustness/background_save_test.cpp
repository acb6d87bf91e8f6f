// File → Save on a big board (MapDocument::kBackgroundScoringHexes hexes or more) in the real
// editor: the map is written on a worker, so Ctrl+S returns at once and the designer goes on
// editing. What the file holds is the map as it was at Ctrl+S; edits made during the write stay
// unsaved (and recoverable); a full disk keeps the old file and warns; a second Save during the
// write is written after it; closing the window or opening another map waits for, or outlives, the
// write without losing or misplacing anything. File → Export PNG on such a board draws on a worker
// too, the map as it was when asked, at a hex size that keeps the picture within its limits.
#include <QAction>
#include <QFile>
#include <QApplication>
#include <QFileDialog>
#include <QImage>
#include <QTimer>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/io/write_fault.h"
#include "tests/support/file_bytes.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/document/document_files.h"
#include "ui/document/map_document.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/board_export.h"
#include "render/board_renderer.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using core::io::ScopedWriteFault;
using core::io::WriteFault;
using core::model::CellIndex;
using core::model::TerrainId;

// A blank 29,880-hex Terra Mystica-shaped map (terrain 0 everywhere) saved as JSON at `path`.
void writeBigMap(const QString& path)
{
    auto rules = core::io::loadRuleSet(QStringLiteral("terra-mystica-published"));
    auto loaded = ui::document::blankDocument(rules, QStringLiteral("terra-mystica-published"), core::model::Board::terraMystica(144, 208), 0);
    ui::document::MapDocument doc(loaded.content);
    ui::document::saveMapFile(doc, path);
}

void paint(ui::document::MapDocument& doc, CellIndex cell, TerrainId terrain)
{
    auto s = ui::document::CellState::of(doc.map(), cell);
    s.terrain = terrain;
    doc.changeCells({{cell, s}}, QStringLiteral("paint"));
}

struct BigMapEditor {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("big.json"));
    ui::main_window::MainWindow w;
    QAction* save = nullptr;
    BigMapEditor()
    {
        writeBigMap(path);
        EXPECT_TRUE(w.openFile(path));
        save = menuAction(w, QStringLiteral("&Save"));
        EXPECT_NE(save, nullptr);
        EXPECT_GE(doc().board().size(), ui::document::MapDocument::kBackgroundScoringHexes);
    }
    ui::document::MapDocument& doc() { return *w.session()->document(); }
    ui::main_window::MapSaver& saver() { return *w.files()->saver(); }
    bool waitForSave() { return spinUntil([&] { return !saver().writing(); }, 20000); }
};

TEST(BackgroundSave, CtrlSWritesTheMapAsAskedWhileTheDesignerGoesOnEditing)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    paint(e.doc(), 100, 3);
    e.save->trigger();
    ASSERT_TRUE(e.saver().writing()) << "a big board's save held the editor until written";
    paint(e.doc(), 200, 4); // during the write
    ASSERT_TRUE(e.waitForSave());
    auto written = core::io::loadMap(e.path);
    EXPECT_EQ(written.map.terrain(100), 3) << "the edit before Ctrl+S is not in the file";
    EXPECT_EQ(written.map.terrain(200), 0) << "the file holds an edit made after Ctrl+S";
    EXPECT_TRUE(e.doc().isModified()) << "the edit made during the write was marked saved";
    e.w.autosave()->saveNow();
    e.w.autosave()->waitForWrite();
    spinFor(50);
    EXPECT_TRUE(e.w.autosave()->file().exists()) << "the unsaved edit has no recovery file";

    e.save->trigger();
    ASSERT_TRUE(e.waitForSave());
    EXPECT_EQ(core::io::loadMap(e.path).map.terrain(200), 4);
    EXPECT_FALSE(e.doc().isModified());
    EXPECT_FALSE(e.w.autosave()->file().exists()) << "the saved work kept its recovery file";
}

TEST(BackgroundSave, ASecondSaveDuringTheWriteIsWrittenAfterIt)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    paint(e.doc(), 100, 3);
    e.save->trigger();
    paint(e.doc(), 200, 4);
    e.save->trigger(); // while the first is writing
    ASSERT_TRUE(e.waitForSave());
    const auto written = core::io::loadMap(e.path);
    EXPECT_EQ(written.map.terrain(100), 3);
    EXPECT_EQ(written.map.terrain(200), 4) << "the second Save was dropped";
    EXPECT_FALSE(e.doc().isModified());
}

TEST(BackgroundSave, AFullDiskKeepsTheOldFileAndWarns)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    const QByteArray before = fileBytes(e.path);
    paint(e.doc(), 100, 3);
    {
        ScopedWriteFault full({WriteFault::Kind::NoSpace, 4096});
        DialogCatcher warning;
        e.save->trigger();
        ASSERT_TRUE(e.waitForSave());
        spinUntil([&] { return warning.shown > 0; }, 2000);
        EXPECT_EQ(full.hits(), 1);
        EXPECT_EQ(warning.shown, 1) << "no warning for a failed background save";
        EXPECT_TRUE(warning.text.contains(e.path)) << warning.text.toStdString();
    }
    EXPECT_EQ(fileBytes(e.path), before) << "the failed save changed the file";
    EXPECT_TRUE(e.doc().isModified()) << "a failed save marked the work as saved";
}

TEST(BackgroundSave, ClosingTheWindowWaitsForTheWriteAndAsksNothing)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    e.w.show();
    paint(e.doc(), 100, 3);
    e.save->trigger();
    DialogCatcher prompt(QMessageBox::Cancel); // an "unsaved changes?" prompt would keep the window open
    EXPECT_TRUE(e.w.close());
    EXPECT_FALSE(e.saver().writing());
    EXPECT_EQ(prompt.shown, 0) << prompt.text.toStdString();
    EXPECT_EQ(core::io::loadMap(e.path).map.terrain(100), 3);
}

TEST(BackgroundSave, OpeningAnotherMapDuringTheWriteLeavesTheNewMapAlone)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    paint(e.doc(), 100, 3);
    e.save->trigger();
    const QString other = e.dir.filePath(QStringLiteral("original.txt"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(HEXLOOM_RESOURCE_DIR "/maps/terra-mystica-original.txt"), other));
    ASSERT_TRUE(e.w.openFile(other)); // the caller asked for it: no prompt, the write goes on
    paint(e.doc(), 5, 2);
    ASSERT_TRUE(e.waitForSave());
    EXPECT_EQ(e.doc().filePath(), other) << "the big map's save renamed the map opened since";
    EXPECT_TRUE(e.doc().isModified()) << "the big map's save marked the map opened since as saved";
    EXPECT_EQ(core::io::loadMap(e.path).map.terrain(100), 3);
}

TEST(BackgroundExport, ExportPngDrawsTheMapAsAskedWhileTheDesignerGoesOnEditing)
{
    ASSERT_TRUE(kScratchSettings);
    BigMapEditor e;
    paint(e.doc(), 100, 3);
    const QString png = e.dir.filePath(QStringLiteral("big.png"));
    QAction* exportPng = menuAction(e.w, QStringLiteral("Export &PNG…"));
    ASSERT_NE(exportPng, nullptr);
    {
        FileDialogAnswer answer(png);
        exportPng->trigger();
    }
    ASSERT_TRUE(e.w.files()->exporting()) << "a big board's picture held the editor until drawn";
    paint(e.doc(), 200, 4); // while it is drawn
    ASSERT_TRUE(spinUntil([&] { return !e.w.files()->exporting(); }, 60000));
    const QImage picture(png);
    ASSERT_FALSE(picture.isNull());
    const ui::main_window::PictureLimits limits;
    EXPECT_LE(picture.width(), limits.maxSide);
    EXPECT_LE(picture.height(), limits.maxSide);
    EXPECT_LE(qint64(picture.width()) * picture.height(), limits.maxPixels);
    // The hexes' centres show the terrains as they were at the export.
    using render::BoardRenderer;
    const auto& board = e.doc().board();
    const double size = ui::main_window::fittedHexSize(board, 32.0);
    const QPointF origin = BoardRenderer::bounds(board, size).topLeft();
    auto colourAt = [&](CellIndex c) { return picture.pixelColor((BoardRenderer::centre(board, c, size) - origin).toPoint()); };
    EXPECT_EQ(colourAt(100), BoardRenderer::terrainColour(e.doc().rules(), 3));
    EXPECT_EQ(colourAt(200), BoardRenderer::terrainColour(e.doc().rules(), 0)) << "the picture has an edit made after Export";
}

} // namespace
} // namespace hexloom::test
