// Suggestions that respect the map, through the real MainWindow: right-click a hex on the canvas,
// choose "Suggest Fixes Near Hex", and the gallery fills with suggestions that change only hexes
// near it, each labelled with how many hexes it changes; accepting one changes nothing else.
// The accepted fix carries its run's recipe (the scope and the fewest-changes budget in it):
// saved, reopened and saved again, the real `hexloom-cli replay` makes the same map.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QMenu>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "tests/support/event_loop.h"
#include "tests/support/recipe_replay.h"
#include "tests/support/save_reopen.h"
#include "tests/support/scratch_settings.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/seed_edit.h"
#include "ui/docks/suggestion_gallery.h"
#include "ui/document/map_document.h"
#include "ui/main_window/fix_near_hex.h"
#include "ui/main_window/main_window.h"
#include "ui/run/run_controller.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::CellIndex;

int differing(const core::model::Map& a, const core::model::Map& b)
{
    int n = 0;
    for (CellIndex c = 0; c < a.size(); ++c)
        n += a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c) ? 1 : 0;
    return n;
}

// Chooses `text` in the next popup menu that opens.
struct MenuChooser : QObject {
    explicit MenuChooser(QString text) : text(std::move(text))
    {
        timer.setInterval(5);
        connect(&timer, &QTimer::timeout, this, [this] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            for (QAction* a : menu->actions())
                if (a->text() == this->text) {
                    found = true;
                    a->trigger();
                }
            menu->close();
        });
        timer.start();
    }
    QString text;
    QTimer timer;
    bool found = false;
};

void shortRuns(main_window::MainWindow& w)
{
    w.searchDock()->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(1.0);
    w.searchDock()->findChild<QCheckBox*>(QStringLiteral("SearchFewestChanges"))->setChecked(true);
}

TEST(SuggestionsJourney, RightClickAHexFixesOnlyNearItAndTheThumbnailsCountTheChanges)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.show();
    w.openDefault();
    shortRuns(w);
    auto* doc = w.session()->document();
    const auto original = doc->map();
    const CellIndex target = 50;
    const int radius = docks::SearchDock::kFixRadius;

    auto* view = w.view();
    const QPoint at = view->mapFromScene(w.session()->scene()->geometry().centre(target));
    {
        MenuChooser chooser(w.fixNearHex()->action()->text());
        emit view->customContextMenuRequested(at);
        ASSERT_TRUE(chooser.found) << "the canvas menu has no Suggest Fixes Near Hex";
    }
    auto* runs = w.session()->runs();
    EXPECT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    auto* gallery = w.gallery();
    ASSERT_GT(gallery->count(), 0);
    for (int i = 0; i < gallery->count(); ++i) {
        gallery->select(i);
        const auto* s = gallery->current();
        ASSERT_NE(s, nullptr);
        const int changed = differing(original, s->snapshot->map);
        EXPECT_TRUE(gallery->label(i).contains(QStringLiteral("%1 changed").arg(changed))) << gallery->label(i).toStdString();
        EXPECT_LE(s->snapshot->best, doc->report().total) << "a fix made the score worse";
        for (CellIndex c = 0; c < original.size(); ++c)
            if (original.terrain(c) != s->snapshot->map.terrain(c) || original.token(c) != s->snapshot->map.token(c)) {
                EXPECT_LE(core::model::distance(doc->board().hex(c), doc->board().hex(target)), radius) << "hex " << c;
            }
    }
    gallery->select(0);
    const auto expected = gallery->current()->snapshot->map;
    gallery->acceptAction()->trigger();
    EXPECT_TRUE(doc->map().sameContents(expected));
    EXPECT_TRUE(doc->map().sameLocks(original)) << "the scope's locks reached the document";
    doc->undoStack()->undo();
    EXPECT_TRUE(doc->map().sameContents(original));
}

TEST(SuggestionsJourney, TheMenuActionUsesTheSelectedHexAndAsksForOneWithout)
{
    ASSERT_TRUE(kScratchSettings);
    main_window::MainWindow w;
    w.openDefault();
    shortRuns(w);
    QAction* fix = w.fixNearHex()->action();
    EXPECT_FALSE(fix->shortcut().isEmpty());
    EXPECT_FALSE(fix->toolTip().isEmpty());
    fix->trigger(); // nothing hovered, nothing selected
    EXPECT_FALSE(w.session()->runs()->isRunning());
    w.session()->scene()->selectCells({30});
    EXPECT_EQ(w.fixNearHex()->target(), 30);
    fix->trigger();
    auto* runs = w.session()->runs();
    EXPECT_TRUE(runs->isRunning());
    EXPECT_FALSE(w.fixNearHex()->fixNear(31)) << "a second start while the first runs";
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 30000));
    EXPECT_GT(w.gallery()->count(), 0);
}

TEST(SuggestionsJourney, AnAcceptedFixNearAHexIsMadeAgainByReplay)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.show();
    w.openDefault();
    // Tabu, seed 31, stopped after 20,000 evaluations (the time limit far off): an exact recipe.
    auto* search = w.searchDock();
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("tabu")));
    search->findChild<docks::SeedEdit*>(QStringLiteral("SearchSeed"))->setValue(31);
    search->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(20000);
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(600);
    search->findChild<QCheckBox*>(QStringLiteral("SearchFewestChanges"))->setChecked(true);
    auto* doc = w.session()->document();
    const CellIndex target = 50;
    // The target's neighbours painted with its own terrain: violations the fix must mend.
    std::vector<document::CellChange> paint;
    for (const CellIndex n : doc->board().neighbours(target))
        if (!doc->map().locked(n))
            paint.push_back({n, {doc->map().terrain(target), doc->map().token(n), false}});
    doc->changeCells(paint, QStringLiteral("Paint"));
    const auto original = doc->map();
    {
        MenuChooser chooser(w.fixNearHex()->action()->text());
        emit w.view()->customContextMenuRequested(w.view()->mapFromScene(w.session()->scene()->geometry().centre(target)));
        ASSERT_TRUE(chooser.found);
    }
    auto* runs = w.session()->runs();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 120'000));
    auto* gallery = w.gallery();
    ASSERT_GT(gallery->count(), 0);
    gallery->select(0);
    gallery->acceptAction()->trigger();
    ASSERT_GT(differing(original, doc->map()), 0) << "the fix changed nothing: the replay would prove little";

    const auto at = doc->board().offset(target);
    const QString made = dir.filePath(QStringLiteral("fixed.json"));
    const std::string recipe = saveReopenAndSaveAgain(w, dir.filePath(QStringLiteral("first.json")), made); // a new document
    EXPECT_NE(recipe.find(" --near " + std::to_string(at.row) + "," + std::to_string(at.col) + " "), std::string::npos) << recipe.substr(0, 60);
    EXPECT_NE(recipe.find(" --fewest-changes"), std::string::npos);
    EXPECT_NE(recipe.find(" --seed 31 "), std::string::npos);
    EXPECT_FALSE(core::io::loadMap(made).metadata.recipeEdited);
    replayExactly(made, dir.filePath(QStringLiteral("replayed.json")));
}

} // namespace
} // namespace hexloom::test
