// A map made by a search in the editor carries its recipe, and `hexloom-cli replay` makes it again:
// in the real MainWindow, File → New… with the dialog's defaults, the Search dock set to a fixed
// seed and an evaluation stop, Run, Save As. The saved file holds an exact recipe with that seed
// and stop; the real CLI replays it and finds every hex the same (and, as an independent check,
// the map it writes has the saved cells). A hex painted after the run is saved with the recipe
// marked as edited, which replay reports without failing; undoing the edit makes the map the
// recipe's again. File → Open Recipe opens the editor's saved map as the cells it holds.
#include <QApplication>
#include <QComboBox>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <gtest/gtest.h>
#include <optional>

#include "core/io/map_file.h"
#include "tests/support/cli_process.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/recipe_replay.h"
#include "tests/support/scratch_settings.h"
#include "ui/dialogs/new_map_dialog.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/seed_edit.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/main_window/recipe_opener.h"
#include "ui/run/run_controller.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;

bool sameCells(const core::model::Map& a, const core::model::Map& b)
{
    if (a.size() != b.size())
        return false;
    for (core::model::CellIndex c = 0; c < a.size(); ++c)
        if (a.terrain(c) != b.terrain(c) || a.token(c) != b.token(c))
            return false;
    return true;
}

void saveAs(main_window::MainWindow& w, const QString& path)
{
    FileDialogAnswer answer(path);
    ASSERT_TRUE(w.files()->saveAs());
    ASSERT_TRUE(w.files()->saver()->finish());
}

TEST(RecipeJourney, AMapASearchMadeInTheEditorIsMadeAgainByReplay)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    main_window::MainWindow w;
    w.openDefault();

    // File → New… with the dialog's defaults (on the shipped Terra Mystica rules: an earlier test
    // of this process may have left the last rule set pointing at a file that is gone). The dialog
    // runs its own event loop: a timer that finds it accepts it, and closes any other window that
    // is modal instead (failing), so the test cannot wait forever on a dialog it did not expect.
    QSettings().setValue(QStringLiteral("files/lastRuleSet"), QStringLiteral("terra-mystica-published"));
    QAction* newMap = menuAction(w, QStringLiteral("&New…"));
    ASSERT_NE(newMap, nullptr);
    bool accepted = false;
    QString unexpected;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto* dialog = qobject_cast<dialogs::NewMapDialog*>(QApplication::activeModalWidget())) {
            dialog->accept();
            accepted = true;
        } else if (QWidget* other = QApplication::activeModalWidget()) {
            unexpected = other->windowTitle();
            other->close();
        }
    });
    answer.start(20);
    newMap->trigger();
    answer.stop();
    ASSERT_TRUE(accepted) << "a modal window came instead of New: " << unexpected.toStdString();
    auto* doc = w.session()->document();
    EXPECT_EQ(doc->recipe(), nullptr) << "a new map has no recipe";
    const core::model::Map before = doc->map();

    // The Search dock: tabu, seed 77, stop after 20,000 evaluations (the time limit far off).
    auto* search = w.findChild<docks::SearchDock*>();
    ASSERT_NE(search, nullptr);
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("tabu")));
    search->findChild<docks::SeedEdit*>(QStringLiteral("SearchSeed"))->setValue(77);
    search->findChild<QSpinBox*>(QStringLiteral("SearchEvaluations"))->setValue(20000);
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(600);
    search->runAction()->trigger();
    auto* runs = w.session()->runs();
    ASSERT_TRUE(runs->isRunning());
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 120'000));
    spinFor(50); // the last snapshot reaches the document
    EXPECT_FALSE(sameCells(doc->map(), before)) << "the search changed nothing";
    ASSERT_NE(doc->recipe(), nullptr);

    // Saved with an exact recipe of that seed and stop.
    const QString made = dir.filePath(QStringLiteral("made.json"));
    saveAs(w, made);
    const auto file = core::io::loadMap(made);
    const QString recipe = QString::fromStdString(file.metadata.recipe);
    EXPECT_TRUE(recipe.startsWith(QStringLiteral("hexloom-recipe/1 exact "))) << recipe.left(80).toStdString();
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --algorithm tabu ")));
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --seed 77 ")));
    EXPECT_TRUE(recipe.contains(QStringLiteral(" --evaluations 20000")));
    EXPECT_FALSE(file.metadata.recipeEdited);
    EXPECT_EQ(file.metadata.seed, 77u);
    EXPECT_EQ(file.metadata.algorithm, "tabu");

    // The CLI makes the same map again.
    const auto again = replayExactly(made, dir.filePath(QStringLiteral("replayed.json")));
    EXPECT_TRUE(sameCells(again.map, file.map));

    // A hex painted after the run: the recipe no longer makes the map, and the file says so.
    expectPaintedMapReplaysAsEdited(w, dir.filePath(QStringLiteral("edited.json")), file.metadata.recipe);

    // Undone, the map is the recipe's again.
    doc->undoStack()->undo();
    const QString undone = dir.filePath(QStringLiteral("undone.json"));
    saveAs(w, undone);
    EXPECT_FALSE(core::io::loadMap(undone).metadata.recipeEdited);

    // File → Open Recipe takes the editor's map: it opens as the cells the search made.
    expectOpenRecipeMakes(w, made, again);
}

} // namespace
} // namespace hexloom::test
