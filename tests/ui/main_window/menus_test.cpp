// Every feature is reachable from the menus: each menu action has a shortcut and a tooltip, no
// two share a shortcut, the Search and View menu actions stay in step with the dock widgets, and
// the ant colony's pheromone kinds reach the Search dock and the canvas through the window.
#include <QComboBox>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <gtest/gtest.h>
#include <functional>
#include <map>
#include <set>

#include "core/search/solver.h"
#include "tests/support/event_loop.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/session/document_session.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"

namespace hexloom::test {
namespace {

using namespace ui;


// The menu bar's actions, submenus walked recursively, without separators, submenu entries,
// recent files, languages and dock toggles (those name a file, a language or a dock: no shortcut to give).
std::vector<QAction*> menuActions(main_window::MainWindow& w)
{
    std::set<QAction*> toggles;
    for (auto* d : w.findChildren<QDockWidget*>())
        toggles.insert(d->toggleViewAction());
    std::vector<QAction*> out;
    std::function<void(QMenu*)> walk = [&](QMenu* m) {
        if (m->objectName() == QStringLiteral("RecentFilesMenu") || m->objectName() == QStringLiteral("LanguageMenu"))
            return;
        for (QAction* a : m->actions()) {
            if (a->menu())
                walk(a->menu());
            else if (!a->isSeparator() && !toggles.count(a))
                out.push_back(a);
        }
    };
    for (QAction* top : w.menuBar()->actions())
        if (top->menu())
            walk(top->menu());
    return out;
}

TEST(Menus, EveryActionHasAShortcutAndATooltipOfItsOwn)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault();
    const auto actions = menuActions(w);
    EXPECT_GT(actions.size(), 30u);
    std::map<QString, QString> byShortcut;
    for (QAction* a : actions) {
        const QString name = a->text();
        EXPECT_FALSE(a->shortcut().isEmpty()) << name.toStdString() << " has no shortcut";
        // QAction falls back to its text as tooltip: an unset tooltip equals that fallback.
        EXPECT_NE(a->toolTip(), QString(name).remove(QLatin1Char('&')).remove(QStringLiteral("…"))) << name.toStdString() << " has no tooltip";
        EXPECT_FALSE(a->toolTip().isEmpty()) << name.toStdString();
        const QString key = a->shortcut().toString();
        if (!key.isEmpty()) {
            EXPECT_FALSE(byShortcut.count(key)) << key.toStdString() << ": " << name.toStdString() << " and "
                                                << byShortcut[key].toStdString();
            byShortcut[key] = name;
        }
    }
}

TEST(Menus, SearchAndViewActionsFollowTheDocks)
{
    main_window::MainWindow w;
    w.openDefault();
    auto find = [&](const QString& text) {
        for (QAction* a : menuActions(w))
            if (a->text() == text)
                return a;
        ADD_FAILURE() << "no menu action " << text.toStdString();
        return static_cast<QAction*>(nullptr);
    };
    QAction* teaching = find(QStringLiteral("&Teaching View"));
    QAction* suggest = find(QStringLiteral("S&uggestion Mode"));
    QAction* live = find(QStringLiteral("&Live Mode"));
    ASSERT_TRUE(teaching && suggest && live);
    const bool was = w.searchDock()->teaching();
    teaching->trigger();
    EXPECT_EQ(w.searchDock()->teaching(), !was);
    suggest->trigger();
    EXPECT_TRUE(suggest->isChecked());
    EXPECT_FALSE(live->isChecked());
    EXPECT_EQ(w.searchDock()->requests().size(), 4u) << "suggestion mode runs one request per seed";
    live->trigger();
    EXPECT_EQ(w.searchDock()->requests().size(), 1u);
}

TEST(Menus, AnAntColonyRunFillsThePheromoneKindsAndTheChoiceChangesTheHeat)
{
    if (!core::search::findAlgorithm("aco"))
        GTEST_SKIP() << "no ant colony in this build";
    {
        QSettings s;
        s.setValue(QStringLiteral("search/algorithm"), QStringLiteral("aco"));
        s.setValue(QStringLiteral("search/teaching"), true);
        s.setValue(QStringLiteral("search/timeLimit"), 30);
        s.setValue(QStringLiteral("search/stopAtTarget"), false);
        s.setValue(QStringLiteral("search/suggestionMode"), false);
    }
    main_window::MainWindow w;
    w.openDefault();
    auto* combo = w.searchDock()->findChild<QComboBox*>(QStringLiteral("pheromoneKind"));
    auto* runs = w.session()->runs();
    auto heat = [&] {
        std::vector<int> alpha;
        for (const auto& m : w.session()->scene()->marks(scene::MarkLayer::Heat)->marks())
            alpha.push_back(m.colour.alpha());
        return alpha;
    };
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return combo->count() > 2; }, 10000)) << "the kinds arrive with the teaching state";
    EXPECT_TRUE(combo->isEnabled());
    w.searchDock()->pauseAction()->trigger();
    spinFor(300); // the last snapshots before the pause arrive
    const auto byBestTile = heat();
    combo->setCurrentIndex(2);
    const QString chosen = combo->currentText();
    EXPECT_NE(heat(), byBestTile) << "the heat map shows the chosen kind's pheromone";
    runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }));

    // Another algorithm's run starts: the list is emptied (the first registered one is not the ant colony).
    ASSERT_NE(core::search::algorithms().front().id, "aco");
    core::search::RunSettings brief;
    brief.stop.timeLimitSeconds = 0.2;
    runs->start(run::RunController::Mode::Live, {run::RunRequest::forAlgorithm(core::search::algorithms().front(), {}, brief)});
    EXPECT_EQ(combo->count(), 1);
    EXPECT_FALSE(combo->isEnabled());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }));

    // The next ant colony run shows the kind chosen before, and the choice is saved.
    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(spinUntil([&] { return combo->count() > 2; }, 10000));
    EXPECT_EQ(combo->currentText(), chosen);
    runs->stop();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }));
    w.searchDock()->saveSettings();
    EXPECT_EQ(QSettings().value(QStringLiteral("search/pheromoneKind")).toString(), chosen);
}

} // namespace
} // namespace hexloom::test
