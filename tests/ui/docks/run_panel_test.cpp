// The run panel the Search, Tile Assembly and Regions docks share: one action and one button per
// spec with the dock's texts and keys, a signal per button, the state line in plain text or red;
// and on the Search dock, Run, Step and Stop reach its run controller as the dock's own buttons did.
#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QToolButton>
#include <gtest/gtest.h>

#include "core/search/solver.h"
#include "tests/support/event_loop.h"
#include "ui/docks/run_panel.h"
#include "ui/docks/search_dock.h"
#include "ui/document/document_files.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::docks::RunPanel;
using B = RunPanel::Button;

TEST(RunPanel, MakesOneActionAndOneButtonPerSpec)
{
    RunPanel panel({{B::Run, QStringLiteral("&Go"), Qt::Key_F5, QStringLiteral("Go on (F5)")},
                    {B::Pause, QStringLiteral("&Hold"), Qt::Key_F6, QStringLiteral("Hold (F6)"), QStringLiteral("Hold it")},
                    {B::Apply, QStringLiteral("Apply It"), Qt::Key_F7, QStringLiteral("Apply (F7)"), {}, QStringLiteral("Apply")}});
    ASSERT_NE(panel.action(B::Run), nullptr);
    EXPECT_EQ(panel.action(B::Step), nullptr);
    EXPECT_EQ(panel.action(B::Stop), nullptr);
    EXPECT_EQ(panel.action(B::Run)->text(), QStringLiteral("&Go"));
    EXPECT_EQ(panel.action(B::Run)->shortcut(), QKeySequence(Qt::Key_F5));
    EXPECT_EQ(panel.action(B::Run)->toolTip(), QStringLiteral("Go on (F5)"));
    EXPECT_TRUE(panel.action(B::Run)->statusTip().isEmpty());
    EXPECT_EQ(panel.action(B::Pause)->statusTip(), QStringLiteral("Hold it"));
    EXPECT_TRUE(panel.action(B::Pause)->isCheckable());
    EXPECT_FALSE(panel.action(B::Run)->isCheckable());
    EXPECT_EQ(panel.action(B::Apply)->iconText(), QStringLiteral("Apply"));
    const auto buttons = panel.findChildren<QToolButton*>(Qt::FindDirectChildrenOnly);
    ASSERT_EQ(buttons.size(), 3);
    EXPECT_EQ(buttons[0]->defaultAction(), panel.action(B::Run));
    EXPECT_EQ(buttons[2]->defaultAction(), panel.action(B::Apply));
}

TEST(RunPanel, EachButtonHasItsSignal)
{
    RunPanel panel({{B::Run, QStringLiteral("Run"), Qt::Key_F5, QStringLiteral("r")},
                    {B::Pause, QStringLiteral("Pause"), Qt::Key_F6, QStringLiteral("p")},
                    {B::Step, QStringLiteral("Step"), Qt::Key_F7, QStringLiteral("s")},
                    {B::Stop, QStringLiteral("Stop"), Qt::Key_F8, QStringLiteral("o")},
                    {B::Apply, QStringLiteral("Apply"), Qt::Key_F9, QStringLiteral("a")}});
    QSignalSpy run(&panel, &RunPanel::runRequested), step(&panel, &RunPanel::stepRequested), stop(&panel, &RunPanel::stopRequested),
        apply(&panel, &RunPanel::applyRequested), pause(&panel, &RunPanel::pauseToggled);
    panel.action(B::Run)->trigger();
    panel.action(B::Step)->trigger();
    panel.action(B::Step)->trigger();
    panel.action(B::Stop)->trigger();
    panel.action(B::Apply)->trigger();
    panel.action(B::Pause)->trigger();
    EXPECT_EQ(run.count(), 1);
    EXPECT_EQ(step.count(), 2);
    EXPECT_EQ(stop.count(), 1);
    EXPECT_EQ(apply.count(), 1);
    ASSERT_EQ(pause.count(), 1);
    EXPECT_TRUE(pause.at(0).at(0).toBool());
}

TEST(RunPanel, TheStateLineIsPlainOrRedAndSitsBesideTheButtons)
{
    RunPanel panel({{B::Run, QStringLiteral("Run"), Qt::Key_F5, QStringLiteral("r")}});
    panel.setState(QStringLiteral("kept before the line exists"));
    EXPECT_EQ(panel.state(), QStringLiteral("kept before the line exists"));
    auto* figures = new QLabel(QStringLiteral("figures"));
    panel.addFigures(figures);
    QLabel* state = panel.addStateLine();
    EXPECT_EQ(state->parentWidget(), &panel);
    EXPECT_TRUE(state->wordWrap());
    panel.setState(QStringLiteral("a < b"));
    EXPECT_EQ(state->text(), QStringLiteral("a < b"));
    EXPECT_EQ(state->textFormat(), Qt::PlainText);
    panel.setState(QStringLiteral("no <way>"), true);
    EXPECT_EQ(panel.state(), QStringLiteral("no <way>"));
    EXPECT_TRUE(state->text().contains(QStringLiteral("#b00000")));
    EXPECT_TRUE(state->text().contains(QStringLiteral("no &lt;way&gt;")));
    EXPECT_EQ(figures->parentWidget(), &panel);
}

// The Search dock's Run, Step and Stop drive the session's run controller through the panel.
TEST(RunPanel, SearchDocksButtonsDriveItsRunController)
{
    if (core::search::algorithms().empty())
        GTEST_SKIP() << "no search algorithm in this build";
    using namespace ui;
    session::DocumentSession session(document::builtinDocument(QStringLiteral("terra-mystica-published"), QStringLiteral("terra-mystica-original")),
                                     QString());
    docks::SearchDock dock;
    dock.findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(60);
    for (auto* c : dock.findChildren<QCheckBox*>())
        if (c->text() == QStringLiteral("Stop at score"))
            c->setChecked(false);
    EXPECT_FALSE(dock.runAction()->isEnabled()) << "no controller yet";
    dock.setSession(&session);
    auto* runs = session.runs();
    ASSERT_TRUE(dock.runAction()->isEnabled());
    EXPECT_FALSE(dock.stopAction()->isEnabled());
    dock.runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    EXPECT_FALSE(dock.runAction()->isEnabled());
    EXPECT_TRUE(dock.stopAction()->isEnabled());
    EXPECT_TRUE(dock.stepAction()->isEnabled());
    dock.stepAction()->trigger();
    EXPECT_TRUE(runs->isPaused()) << "Step pauses after its iteration";
    EXPECT_TRUE(dock.pauseAction()->isChecked());
    dock.pauseAction()->trigger();
    EXPECT_FALSE(runs->isPaused());
    dock.stopAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    EXPECT_TRUE(spinUntil([&] { return dock.runAction()->isEnabled(); })) << "Run is offered again once the run has ended";
    EXPECT_FALSE(dock.stopAction()->isEnabled());
    EXPECT_FALSE(dock.pauseAction()->isChecked());
}

} // namespace
} // namespace hexloom::test
