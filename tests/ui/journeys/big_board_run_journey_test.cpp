// A live search on a big board in the real editor, the way a designer uses it: run, paint and lock
// a hex meanwhile, stop, undo everything, redo, save, reopen; and another map opened while the
// run goes on. Each applied snapshot is compared hex by hex with the document (the GUI compares
// only the hexes the worker says changed, so a missed hex would show here), the score with an
// independent full score, undo with the file's map, the saved file with what is shown. Boards of
// 29,880 hexes keep the test quick; docs/benchmarks.md has the 250,000-hex figures.
#include <QAction>
#include <QPointer>
#include <QTemporaryDir>
#include <gtest/gtest.h>
#include <random>

#include "core/search/solver.h"
#include "core/rules/evaluator.h"
#include "tests/support/big_map_file.h"
#include "tests/support/builtin_map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/document_files.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;
using core::model::Map;


run::RunRequest defaultSearch(double seconds)
{
    const auto* info = core::search::findAlgorithm(core::search::defaultAlgorithm());
    EXPECT_NE(info, nullptr);
    core::search::RunSettings settings;
    settings.seed = 5;
    settings.stop.timeLimitSeconds = seconds;
    return run::RunRequest::forAlgorithm(*info, {}, settings);
}

QAction* action(main_window::MainWindow& w, const QString& text)
{
    for (QAction* a : w.findChildren<QAction*>())
        if (a->text() == text)
            return a;
    ADD_FAILURE() << "no action " << text.toStdString();
    return nullptr;
}

// Counts the applied snapshots of a live run and checks each against the document: every hex the
// document does not lock shows the snapshot's terrain and token.
struct SnapshotChecker {
    int applied = 0, checked = 0, mismatches = 0;
    int stale = 0;
    void watch(run::RunController* runs, document::MapDocument* doc)
    {
        QObject::connect(runs, &run::RunController::cellsApplied, [this] { ++applied; });
        QObject::connect(runs, &run::RunController::snapshotTaken, [this, runs, doc](int job, const auto& s) {
            if (job != 0 || runs->staleDropped() != stale) { // dropped: it was not applied
                stale = runs->staleDropped();
                return;
            }
            ++checked;
            const Map& m = doc->map();
            for (CellIndex c = 0; c < m.size(); ++c)
                if (!m.locked(c) && (m.terrain(c) != s->map.terrain(c) || m.token(c) != s->map.token(c)))
                    ++mismatches;
        });
    }
};

TEST(BigBoardRunJourney, RunPaintStopUndoRedoSaveReopen)
{
    QTemporaryDir dir;
    const QString path = writeBigMapFile(dir.filePath(QStringLiteral("big.json")), 3);
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(path));
    auto* doc = w.session()->document();
    ASSERT_EQ(doc->board().size(), 29880);
    const Map original = doc->map();
    auto* runs = w.session()->runs();
    SnapshotChecker checker;
    checker.watch(runs, doc);
    runs->start(run::RunController::Mode::Live, {defaultSearch(20)});
    ASSERT_TRUE(spinUntil([&] { return checker.applied > 0; }, 20000)) << "the run never changed the map";

    // The designer paints and locks an unlocked hex the run has not touched... or has: either way
    // the run must keep the designer's state from now on.
    const CellIndex cell = 1000 * 7 + 3;
    auto painted = document::CellState::of(doc->map(), cell);
    painted.terrain = static_cast<core::model::TerrainId>((painted.terrain + 1) % 7);
    painted.locked = true;
    doc->changeCells({{cell, painted}}, QStringLiteral("paint"));
    const int before = checker.applied;
    ASSERT_TRUE(spinUntil([&] { return checker.applied > before + 1; }, 20000)) << "the run stopped applying after the edit";
    runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 20000));
    EXPECT_GT(checker.checked, 2);
    EXPECT_EQ(checker.mismatches, 0) << "hexes that differ from the applied snapshot";
    EXPECT_EQ(document::CellState::of(doc->map(), cell), painted) << "the designer's hex";
    for (CellIndex c = 0; c < original.size(); ++c) {
        if (original.locked(c)) {
            ASSERT_EQ(doc->map().terrain(c), original.terrain(c)) << "locked hex " << c;
        }
    }

    // The score shown is the map's (the last snapshot's report or a background rescore).
    ASSERT_TRUE(spinUntil([&] { return doc->reportRevision() == doc->revision(); }, 20000));
    const double own = core::rules::Evaluator(doc->content().board, doc->content().rules).score(doc->map());
    EXPECT_EQ(doc->report().total, own);
    EXPECT_LT(own, core::rules::Evaluator(doc->content().board, doc->content().rules).score(original));

    // Undo everything: the file's map exactly; redo: the finished map exactly.
    const Map finished = doc->map();
    EXPECT_EQ(doc->undoStack()->count(), 3) << "the run before the edit, the edit, the run after it";
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    EXPECT_EQ(doc->map(), original);
    EXPECT_FALSE(doc->isModified());
    while (doc->undoStack()->canRedo())
        doc->undoStack()->redo();
    EXPECT_EQ(doc->map(), finished);

    // Save, then reopen: the file holds what was shown.
    action(w, QStringLiteral("&Save"))->trigger(); // a big board: written on a worker
    ASSERT_TRUE(spinUntil([&] { return !w.files()->saver()->writing(); }, 20000));
    EXPECT_FALSE(doc->isModified());
    EXPECT_EQ(document::openMapFile(path).content.map, finished);
    ASSERT_TRUE(w.openFile(path));
    EXPECT_EQ(w.session()->document()->map(), finished);
    EXPECT_FALSE(w.session()->document()->isModified());
}

TEST(BigBoardRunJourney, AnotherMapOpenedWhileTheRunAppliesGetsNothingOfIt)
{
    QTemporaryDir dir;
    const QString big = writeBigMapFile(dir.filePath(QStringLiteral("big.json")), 3);
    const QString tm = writeBuiltinMap(dir, QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original"));
    main_window::MainWindow w;
    ASSERT_TRUE(w.openFile(big));
    auto* runs = w.session()->runs();
    int applied = 0;
    QObject::connect(runs, &run::RunController::cellsApplied, [&] { ++applied; });
    runs->start(run::RunController::Mode::Live, {defaultSearch(20)});
    ASSERT_TRUE(spinUntil([&] { return applied > 0; }, 20000));
    QPointer<run::RunController> oldRuns = runs;
    ASSERT_TRUE(w.openFile(tm));
    EXPECT_TRUE(oldRuns.isNull());
    spinFor(300); // a late delivery of the old run would arrive now
    auto* now = w.session()->document();
    EXPECT_EQ(now->map(), document::openMapFile(tm).content.map);
    EXPECT_FALSE(now->undoStack()->canUndo()) << "the big board's run reached the new document";
    EXPECT_FALSE(w.session()->runs()->isRunning());
}

} // namespace
} // namespace hexloom::test
