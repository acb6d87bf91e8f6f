// Board and rule edits while a search runs: a board-shape edit stops the run and leaves an undo
// history that names only hexes of the boards they were made on; a rule edit restarts the same
// run on the new rules without a dialog; suggestions from another board are never applied.
#include <QApplication>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>
#include <gtest/gtest.h>

#include "tests/support/scratch_settings.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/docks/requirements_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/tools/abstract_tool.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;
using namespace ui;
using run::RunController;

// A test solver whose every snapshot changes the map, so the run has changed hexes when the
// designer's edit comes.
run::RunRequest busyRun(double seconds)
{
    TestSwapSolver::Options o;
    o.rogue = true;
    return request(o, seconds);
}

// Removes `cell` from the board with the Shape tool (a right click), as the designer does.
void removeHexWithShapeTool(document::MapDocument& doc, scene::MapScene& scene, CellIndex cell)
{
    tools::ToolOptions options;
    tools::ToolManager manager(&options);
    manager.setDocument(&doc, &scene);
    auto* shape = manager.tool(QStringLiteral("shape"));
    const auto hex = doc.board().hex(cell); // the press removes the cell: read it first
    shape->mousePressed({{}, cell, hex, Qt::RightButton, Qt::RightButton, {}});
    shape->mouseReleased({{}, cell, hex, Qt::RightButton, Qt::NoButton, {}});
}

TEST(ContentChangeDuringRun, RemovingAHexMidRunLeavesAnUndoHistoryBackToTheOriginal)
{
    auto doc = tmDocument();
    scene::MapScene scene(doc.get());
    const auto originalBoard = doc->content().board;
    const auto original = doc->map();
    RunController runs(doc.get());
    QString failed;
    QObject::connect(&runs, &RunController::runFailed, [&](const QString& m) { failed = m; });
    runs.start(RunController::Mode::Live, {busyRun(5)});
    ASSERT_TRUE(spinUntil([&] { return !doc->map().sameContents(original); })); // the run changed hexes live
    removeHexWithShapeTool(*doc, scene, 30);
    ASSERT_EQ(doc->board().size(), originalBoard->size() - 1);
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_TRUE(failed.isEmpty()) << "a board edit stops the run without an error dialog";
    EXPECT_EQ(doc->board().size(), originalBoard->size() - 1) << "nothing of the old board was applied after the edit";
    // The run's changes are one step, the shape edit another; undoing both restores the original.
    ASSERT_EQ(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->content().board, originalBoard);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->content().board, originalBoard);
    EXPECT_EQ(doc->map(), original);
    doc->undoStack()->redo();
    doc->undoStack()->redo();
    EXPECT_EQ(doc->board().size(), originalBoard->size() - 1);
}

TEST(ContentChangeDuringRun, ASuggestionFromAnotherBoardIsDroppedAndNeverApplied)
{
    auto doc = tmDocument();
    scene::MapScene scene(doc.get());
    docks::SuggestionGallery gallery;
    gallery.setDocument(doc.get());
    RunController runs(doc.get());
    std::vector<run::Suggestion> made;
    QObject::connect(&runs, &RunController::suggestionReady, [&](const run::Suggestion& s) {
        made.push_back(s);
        gallery.addSuggestion(s);
    });
    runs.start(RunController::Mode::Suggestions, {request({}, 0.3)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    ASSERT_EQ(gallery.count(), 1);
    // Removing the last hex keeps every other hex's index: a size check alone would not notice.
    removeHexWithShapeTool(*doc, scene, doc->board().size() - 1);
    EXPECT_EQ(gallery.count(), 0);
    const auto edited = doc->map();
    EXPECT_EQ(runs.accept(made.front()), -1);
    EXPECT_EQ(doc->map(), edited);
}

TEST(ContentChangeDuringRun, SwitchingARequirementOffRestartsTheRunOnTheNewRules)
{
    auto doc = tmDocument();
    scene::MapScene scene(doc.get());
    docks::RequirementsDock dock;
    dock.setDocument(doc.get(), &scene);
    const auto originalRules = doc->content().rules;
    const auto original = doc->map();
    RunController runs(doc.get());
    QString failed, notice;
    int starts = 0;
    bool newRulesSeen = false;
    QObject::connect(&runs, &RunController::runFailed, [&](const QString& m) { failed = m; });
    QObject::connect(&runs, &RunController::notice, [&](const QString& m) { notice = m; });
    QObject::connect(&runs, &RunController::started, [&] { ++starts; });
    QObject::connect(&runs, &RunController::snapshotTaken, [&](int, const auto& s) {
        newRulesSeen = newRulesSeen || !s->report.requirements[3].enabled;
    });
    runs.start(RunController::Mode::Live, {busyRun(1.5)});
    ASSERT_TRUE(spinUntil([&] { return !doc->map().sameContents(original); }));
    auto* table = dock.findChild<QTableWidget*>();
    table->item(3, 0)->setCheckState(Qt::Unchecked); // REQ4 off, as the designer clicks it
    ASSERT_TRUE(spinUntil([&] { return !doc->rules().requirements[3].enabled; }));
    EXPECT_TRUE(runs.isRunning()) << "the run goes on";
    EXPECT_EQ(starts, 2);
    EXPECT_FALSE(notice.isEmpty());
    ASSERT_TRUE(spinUntil([&] { return newRulesSeen; })) << "the restarted run scores with REQ4 off";
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_TRUE(failed.isEmpty()) << failed.toStdString();
    // Run before the edit, the switch, the run after it: three steps back to the original.
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    EXPECT_EQ(doc->content().rules, originalRules);
    EXPECT_EQ(doc->map(), original);
    EXPECT_LE(doc->undoStack()->count(), 3);
}

TEST(ContentChangeDuringRun, InTheWindowARuleSwitchDuringARunAsksNothingAndSaysSoInTheStatusBar)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault();
    int dialogs = 0;
    QTimer closer; // a modal dialog would block the test: count and close it
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* modal = QApplication::activeModalWidget()) {
            ++dialogs;
            modal->close();
        }
    });
    closer.start(20);
    auto* runs = w.session()->runs();
    runs->start(RunController::Mode::Live, {busyRun(1.5)});
    spinFor(150);
    w.requirementsDock()->findChild<QTableWidget*>()->item(3, 0)->setCheckState(Qt::Unchecked);
    ASSERT_TRUE(spinUntil([&] { return !w.session()->document()->rules().requirements[3].enabled; }));
    EXPECT_TRUE(runs->isRunning());
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("restarted"))) << w.statusBar()->currentMessage().toStdString();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }));
    EXPECT_EQ(dialogs, 0);
}

} // namespace
} // namespace hexloom::test
