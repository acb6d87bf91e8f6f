// The Progress dock tells the truth after a run: an edit by the designer once the run has ended
// marks its chart and scores as those of the map as it was; the next run clears the mark.
#include <QLabel>
#include <gtest/gtest.h>

#include "tests/ui/run/run_test_support.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

using namespace ui;
using run::RunController;

TEST(RunMonitorStale, AnEditAfterTheRunMarksTheChartAndTheNextRunClearsIt)
{
    auto doc = tmDocument();
    RunController runs(doc.get());
    docks::RunMonitorDock monitor;
    monitor.setController(&runs, doc.get());
    auto* stats = monitor.findChild<QLabel*>(QStringLiteral("RunStats"));
    ASSERT_NE(stats, nullptr);
    runs.start(RunController::Mode::Suggestions, {request({}, 0.1)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    spinFor(50);
    EXPECT_FALSE(stats->text().contains(QStringLiteral("changed since"))) << stats->text().toStdString();

    document::CellState state;
    state.terrain = doc->map().terrain(1);
    doc->changeCells({{0, state}}, QStringLiteral("paint"));
    EXPECT_TRUE(stats->text().contains(QStringLiteral("changed since"))) << stats->text().toStdString();

    runs.start(RunController::Mode::Suggestions, {request({}, 0.1)});
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    spinFor(50);
    EXPECT_FALSE(stats->text().contains(QStringLiteral("changed since"))) << stats->text().toStdString();
}

} // namespace
} // namespace hexloom::test
