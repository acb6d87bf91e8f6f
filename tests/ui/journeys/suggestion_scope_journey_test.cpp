// Suggestions of the whole map and fixes near one hex share the gallery, through the real
// MainWindow: each thumbnail says which it is ("whole map", "near hex 50"), as its tooltip does;
// and accepting a suggestion clears the teaching marks, which showed a finished run's state on the
// map as it was before the accept.
#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QSpinBox>
#include <gtest/gtest.h>

#include "tests/support/event_loop.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/main_window/fix_near_hex.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/scene/map_scene.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

// Suggestion mode, one seed, a one-second limit, the teaching view on, no fewest-changes pass (its
// final snapshot carries no teaching state).
void oneShortSuggestion(main_window::MainWindow& w)
{
    auto* search = w.searchDock();
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(1.0);
    search->findChild<QCheckBox*>(QStringLiteral("SearchFewestChanges"))->setChecked(false);
    for (QSpinBox* box : search->findChildren<QSpinBox*>())
        if (box->prefix() == QStringLiteral("seeds: "))
            box->setValue(1);
    QAction* mode = menuAction(w, QStringLiteral("S&uggestion Mode"));
    ASSERT_NE(mode, nullptr);
    mode->trigger();
    QAction* teach = menuAction(w, QStringLiteral("&Teaching View"));
    ASSERT_NE(teach, nullptr);
    if (!teach->isChecked())
        teach->trigger();
}

bool teachingMarksShown(main_window::MainWindow& w)
{
    for (auto layer : {scene::MarkLayer::LastMove, scene::MarkLayer::Tabu, scene::MarkLayer::Heat})
        if (!w.session()->scene()->marks(layer)->marks().empty())
            return true;
    return false;
}

TEST(SuggestionScopeJourney, WholeMapAndNearHexSuggestionsAreLabelledApartAndAcceptClearsTheTeachingMarks)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.show();
    w.openDefault();
    oneShortSuggestion(w);
    auto* runs = w.session()->runs();
    auto* gallery = w.gallery();
    const core::model::CellIndex target = 50;
    ASSERT_TRUE(w.fixNearHex()->fixNear(target));
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    ASSERT_EQ(gallery->count(), 1);
    const QString near = gallery->label(0);
    EXPECT_TRUE(near.contains(QStringLiteral("near hex %1").arg(target))) << near.toStdString();
    EXPECT_FALSE(near.contains(QStringLiteral("whole map"))) << near.toStdString();

    w.searchDock()->runAction()->trigger();
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    ASSERT_EQ(gallery->count(), 2);
    EXPECT_TRUE(gallery->label(1).contains(QStringLiteral("whole map"))) << gallery->label(1).toStdString();
    EXPECT_FALSE(gallery->label(1).contains(QStringLiteral("near hex"))) << gallery->label(1).toStdString();
    auto* list = gallery->findChild<QListWidget*>();
    ASSERT_NE(list, nullptr);
    EXPECT_TRUE(list->item(0)->toolTip().contains(QStringLiteral("\nA fix near hex %1").arg(target))) << list->item(0)->toolTip().toStdString();
    EXPECT_EQ(list->item(0)->data(docks::SuggestionGallery::kNearRole).toInt(), target);
    EXPECT_TRUE(list->item(1)->toolTip().contains(QStringLiteral("\nA search of the whole map"))) << list->item(1)->toolTip().toStdString();
    EXPECT_EQ(list->item(1)->data(docks::SuggestionGallery::kNearRole).toInt(), core::model::kNoCell);

    // The whole-map run, the last, left its teaching state on the canvas.
    ASSERT_TRUE(teachingMarksShown(w)) << "the run left no teaching marks to clear";
    gallery->select(1);
    gallery->acceptAction()->trigger();
    EXPECT_FALSE(teachingMarksShown(w)) << "teaching marks of a finished run stayed after Accept";
}

} // namespace
} // namespace hexloom::test
