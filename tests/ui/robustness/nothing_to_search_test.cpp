// Search > Run on a map with every hex locked (tests/data/bad/maps/all-locked.json): the core
// refuses the run at once (RunContext: "nothing to search"), and the editor shows that through its
// run-failure dialog; before, the run spun for its whole time limit (10 s by default) and ended
// as if it had searched.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <gtest/gtest.h>

#include "tests/support/fixtures.h"
#include "tests/ui/robustness/dialog_catcher.h"
#include "ui/docks/search_dock.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"

namespace hexloom::test {
namespace {

TEST(NothingToSearch, TheEditorsRunStopsAtOnceWithTheReason)
{
    QStandardPaths::setTestModeEnabled(true);
    ui::main_window::MainWindow window;
    ASSERT_TRUE(window.openFile(QString::fromStdString(testDataPath("bad/maps/all-locked.json"))));
    const auto before = window.session()->document()->map();
    QAction* run = window.searchDock()->runAction();
    ASSERT_TRUE(run->isEnabled());
    DialogCatcher catcher;
    QElapsedTimer clock;
    clock.start();
    run->trigger();
    while ((window.session()->runs()->isRunning() || catcher.shown == 0) && clock.elapsed() < 5000)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
    EXPECT_FALSE(window.session()->runs()->isRunning()) << "still running after 5 s";
    EXPECT_EQ(catcher.shown, 1);
    EXPECT_TRUE(catcher.text.contains(QStringLiteral("nothing to search: every hex of the map is locked"))) << catcher.text.toStdString();
    EXPECT_EQ(window.session()->document()->map(), before);
}

} // namespace
} // namespace hexloom::test
