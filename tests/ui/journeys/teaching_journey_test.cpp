// A teacher's journey through the real MainWindow: View → Layout → Teach turns the teaching view
// on at a pace the eye can follow, a run shows its marks with a legend in the Progress dock, and
// once it has ended Search → Replay Back scrubs through its snapshots on the canvas.
#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QMenuBar>
#include <gtest/gtest.h>

#include "tests/support/menu_action.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/heat_legend.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/docks/run_replay.h"
#include "ui/docks/search_dock.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

TEST(TeachingJourney, TeachLayoutSlowsTheRunAndAFinishedRunCanBeReplayed)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.show();
    w.openDefault();
    auto* search = w.searchDock();
    ASSERT_FALSE(search->teaching());
    ASSERT_EQ(search->stepDelayMs(), 0);
    QAction* teach = menuAction(w, QStringLiteral("&Teach"));
    ASSERT_NE(teach, nullptr);
    EXPECT_FALSE(teach->shortcut().isEmpty());
    teach->trigger();
    EXPECT_TRUE(search->teaching());
    EXPECT_EQ(search->stepDelayMs(), docks::SearchDock::kTeachDelayMs);

    // A long limit and no stop at score 0, stopped by hand once a few snapshots have been shown:
    // on a loaded machine a run that ends by itself within a second could show only one.
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(60.0);
    for (QCheckBox* box : search->findChildren<QCheckBox*>())
        if (box->text() == QStringLiteral("Stop at score"))
            box->setChecked(false);
    auto* runs = w.session()->runs();
    std::vector<std::shared_ptr<const core::search::Snapshot>> seen;
    QObject::connect(runs, &run::RunController::snapshotTaken, [&](int job, const auto& s) {
        if (job == 0)
            seen.push_back(s);
    });
    search->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !seen.empty(); }, 5000));
    auto* legend = w.runMonitor()->heatLegend();
    EXPECT_TRUE(legend->isVisibleTo(w.runMonitor())) << "the teaching marks have no legend";
    EXPECT_TRUE(legend->entries().contains(QStringLiteral("last move"))) << legend->entries().join('|').toStdString();
    ASSERT_TRUE(spinUntil([&] { return seen.size() >= 3 || !runs->isRunning(); }, 20000));
    ASSERT_TRUE(runs->isRunning()) << "the paced run ended by itself after " << seen.size() << " snapshots";
    search->stopAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 15000));
    const auto& last = *seen.back();
    EXPECT_LT(last.iteration, last.elapsedSeconds * 1000 / docks::SearchDock::kTeachDelayMs + 5) << "the pace did not hold the run back";

    auto* replay = w.runMonitor()->replay();
    ASSERT_GE(replay->count(), 3);
    EXPECT_EQ(static_cast<size_t>(replay->count()), seen.size()) << "the replay lost snapshots the canvas showed";
    EXPECT_TRUE(replay->isVisibleTo(w.runMonitor()));
    EXPECT_EQ(replay->position(), replay->count() - 1);
    auto* differences = w.session()->scene()->marks(scene::MarkLayer::Difference);
    EXPECT_TRUE(differences->marks().empty());
    QAction* back = menuAction(w, QStringLiteral("Replay &Back"));
    ASSERT_NE(back, nullptr);
    for (int i = 0; i < replay->count() - 1; ++i)
        back->trigger();
    EXPECT_EQ(replay->position(), 0);
    // The first snapshot's map against the map now: the marks are exactly the differing hexes.
    const auto& first = seen.front()->map;
    const auto& now = w.session()->document()->map();
    size_t differing = 0;
    for (core::model::CellIndex c = 0; c < now.size(); ++c)
        differing += first.terrain(c) != now.terrain(c) || first.token(c) != now.token(c);
    EXPECT_EQ(differences->marks().size(), differing);
    QAction* forward = menuAction(w, QStringLiteral("Replay &Forward"));
    ASSERT_NE(forward, nullptr);
    for (int i = 0; i < replay->count(); ++i)
        forward->trigger();
    EXPECT_TRUE(differences->marks().empty()) << "at the end the canvas shows the map as it is";

    search->runAction()->trigger(); // a new run clears the old replay
    EXPECT_TRUE(replay->isHidden());
    search->stopAction()->trigger();
    spinUntil([&] { return !runs->isRunning(); }, 10000);
}

} // namespace
} // namespace hexloom::test
