// A right-click on a hex with the Brush, through the real MainWindow and real mouse events: the
// hex's menu opens and the map does not change (it used to be painted while the menu opened); a
// left click on the same hex, the control, does paint it.
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"
#include "ui/tools/tool_manager.h"
#include "ui/tools/tool_options.h"

namespace hexloom::test {
namespace {

using core::model::CellIndex;

TEST(BrushRightClickJourney, OpensTheMenuAndPaintsNothing)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.show();
    w.openDefault();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    w.tools()->selectTool(QStringLiteral("brush"));
    auto* doc = w.session()->document();
    const CellIndex target = 50;
    // A brush terrain other than the hex's, so a paint would show.
    const auto other = static_cast<core::model::TerrainId>((doc->map().terrain(target) + 1) % doc->rules().terrainCount());
    auto* options = w.findChild<ui::tools::ToolOptions*>();
    ASSERT_TRUE(options);
    options->setTerrain(other);
    const auto before = doc->map();
    auto* view = w.view();
    const QPoint at = view->mapFromScene(w.session()->scene()->geometry().centre(target));

    // The menu a right-click opens is a popup with its own event loop: note it and close it.
    bool menuShown = false;
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            menuShown = true;
            menu->close();
        }
    });
    closer.start(20);
    // A right press, then the context-menu event a desktop platform sends with it (the offscreen
    // platform sends none), then the release.
    QTest::mousePress(view->viewport(), Qt::RightButton, {}, at);
    QContextMenuEvent menuEvent(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &menuEvent);
    QTest::mouseRelease(view->viewport(), Qt::RightButton, {}, at);
    spinFor(300);
    EXPECT_TRUE(menuShown) << "the right-click opened no menu";
    EXPECT_EQ(doc->map().terrain(target), before.terrain(target)) << "the right-click painted the hex";
    int changed = 0;
    for (CellIndex c = 0; c < before.size(); ++c)
        changed += doc->map().terrain(c) != before.terrain(c) || doc->map().token(c) != before.token(c);
    EXPECT_EQ(changed, 0);
    EXPECT_FALSE(doc->isModified());

    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    EXPECT_EQ(doc->map().terrain(target), other) << "the control: a left click paints";
}

} // namespace
} // namespace hexloom::test
