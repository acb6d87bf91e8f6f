// Two editors at once, then one of them dies: each editor autosaves into its own locked recovery
// file, a starting editor never offers (or deletes) the work of one that still runs, and the work
// of the one that died is offered once, naming the map, its time and its unsaved edits, then
// restored, discarded or kept for later as the designer answers.
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <memory>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/document/map_document.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/map_saver.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

// A data folder of this test's own, so other tests' recovery files never show up here.
class FreshDataFolder {
public:
    FreshDataFolder() : old_(qgetenv("XDG_DATA_HOME")) { qputenv("XDG_DATA_HOME", QFile::encodeName(dir_.path())); }
    ~FreshDataFolder() { qputenv("XDG_DATA_HOME", old_); }

private:
    QTemporaryDir dir_;
    QByteArray old_;
};

void paint(document::MapDocument* doc, core::model::CellIndex cell)
{
    auto s = document::CellState::of(doc->map(), cell);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % 7);
    s.locked = true;
    doc->changeCells({{cell, s}}, QStringLiteral("paint"));
}

TEST(RecoveryJourney, TwoEditorsAtOnceThenOneDies)
{
    ASSERT_TRUE(kScratchSettings);
    FreshDataFolder data;
    auto first = std::make_unique<main_window::MainWindow>();
    first->openDefault();
    paint(first->session()->document(), 3);
    paint(first->session()->document(), 9);
    first->autosave()->saveNow();
    const auto firstMap = first->session()->document()->map();
    const QString firstFile = first->autosave()->file().path();

    main_window::MainWindow second;
    second.openDefault();
    paint(second.session()->document(), 50);
    second.autosave()->saveNow();
    const QString secondFile = second.autosave()->file().path();
    ASSERT_NE(firstFile, secondFile) << "two editors share one recovery file";
    ASSERT_TRUE(QFile::exists(firstFile));
    ASSERT_TRUE(QFile::exists(secondFile));

    {
        // A third editor starts while both run: nothing is offered, nothing is deleted.
        main_window::MainWindow third;
        DialogCatcher any(QMessageBox::Discard);
        EXPECT_FALSE(third.offerRecovery());
        EXPECT_EQ(any.shown, 0) << any.text.toStdString();
        EXPECT_TRUE(third.autosave()->store().claimOrphans().empty());
    }
    EXPECT_TRUE(QFile::exists(firstFile));
    EXPECT_TRUE(QFile::exists(secondFile));

    first.reset(); // dies: no close, no save; its lock goes with it, its recovery file stays
    ASSERT_TRUE(QFile::exists(firstFile));

    {
        // "Keep for Later": the next start offers it again.
        main_window::MainWindow later;
        DialogCatcher keep(QMessageBox::Cancel);
        EXPECT_FALSE(later.offerRecovery());
        EXPECT_EQ(keep.shown, 1);
        EXPECT_TRUE(QFile::exists(firstFile));
    }
    main_window::MainWindow restarted;
    {
        DialogCatcher yes(QMessageBox::Yes);
        ASSERT_TRUE(restarted.offerRecovery());
        EXPECT_EQ(yes.shown, 1);
        // The prompt names the map (a never-saved map: its rule set's title) and the edits.
        const auto title = QString::fromStdString(restarted.session()->document()->rules().title);
        EXPECT_TRUE(yes.text.contains(title)) << yes.text.toStdString();
        EXPECT_TRUE(yes.text.contains(QStringLiteral("2 unsaved edit"))) << yes.text.toStdString();
        EXPECT_TRUE(yes.text.contains(QStringLiteral("autosaved"))) << yes.text.toStdString();
    }
    EXPECT_EQ(restarted.session()->document()->map(), firstMap);
    EXPECT_TRUE(restarted.session()->document()->isModified());
    EXPECT_FALSE(QFile::exists(firstFile)) << "the restored orphan stays behind";
    EXPECT_TRUE(restarted.autosave()->file().exists()) << "restored work must be in the new editor's recovery file at once";
    EXPECT_TRUE(QFile::exists(secondFile)) << "the running editor's work was touched";

    // A fourth start finds nothing: the restored work belongs to a running editor now.
    {
        main_window::MainWindow fourth;
        DialogCatcher any(QMessageBox::Discard);
        EXPECT_FALSE(fourth.offerRecovery());
        EXPECT_EQ(any.shown, 0);
    }
    restarted.autosave()->discard();
    second.autosave()->discard();
}

TEST(RecoveryJourney, DiscardRemovesOnlyTheOfferedOrphan)
{
    FreshDataFolder data;
    QString orphanFile;
    {
        main_window::MainWindow dies;
        dies.openDefault();
        paint(dies.session()->document(), 12);
        dies.autosave()->saveNow();
        orphanFile = dies.autosave()->file().path();
    }
    main_window::MainWindow running;
    running.openDefault();
    paint(running.session()->document(), 13);
    running.autosave()->saveNow();
    main_window::MainWindow next;
    DialogCatcher discard(QMessageBox::Discard);
    EXPECT_FALSE(next.offerRecovery());
    EXPECT_EQ(discard.shown, 1);
    EXPECT_FALSE(QFile::exists(orphanFile));
    EXPECT_TRUE(running.autosave()->file().exists());
    running.autosave()->discard();
}

TEST(RecoveryJourney, UndoingBackToTheSavedStateLeavesNothingToRecover)
{
    FreshDataFolder data;
    main_window::MainWindow w;
    w.openDefault();
    paint(w.session()->document(), 30);
    w.autosave()->saveNow();
    ASSERT_TRUE(w.autosave()->file().exists());
    w.session()->document()->undoStack()->undo();
    w.autosave()->saveNow();
    EXPECT_FALSE(w.autosave()->file().exists()) << "an undone edit would be offered after a crash";
}

TEST(RecoveryJourney, AnEditIsAutosavedOneIdleSecondLater)
{
    FreshDataFolder data;
    main_window::MainWindow w;
    w.openDefault();
    w.autosave()->setIntervalMs(60'000); // only the idle save can write within this test
    w.autosave()->setIdleMs(50);
    paint(w.session()->document(), 31);
    EXPECT_FALSE(w.autosave()->file().exists());
    QElapsedTimer t;
    t.start();
    while (!w.autosave()->file().exists() && t.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    EXPECT_TRUE(w.autosave()->file().exists());
    const auto restored = w.autosave()->file().read();
    EXPECT_EQ(restored.document.content.map, w.session()->document()->map());
    w.autosave()->discard();
}

// A map with a recipe in segments and the designer's own notes, opened and painted, then the
// editor dies: the restored document has the recipe, its segments and the notes, and saving it
// writes them back (the recipe marked recipe_edited: the paint came after its run), so the real
// CLI still replays the run and says the map was edited after it.
TEST(RecoveryJourney, TheRecipeWithItsSegmentsAndTheFileNotesAreRecovered)
{
    ASSERT_TRUE(kScratchSettings);
    FreshDataFolder data;
    QTemporaryDir dir;
    const QString made = dir.filePath(QStringLiteral("made.json"));
    const QString line = QStringLiteral("hexloom-recipe/2 exact hexloom=0.9.0 --rules terra-mystica-published --algorithm tabu --seed 5 "
                                        "--iterations 60 --target -1 --segment 20:4,4,1,0,1");
    const CliResult r = runCli({QStringLiteral("replay"), line, QStringLiteral("--out"), made});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    auto file = core::io::loadMap(made);
    ASSERT_EQ(file.metadata.recipe, line.toStdString());
    file.metadata.note = "the club's second board";
    file.metadata.created = "2026-11-28T09:00:00Z";
    core::io::saveMap(made, file);

    QString orphan;
    {
        main_window::MainWindow dies;
        ASSERT_TRUE(dies.files()->openPath(made));
        paint(dies.session()->document(), 40);
        dies.autosave()->saveNow();
        dies.autosave()->waitForWrite();
        orphan = dies.autosave()->file().path();
    }
    ASSERT_TRUE(QFile::exists(orphan));
    main_window::MainWindow restarted;
    {
        DialogCatcher yes(QMessageBox::Yes);
        ASSERT_TRUE(restarted.offerRecovery());
    }
    auto* doc = restarted.session()->document();
    ASSERT_NE(doc->recipe(), nullptr) << "the recipe was lost in recovery";
    EXPECT_EQ(doc->recipe()->text(), line.toStdString());
    EXPECT_EQ(doc->fileNotes().note, file.metadata.note);
    EXPECT_EQ(doc->fileNotes().created, file.metadata.created);

    const QString saved = dir.filePath(QStringLiteral("saved.json"));
    {
        FileDialogAnswer answer(saved);
        ASSERT_TRUE(restarted.files()->saveAs());
        ASSERT_TRUE(restarted.files()->saver()->finish());
    }
    const auto back = core::io::loadMap(saved);
    EXPECT_EQ(back.metadata.recipe, line.toStdString());
    EXPECT_TRUE(back.metadata.recipeEdited) << "painted after its run";
    EXPECT_EQ(back.metadata.note, file.metadata.note);
    EXPECT_EQ(back.metadata.created, file.metadata.created);
    EXPECT_EQ(back.metadata.algorithm, file.metadata.algorithm);
    EXPECT_EQ(back.metadata.seed, file.metadata.seed);
    const CliResult replay = runCli({QStringLiteral("replay"), saved});
    EXPECT_EQ(replay.exitCode, 0) << replay.err.toStdString();
    EXPECT_TRUE(replay.out.contains("2 segments")) << replay.out.toStdString();
    EXPECT_TRUE(replay.out.contains("edited during or after its run, as its file says")) << replay.out.toStdString();
    restarted.autosave()->discard();
}

} // namespace
} // namespace hexloom::test
