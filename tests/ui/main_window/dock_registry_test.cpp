// Every dock in the registry, in a real editor window: it exists under its id with a title, the
// View menu lists it by that title in the registry's order, it follows the open document, and
// every layout preset places it in its group's area (or hides it) as the registry says.
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <gtest/gtest.h>
#include <set>

#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/constraint_graph_dock.h"
#include "ui/main_window/dock_registry.h"
#include "ui/main_window/layout_presets.h"
#include "ui/main_window/main_window.h"

namespace hexloom::test {
namespace {

using ui::main_window::DockEntry;
using ui::main_window::DockGroup;
using ui::main_window::dockRegistry;
using ui::main_window::LayoutPresets;

QMenu* viewMenu(QMainWindow& w)
{
    for (QAction* a : w.menuBar()->actions())
        if (a->menu() && a->text() == QStringLiteral("&View"))
            return a->menu();
    return nullptr;
}

QDockWidget* dockOf(QMainWindow& w, const DockEntry& e) { return w.findChild<QDockWidget*>(e.id, Qt::FindDirectChildrenOnly); }

TEST(DockRegistry, IdsAreUniqueAndEveryDockCanBeMade)
{
    std::set<QString> ids;
    for (const DockEntry& e : dockRegistry()) {
        EXPECT_TRUE(ids.insert(e.id).second) << e.id.toStdString() << " registered twice";
        EXPECT_TRUE(e.make) << e.id.toStdString();
        EXPECT_TRUE(e.follow) << e.id.toStdString();
        EXPECT_EQ(bool(e.loadSettings), bool(e.saveSettings)) << e.id.toStdString();
    }
    EXPECT_EQ(ids.size(), 7u);
    // The three run docks keep their settings; the others have none.
    int withSettings = 0;
    for (const DockEntry& e : dockRegistry())
        withSettings += e.loadSettings ? 1 : 0;
    EXPECT_EQ(withSettings, 3);
}

TEST(DockRegistry, EveryRegisteredDockIsInTheWindowAndTheViewMenu)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    QMenu* view = viewMenu(w);
    ASSERT_NE(view, nullptr);
    std::vector<QAction*> toggles;
    for (QAction* a : view->actions())
        for (const DockEntry& e : dockRegistry())
            if (QDockWidget* d = dockOf(w, e); d && a == d->toggleViewAction())
                toggles.push_back(a);
    ASSERT_EQ(toggles.size(), dockRegistry().size()) << "each dock once in the View menu";
    for (size_t i = 0; i < dockRegistry().size(); ++i) {
        const DockEntry& e = dockRegistry()[i];
        QDockWidget* d = dockOf(w, e);
        ASSERT_NE(d, nullptr) << e.id.toStdString() << " is not in the window";
        EXPECT_FALSE(d->windowTitle().isEmpty()) << e.id.toStdString();
        EXPECT_EQ(toggles[i], d->toggleViewAction()) << "the View menu lists the docks in the registry's order";
        EXPECT_EQ(toggles[i]->text(), d->windowTitle()) << e.id.toStdString();
        EXPECT_NE(w.dockWidgetArea(d), Qt::NoDockWidgetArea) << e.id.toStdString();
    }
    // No dock outside the registry: the registry is the whole list.
    EXPECT_EQ(w.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly).size(), static_cast<qsizetype>(dockRegistry().size()));
    EXPECT_EQ(w.regionsDock()->toggleViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
}

TEST(DockRegistry, EveryPresetPlacesEveryDockAsRegistered)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    w.resize(1280, 800);
    w.show();
    spinFor(100);
    for (auto p : {LayoutPresets::Preset::Teach, LayoutPresets::Preset::Regions, LayoutPresets::Preset::Tiles, LayoutPresets::Preset::Design}) {
        w.layouts()->apply(p);
        spinFor(50);
        for (const DockEntry& e : dockRegistry()) {
            QDockWidget* d = dockOf(w, e);
            ASSERT_NE(d, nullptr);
            const bool shown = LayoutPresets::shows(e, p) && e.group != DockGroup::Band; // no suggestions yet: the band waits
            EXPECT_EQ(d->toggleViewAction()->isChecked(), shown) << e.id.toStdString() << " in preset " << static_cast<int>(p);
            EXPECT_EQ(w.dockWidgetArea(d), LayoutPresets::areaIn(e.group, p)) << e.id.toStdString() << " in preset " << static_cast<int>(p);
        }
    }
}

} // namespace
} // namespace hexloom::test
