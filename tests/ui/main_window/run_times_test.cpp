// The run bar and the Progress dock tell the run's true times, in the real MainWindow: suggestion
// runs count up on the run bar (it said "Running 0.0 s"), a run stopped by its time limit says so
// with the limit (it said "Stopped after 10.1 s" for a 10 s limit), and a pause counts on neither
// the run bar nor in the run's own clock, which the Progress dock shows (it counted 12.73 s against
// the run bar's 7.6 s). A run that ends by itself says "Finished" with its time in a precision that
// shows it (a fast run that reached its target in 3 ms said "Stopped after 0.0 s"); "Stopped" is
// for a run that was stopped.
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QThread>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/run_bar.h"
#include "ui/docks/run_state_label.h"
#include "ui/docks/search_dock.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using docks::RunStateLabel;

class RunTimesTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(kScratchSettings);
        w.show();
        w.openDefault();
        label = w.findChild<docks::RunBar*>()->findChild<RunStateLabel*>();
        ASSERT_NE(label, nullptr);
        // No stop at a score: the runs end at their time limit (or by Stop).
        stopAtScore(false);
        runs = w.session()->runs();
        QObject::connect(runs, &run::RunController::snapshotTaken, [this](int, const auto& s) {
            if (s->final)
                lastFinal = std::max(lastFinal, s->elapsedSeconds);
        });
    }
    void stopAtScore(bool on)
    {
        for (QCheckBox* box : w.searchDock()->findChildren<QCheckBox*>())
            if (box->text() == QStringLiteral("Stop at score"))
                box->setChecked(on);
    }
    void setLimit(double seconds) { w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(seconds); }
    main_window::MainWindow w;
    RunStateLabel* label = nullptr;
    run::RunController* runs = nullptr;
    double lastFinal = 0;
};

TEST_F(RunTimesTest, SuggestionRunsCountUpAndAStopAtTheLimitSaysTheLimit)
{
    setLimit(2.0);
    QAction* mode = menuAction(w, QStringLiteral("S&uggestion Mode"));
    ASSERT_NE(mode, nullptr);
    mode->trigger();
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    spinFor(1000);
    ASSERT_TRUE(runs->isRunning());
    EXPECT_EQ(label->state(), RunStateLabel::State::Running);
    EXPECT_GE(label->runningSeconds(), 0.5) << label->text().toStdString();
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("Running"))) << label->text().toStdString();
    EXPECT_FALSE(label->text().contains(QStringLiteral(" 0.0 s"))) << label->text().toStdString();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 60000));
    EXPECT_EQ(label->state(), RunStateLabel::State::Stopped);
    EXPECT_EQ(label->text(), QStringLiteral("Stopped at the 2 s time limit"));
}

TEST_F(RunTimesTest, AStopByHandSaysTheRunsOwnTimeAndPausesCountNowhere)
{
    setLimit(60.0);
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    spinFor(400);
    w.searchDock()->pauseAction()->trigger();
    ASSERT_TRUE(w.searchDock()->pauseAction()->isChecked());
    spinFor(1500); // paused: counted by neither clock
    w.searchDock()->pauseAction()->trigger();
    spinFor(400);
    w.searchDock()->stopAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    EXPECT_EQ(label->state(), RunStateLabel::State::Stopped);
    ASSERT_GT(lastFinal, 0);
    EXPECT_LT(lastFinal, 1.5) << "the run's own clock counted the pause";
    EXPECT_DOUBLE_EQ(label->runningSeconds(), lastFinal) << "the run bar says another time than the run";
    // Under a second: two decimals.
    EXPECT_EQ(label->text(), QStringLiteral("Stopped after %1 s").arg(lastFinal, 0, 'f', 2));
}

TEST_F(RunTimesTest, AFastRunThatReachesItsTargetSaysFinishedWithItsTrueTime)
{
    stopAtScore(true);
    setLimit(10.0);
    std::string lastReason;
    QObject::connect(runs, &run::RunController::snapshotTaken, [&](int, const auto& s) {
        if (s->final)
            lastReason = s->stopReason;
    });
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    ASSERT_EQ(lastReason, "target") << "the shipped map is solved by the fast solver well within 10 s";
    ASSERT_LT(lastFinal, 1.0);
    EXPECT_EQ(label->state(), RunStateLabel::State::Stopped);
    EXPECT_FALSE(label->text().startsWith(QStringLiteral("Stopped"))) << label->text().toStdString();
    EXPECT_FALSE(label->text().contains(QStringLiteral(" 0.0 s"))) << label->text().toStdString();
    const QString shown = lastFinal < 0.005 ? QStringLiteral("< 0.01") : QString::number(lastFinal, 'f', 2);
    EXPECT_EQ(label->text(), QStringLiteral("Finished in %1 s").arg(shown));
    // A run stopped by hand after it says so.
    stopAtScore(false);
    setLimit(60.0);
    w.searchDock()->runAction()->trigger();
    spinFor(300);
    w.searchDock()->stopAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("Stopped after "))) << label->text().toStdString();
}

TEST(RunStateLabelSeconds, ShowsAFinishedRunsTimeInAPrecisionThatShowsIt)
{
    EXPECT_EQ(RunStateLabel::seconds(0.0), QStringLiteral("< 0.01"));
    EXPECT_EQ(RunStateLabel::seconds(0.0042), QStringLiteral("< 0.01"));
    EXPECT_EQ(RunStateLabel::seconds(0.006), QStringLiteral("0.01"));
    EXPECT_EQ(RunStateLabel::seconds(0.034), QStringLiteral("0.03"));
    EXPECT_EQ(RunStateLabel::seconds(0.994), QStringLiteral("0.99"));
    EXPECT_EQ(RunStateLabel::seconds(0.996), QStringLiteral("1.0"));
    EXPECT_EQ(RunStateLabel::seconds(4.24), QStringLiteral("4.2"));
    EXPECT_EQ(RunStateLabel::seconds(10.06), QStringLiteral("10.1"));
}

TEST(RunEndReason, AStopOutweighsTheLimitAndTheLimitIsTheReasonOnlyWhenEveryWorkerReachedIt)
{
    using Why = run::RunEnd::Why;
    using W = run::RunEnd::Worker;
    EXPECT_EQ(run::RunEnd::reasonOf({W{"target", false}}), Why::Finished);
    EXPECT_EQ(run::RunEnd::reasonOf({W{"iterations", false}, W{"stagnation", false}}), Why::Finished);
    EXPECT_EQ(run::RunEnd::reasonOf({W{"time", false}, W{"time", false}}), Why::TimeLimit);
    EXPECT_EQ(run::RunEnd::reasonOf({W{"time", false}, W{"target", false}}), Why::Finished);
    EXPECT_EQ(run::RunEnd::reasonOf({W{"time", false}, W{"cancelled", false}}), Why::Stopped);
    EXPECT_EQ(run::RunEnd::reasonOf({W{"target", false}, W{"", false}}), Why::Stopped) << "a worker with no final snapshot";
    EXPECT_EQ(run::RunEnd::reasonOf({W{"cancelled", false}, W{"", true}}), Why::Failed);
    EXPECT_EQ(run::RunEnd::reasonOf({}), Why::Stopped);
}

} // namespace
} // namespace hexloom::test
