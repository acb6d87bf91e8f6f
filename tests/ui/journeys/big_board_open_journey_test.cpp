// Opening a big board the way a designer does (File → Open: MainWindow::loadFile): the file is
// parsed, scored and pictured on a worker while the event loop keeps turning, then installed; a
// second open, a cancel or an edit meanwhile decides which map ends up open. Boards of 29,880
// hexes keep the tests quick; docs/benchmarks.md has the 250,000-hex figures.
#include <QApplication>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <ctime>
#include <gtest/gtest.h>
#include <random>
#include <utility>

#include "core/rules/evaluator.h"
#include "tests/support/big_map_file.h"
#include "tests/support/address_space.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/event_loop_ticker.h"
#include "tests/support/scratch_settings.h"
#include "tests/support/thread_cpu.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/document/document_files.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/open_progress.h"
#include "ui/session/document_loader.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

QString writeBigMap(const QTemporaryDir& dir, unsigned seed)
{
    return writeBigMapFile(dir.filePath(QStringLiteral("big-%1.json").arg(seed)), seed);
}

struct Window {
    QTemporaryDir dir;
    main_window::MainWindow w;
    Window()
    {
        (void)kScratchSettings;
        w.resize(1280, 800);
        w.show();
        w.openDefault();
        QApplication::processEvents();
    }
    document::MapDocument* doc() { return w.session()->document(); }
    session::DocumentLoader* loader() { return w.files()->loader(); }
};

TEST(BigBoardOpenJourney, A30kBoardLoadsInTheBackgroundAndEndsAsTheFileSays)
{
    Window win;
    const QString path = writeBigMap(win.dir, 1);
    ASSERT_GE(QFileInfo(path).size(), main_window::FileController::kBackgroundBytes);
    auto* before = win.doc();
    ASSERT_TRUE(win.w.loadFile(path));
    EXPECT_EQ(win.doc(), before) << "the file was opened on the GUI thread";
    EXPECT_TRUE(win.loader()->busy());
    EXPECT_TRUE(win.w.findChild<main_window::OpenProgress*>()->isVisible()) << "no progress shown";

    Ticker ticker;
    ASSERT_TRUE(ticker.runUntil([&] { return win.doc()->filePath() == path; }));
    EXPECT_GE(ticker.turns, 3) << "the event loop did not keep turning";
    EXPECT_FALSE(win.w.findChild<main_window::OpenProgress*>()->isVisible());
    // A synchronous open of this file takes ~90 ms of GUI-thread CPU; with the heavy parts on the
    // worker the longest frame is ~12 ms. Bounded generously for a loaded machine and sanitizers;
    // should a neighbour's burst land in one turn, the same open in a fresh window is measured again.
    const double bound = kSanitized ? 250.0 : 60.0;
    bool first = true;
    const double longest = leastStallMs(bound, [&] {
        if (std::exchange(first, false))
            return ticker.longestCpuMs;
        Window again;
        Ticker t;
        EXPECT_TRUE(again.w.loadFile(path));
        EXPECT_TRUE(t.runUntil([&] { return again.doc()->filePath() == path; }));
        return t.longestCpuMs;
    });
    EXPECT_LE(longest, bound);

    // The document is the file's, and its report is the map's (an independent full score).
    const auto expected = document::openMapFile(path);
    const auto& doc = *win.doc();
    ASSERT_EQ(doc.board().size(), 29880);
    EXPECT_EQ(doc.map().terrains(), expected.content.map.terrains());
    EXPECT_EQ(doc.map().locks(), expected.content.map.locks());
    core::rules::Evaluator oracle(expected.content.board, expected.content.rules);
    EXPECT_EQ(doc.report().total, oracle.report(expected.content.map, true).total);
    EXPECT_FALSE(doc.isModified());
    EXPECT_TRUE(win.w.windowTitle().contains(QStringLiteral("big-1.json"))) << win.w.windowTitle().toStdString();
}

TEST(BigBoardOpenJourney, TheLatestChoiceWinsOverALoadInFlight)
{
    Window win;
    const QString first = writeBigMap(win.dir, 1), second = writeBigMap(win.dir, 2);
    const QString small = writeBuiltinMap(win.dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-fjords"));

    // Open another big map while the first loads: the second ends up open, the first never shows.
    ASSERT_TRUE(win.w.loadFile(first));
    ASSERT_TRUE(win.w.loadFile(second));
    std::vector<QString> shown;
    QObject::connect(&win.w, &main_window::MainWindow::sessionChanged, [&](session::DocumentSession* s) { shown.push_back(s->document()->filePath()); });
    ASSERT_TRUE(Ticker().runUntil([&] { return !win.loader()->busy() && win.doc()->filePath() == second; }));
    spinFor(300);
    EXPECT_EQ(shown, std::vector<QString>{second});

    // A small map opened at once while a big one loads: the big one is dropped.
    shown.clear();
    ASSERT_TRUE(win.w.loadFile(first));
    ASSERT_TRUE(win.w.openFile(small));
    EXPECT_FALSE(win.loader()->busy());
    spinFor(1500);
    EXPECT_EQ(win.doc()->filePath(), small);
    EXPECT_EQ(shown, std::vector<QString>{small});

    // Cancel keeps the open map.
    ASSERT_TRUE(win.w.loadFile(first));
    win.loader()->cancel();
    spinFor(1500);
    EXPECT_EQ(win.doc()->filePath(), small);
    EXPECT_FALSE(win.w.findChild<main_window::OpenProgress*>()->isVisible());
}

TEST(BigBoardOpenJourney, EditsMadeWhileLoadingAreAskedAboutBeforeTheyAreReplaced)
{
    Window win;
    const QString path = writeBigMap(win.dir, 3);
    ASSERT_TRUE(win.w.loadFile(path));
    auto* doc = win.doc();
    auto s = document::CellState::of(doc->map(), 0);
    s.terrain = static_cast<core::model::TerrainId>((s.terrain + 1) % doc->rules().terrainCount());
    doc->changeCells({{0, s}}, QStringLiteral("paint"));
    ASSERT_TRUE(doc->isModified());
    DialogCatcher cancel(QMessageBox::Cancel);
    ASSERT_TRUE(Ticker().runUntil([&] { return !win.loader()->busy() && cancel.shown > 0; }));
    spinFor(200);
    EXPECT_EQ(win.doc(), doc) << "the designer's edits were replaced without asking";
    EXPECT_TRUE(win.doc()->isModified());
    EXPECT_TRUE(cancel.text.contains(QStringLiteral("unsaved changes"))) << cancel.text.toStdString();
}

} // namespace
} // namespace hexloom::test
