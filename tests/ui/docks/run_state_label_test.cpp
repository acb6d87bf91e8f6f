// RunStateLabel: the run bar says Ready, Running, Paused (its clock standing still) and Stopped,
// following the Search dock's Stop (enabled while a run goes) and Pause (checked while paused).
#include <QAction>
#include <QThread>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "ui/docks/run_state_label.h"

namespace hexloom::test {
namespace {

using ui::docks::RunStateLabel;

TEST(RunStateLabel, PausedStopsTheClockAndEveryStateIsSaid)
{
    QAction stop, pause;
    pause.setCheckable(true);
    stop.setEnabled(false);
    RunStateLabel label(&stop, &pause);
    EXPECT_EQ(label.state(), RunStateLabel::State::Ready);
    EXPECT_TRUE(label.text().contains(QStringLiteral("Ready")));

    stop.setEnabled(true); // a run starts
    EXPECT_EQ(label.state(), RunStateLabel::State::Running);
    QThread::msleep(120);
    pause.setChecked(true);
    EXPECT_EQ(label.state(), RunStateLabel::State::Paused);
    EXPECT_TRUE(label.text().contains(QStringLiteral("Paused")));
    const double atPause = label.runningSeconds();
    EXPECT_GE(atPause, 0.1);
    QThread::msleep(150);
    spinFor(30);
    EXPECT_DOUBLE_EQ(label.runningSeconds(), atPause) << "the clock stands still while paused";

    pause.setChecked(false);
    EXPECT_EQ(label.state(), RunStateLabel::State::Running);
    QThread::msleep(60);
    EXPECT_GT(label.runningSeconds(), atPause);
    stop.setEnabled(false); // the run ends
    EXPECT_EQ(label.state(), RunStateLabel::State::Stopped);
    const double total = label.runningSeconds();
    EXPECT_LT(total, atPause + 0.14 + 0.2) << "the pause is not counted";
    EXPECT_TRUE(label.text().contains(QStringLiteral("Stopped after")));

    stop.setEnabled(true); // the next run starts from zero
    EXPECT_LT(label.runningSeconds(), total);
}

} // namespace
} // namespace hexloom::test
