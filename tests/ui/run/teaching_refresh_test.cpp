// The teaching view keeps moving while the best map stagnates: hill-climbing restarts reach the
// chart as they happen, and tabu search's marks change between snapshots of an unchanged best.
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "tests/ui/run/run_test_support.h"
#include "ui/docks/convergence_chart.h"
#include "ui/docks/run_monitor_dock.h"
#include "ui/run/run_controller.h"
#include "ui/scene/teaching_overlay.h"
#include "ui/scene/map_scene.h"

namespace hexloom::test {
namespace {

using namespace ui;
using run::RunController;

std::unique_ptr<document::MapDocument> catanDocument()
{
    return std::make_unique<document::MapDocument>(document::builtinDocument(QStringLiteral("catan"), QStringLiteral("catan-standard")).content);
}

run::RunRequest teachingRun(const std::string& algorithm, double seconds)
{
    const auto* info = core::search::findAlgorithm(algorithm);
    core::search::RunSettings settings;
    settings.seed = 3;
    settings.teaching = true;
    settings.stop.timeLimitSeconds = seconds;
    return run::RunRequest::forAlgorithm(*info, {}, settings);
}

TEST(TeachingRefresh, HillClimbingRestartsAppearOnTheChartWhileTheRunGoesOn)
{
    if (!core::search::findAlgorithm("sahc"))
        GTEST_SKIP() << "no hill climbing in this build";
    auto doc = catanDocument(); // 19 hexes: the climb gets stuck and restarts within milliseconds
    RunController runs(doc.get());
    docks::RunMonitorDock monitor;
    monitor.setController(&runs, doc.get());
    runs.start(RunController::Mode::Live, {teachingRun("sahc", 30)});
    const bool marked = spinUntil([&] { return monitor.chart()->restartCount() >= 2; }, 10000);
    EXPECT_TRUE(runs.isRunning()) << "the markers came during the run, not with its final snapshot";
    runs.stop();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_TRUE(marked);
}

TEST(TeachingRefresh, TabuMarksChangeWhileTheBestStaysTheSame)
{
    if (!core::search::findAlgorithm("tabu"))
        GTEST_SKIP() << "no tabu search in this build";
    auto doc = catanDocument();
    scene::MapScene scene(doc.get());
    scene::TeachingOverlay overlay(&scene);
    RunController runs(doc.get());
    std::shared_ptr<const core::search::Snapshot> previous;
    std::vector<core::model::CellIndex> previousMarks;
    int changedWithoutImprovement = 0;
    QObject::connect(&runs, &RunController::snapshotTaken, [&](int, const auto& s) {
        overlay.show(*s);
        std::vector<core::model::CellIndex> marks;
        for (const auto& m : scene.marks(scene::MarkLayer::LastMove)->marks())
            marks.push_back(m.cell);
        if (previous && !s->final && s->best == previous->best && s->map == previous->map && marks != previousMarks)
            ++changedWithoutImprovement;
        previous = s;
        previousMarks = std::move(marks);
    });
    runs.start(RunController::Mode::Live, {teachingRun("tabu", 30)});
    spinUntil([&] { return changedWithoutImprovement >= 2; }, 10000);
    runs.stop();
    ASSERT_TRUE(spinUntil([&] { return !runs.isRunning(); }));
    EXPECT_GE(changedWithoutImprovement, 2);
}

} // namespace
} // namespace hexloom::test
