// Journeys through the real MainWindow, the way a designer spends a day: open a map, open
// another, New, open again; run a search, paint during it, open another map while it runs, undo;
// save and reopen; "Use Its Board" and save; a regions run replaced by another map. After every
// step the document, the title, the docks and the files on disk are checked. The bug class these
// guard against: a dock or tool reaching a document whose session is gone (the second File ->
// Open used to crash); they run under ASan in CI.
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/docks/tile_set_dock.h"
#include "ui/document/document_files.h"
#include "ui/document/graph_document.h"
#include "ui/document/map_document.h"
#include "ui/main_window/autosave_manager.h"
#include "ui/main_window/main_window.h"
#include "ui/run/partition_controller.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A native map file of a built-in board, written by the document code itself.
QString writeMap(const QTemporaryDir& dir, const QString& rules, const QString& map) { return writeBuiltinMap(dir, rules, map); }

QAction* fileAction(main_window::MainWindow& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    ADD_FAILURE() << "no action " << text.toStdString();
    return nullptr;
}

// Closes (rejects) the next modal dialog that is not a message box, e.g. a file dialog, counting it.
struct ModalRejecter : QObject {
    ModalRejecter()
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this] {
            if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                ++shown;
                d->reject();
            }
        });
        timer.start();
    }
    QTimer timer;
    int shown = 0;
};

// What every dock and the window must show for the open document, whatever came before it.
void expectConsistent(main_window::MainWindow& w, int hexes, const std::string& rules, const QString& titleName)
{
    auto* s = w.session();
    ASSERT_NE(s, nullptr);
    const auto* doc = s->document();
    EXPECT_EQ(doc->board().size(), hexes);
    EXPECT_EQ(doc->rules().name, rules);
    EXPECT_TRUE(w.windowTitle().startsWith(titleName)) << w.windowTitle().toStdString();
    auto* table = w.requirementsDock()->findChild<QTableWidget*>();
    ASSERT_NE(table, nullptr);
    EXPECT_EQ(table->rowCount(), static_cast<int>(doc->rules().requirements.size()));
    EXPECT_EQ(w.tileSetDock()->controller(), s->assemblies());
    EXPECT_EQ(w.tileSetDock()->overlay(), s->assemblyOverlay());
    EXPECT_FALSE(s->runs()->isRunning());
    EXPECT_TRUE(w.searchDock()->runAction()->isEnabled());
    EXPECT_EQ(w.gallery()->count(), 0);
    EXPECT_EQ(w.view()->scene(), s->scene());
}

core::search::RunSettings runFor(double seconds)
{
    core::search::RunSettings settings;
    settings.seed = 11;
    settings.stop.timeLimitSeconds = seconds;
    return settings;
}

run::RunRequest tabu(double seconds)
{
    const auto* info = core::search::findAlgorithm("tabu");
    EXPECT_NE(info, nullptr);
    return run::RunRequest::forAlgorithm(*info, {}, runFor(seconds));
}

TEST(Journey, OpenOpenAnotherNewOpenAgainTenTimes)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString tm = writeMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const QString catan = writeMap(dir, QStringLiteral("catan"), QStringLiteral("catan-standard"));
    main_window::MainWindow w;
    w.openDefault();
    for (int round = 0; round < 10; ++round) {
        QPointer<document::MapDocument> before = w.session()->document();
        ASSERT_TRUE(w.openFile(tm));
        EXPECT_TRUE(before.isNull()) << "the replaced document outlived its session";
        expectConsistent(w, 113, "terra-mystica-published", QStringLiteral("terra-mystica-original.json"));
        ASSERT_TRUE(w.openFile(catan));
        expectConsistent(w, 19, "catan", QStringLiteral("catan-standard.json"));
        {
            // File -> New through its own dialog, accepted as it comes up (the built-in defaults).
            QTimer accept;
            int tries = 0;
            QObject::connect(&accept, &QTimer::timeout, [&tries] {
                auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget());
                if (!d)
                    return;
                if (++tries > 1) { // accepted once and still open: the dialog refused its defaults
                    QStringList texts;
                    for (auto* l : d->findChildren<QLabel*>())
                        texts << l->text();
                    ADD_FAILURE() << "New refused its defaults: " << texts.join(QStringLiteral(" | ")).toStdString();
                    d->reject();
                    return;
                }
                d->accept();
            });
            accept.start(5);
            fileAction(w, QStringLiteral("&New…"))->trigger();
            ASSERT_EQ(tries, 1);
        }
        EXPECT_TRUE(w.session()->document()->filePath().isEmpty());
        EXPECT_FALSE(w.session()->document()->isModified());
        ASSERT_TRUE(w.openFile(tm));
        expectConsistent(w, 113, "terra-mystica-published", QStringLiteral("terra-mystica-original.json"));
    }
}

TEST(Journey, RunPaintDuringItOpenAnotherMapWhileItRunsThenUndo)
{
    QTemporaryDir dir;
    const QString tm = writeMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    const QString catan = writeMap(dir, QStringLiteral("catan"), QStringLiteral("catan-standard"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(tm));
    auto* doc = w.session()->document();
    const auto original = doc->map();
    auto* runs = w.session()->runs();
    int applied = 0;
    QObject::connect(runs, &run::RunController::cellsApplied, [&] { ++applied; });
    runs->start(run::RunController::Mode::Live, {tabu(60)});
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return applied > 0; }, 10000)) << "the run never changed the map";

    // The designer paints and locks a hex while the search goes on: the run must keep it.
    auto painted = document::CellState::of(doc->map(), 40);
    painted.terrain = static_cast<core::model::TerrainId>((painted.terrain + 1) % 7);
    painted.locked = true;
    doc->changeCells({{40, painted}}, QStringLiteral("paint"));
    spinFor(300);
    EXPECT_EQ(doc->map().terrain(40), painted.terrain);
    EXPECT_TRUE(doc->map().locked(40));
    EXPECT_TRUE(runs->isRunning());

    // Open another map while the search runs: the old session (document, workers) goes as one.
    QPointer<document::MapDocument> old = doc;
    QPointer<run::RunController> oldRuns = runs;
    ASSERT_TRUE(w.openFile(catan));
    EXPECT_TRUE(old.isNull());
    EXPECT_TRUE(oldRuns.isNull());
    expectConsistent(w, 19, "catan", QStringLiteral("catan-standard.json"));
    spinFor(200); // any late delivery from the old workers would arrive now
    auto* now = w.session()->document();
    EXPECT_FALSE(now->isModified());
    EXPECT_FALSE(now->undoStack()->canUndo()) << "the old map's run or edits reached the new document";

    // Back to the first map, then run, paint, stop, and undo everything: the original again.
    ASSERT_TRUE(w.openFile(tm));
    doc = w.session()->document();
    runs = w.session()->runs();
    applied = 0;
    QObject::connect(runs, &run::RunController::cellsApplied, [&] { ++applied; });
    runs->start(run::RunController::Mode::Live, {tabu(60)});
    ASSERT_TRUE(spinUntil([&] { return applied > 0; }, 10000));
    doc->changeCells({{40, painted}}, QStringLiteral("paint"));
    spinFor(100);
    runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 10000));
    EXPECT_GE(doc->undoStack()->count(), 2); // the paint and the run's own step(s)
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    EXPECT_TRUE(doc->map().sameContents(original));
    EXPECT_TRUE(doc->map().sameLocks(original));
    EXPECT_FALSE(doc->isModified());
}

TEST(Journey, SaveReopenAndTheTitleFollows)
{
    QTemporaryDir dir;
    const QString tm = writeMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(tm));
    auto* doc = w.session()->document();
    auto s = document::CellState::of(doc->map(), 7);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 3) % 7);
    s.locked = true;
    doc->changeCells({{7, s}}, QStringLiteral("paint"));
    EXPECT_TRUE(doc->isModified());
    EXPECT_TRUE(w.isWindowModified());
    w.autosave()->saveNow();
    EXPECT_TRUE(w.autosave()->file().exists());
    const auto edited = doc->map();
    fileAction(w, QStringLiteral("&Save"))->trigger();
    EXPECT_FALSE(doc->isModified());
    EXPECT_FALSE(w.isWindowModified());
    EXPECT_FALSE(w.autosave()->file().exists()) << "saved work needs no recovery file";
    // Reopen from disk: the saved map, locks included, and nothing to save.
    ASSERT_TRUE(w.openFile(tm));
    EXPECT_EQ(w.session()->document()->map(), edited);
    EXPECT_FALSE(w.session()->document()->isModified());
    // An independent read of the file agrees.
    EXPECT_EQ(document::openMapFile(tm).content.map, edited);
}

TEST(Journey, UseItsBoardDetachesTheFileSoSaveAsksForANewPath)
{
    QTemporaryDir dir;
    const QString catan = writeMap(dir, QStringLiteral("catan"), QStringLiteral("catan-standard"));
    const QByteArray catanBytes = bytesOf(catan);
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(catan));
    QString error;
    ASSERT_TRUE(w.tileSetDock()->openTileSet(QStringLiteral("terra-mystica-modular"), &error)) << error.toStdString();
    QPushButton* use = nullptr;
    for (auto* b : w.tileSetDock()->findChildren<QPushButton*>())
        if (b->text() == QStringLiteral("Use Its Board"))
            use = b;
    ASSERT_NE(use, nullptr);
    use->click();
    auto* doc = w.session()->document();
    EXPECT_NE(doc->board().size(), 19);
    EXPECT_TRUE(doc->filePath().isEmpty()) << "still saving to " << doc->filePath().toStdString();
    EXPECT_FALSE(w.windowTitle().contains(QStringLiteral("catan-standard"))) << w.windowTitle().toStdString();
    ModalRejecter cancel; // Save must ask where (a file dialog), and is cancelled here
    fileAction(w, QStringLiteral("&Save"))->trigger();
    EXPECT_EQ(cancel.shown, 1);
    EXPECT_EQ(bytesOf(catan), catanBytes) << "the Catan file was overwritten with another game";
    EXPECT_TRUE(doc->isModified());
}

TEST(Journey, RegionsRunReplacedByAnotherMap)
{
    QTemporaryDir dir;
    const QString tm = writeMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(tm));
    auto* regions = w.regionsDock();
    auto* g = regions->graph();
    for (int n = 0; n < 6; ++n) {
        g->addNode(QPointF(80.0 * n, 40.0 * (n % 2)));
        auto node = g->graph().nodes.back();
        node.terrain = "YUSGBR"[n];
        ASSERT_TRUE(g->setNode(n, node).isEmpty());
    }
    for (int n = 0; n + 1 < 6; ++n)
        ASSERT_TRUE(g->addEdge(n, n + 1));
    QPointer<run::PartitionController> partitions = w.session()->partitions();
    regions->runAction()->trigger();
    EXPECT_TRUE(partitions->isRunning() || partitions->latest());
    ASSERT_TRUE(w.openFile(tm)); // replaces the session while the regions search may still run
    EXPECT_TRUE(partitions.isNull());
    expectConsistent(w, 113, "terra-mystica-published", QStringLiteral("terra-mystica-original.json"));
    EXPECT_FALSE(w.session()->partitions()->isRunning());
    // The panel drives the new session: a new run starts and ends on the new document.
    regions->runAction()->trigger();
    EXPECT_TRUE(spinUntil([&] { return !w.session()->partitions()->isRunning(); }, 30000));
    EXPECT_NE(w.session()->partitions()->latest(), nullptr);
}

} // namespace
} // namespace hexloom::test
