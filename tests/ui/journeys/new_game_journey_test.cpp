// The journey of a designer with a game of their own, in the real MainWindow: File -> New Game...
// from a blank page, four kinds, three players whose homes are placed by clicking the preview
// (at the hexes' positions recomputed from the board's geometry), a requirement from the
// registry, Finish; a map is made on the new rule set, a search (the fast solver) runs on it, the
// rule set and the map are saved and opened again, and the homes are where they were clicked,
// holding their home tiles, locked; the map carries the recipe of the search that made it.
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <gtest/gtest.h>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/search/solver.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/dialogs/home_preview.h"
#include "ui/dialogs/kinds_table.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/run_controller.h"
#include "ui/run/run_request.h"
#include "ui/scene/board_geometry.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using namespace ui;
using core::model::OffsetCoord;

QLabel* problemOf(QWizardPage* page) { return page->findChild<QLabel*>(QStringLiteral("Problem")); }

// Clicks the preview where the hex at `at` is drawn: its centre from the board's own geometry,
// through the view's transform.
void clickHex(dialogs::HomePreview* preview, OffsetCoord at)
{
    const auto& board = preview->board();
    const scene::BoardGeometry geometry(board);
    const QPoint p = preview->mapFromScene(geometry.centre(board.indexAtOffset(at)));
    QTest::mouseClick(preview->viewport(), Qt::LeftButton, {}, p);
}

const std::vector<OffsetCoord> kHomes{{0, 1}, {3, 6}, {6, 1}};

// What the designer does in the wizard, step by step, checking what each page says.
void fillWizard(dialogs::NewGameWizard& wizard, const QString& rulesPath)
{
    wizard.show();
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kGamePage);
    auto* name = wizard.findChild<QLineEdit*>(QStringLiteral("GameName"));
    name->setText(QString());
    QTest::keyClicks(name, QStringLiteral("river-realms"));
    EXPECT_EQ(wizard.board().size(), 37); // the blank page's hexagon of radius 3
    wizard.next();

    // Kinds: the blank page's four; one renamed, the pool made wrong and mended.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kKindsPage);
    auto* kinds = wizard.findChild<dialogs::KindsTable*>();
    ASSERT_EQ(kinds->rowCount(), 4);
    kinds->item(0, dialogs::KindsTable::kId)->setText(QStringLiteral("forest"));
    EXPECT_EQ(wizard.draft().terrains[0].id, "forest");
    auto* pool = static_cast<QSpinBox*>(kinds->cellWidget(0, dialogs::KindsTable::kPool));
    pool->setValue(pool->value() + 5);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(problemOf(wizard.currentPage())->text().toStdString(), "field \"pool\": the pool holds 42 tiles but the board has 37 cells (5 too many)");
    EXPECT_EQ(pool->value(), 15) << "what was typed stays";
    pool->setValue(pool->value() - 5);
    EXPECT_TRUE(wizard.button(QWizard::NextButton)->isEnabled());
    wizard.next();

    // Players: three, each home clicked on the preview.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kPlayersPage);
    wizard.findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(3);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled()) << "players without homes";
    EXPECT_TRUE(problemOf(wizard.currentPage())->text().contains(QLatin1String("players.list[0].home")));
    auto* preview = wizard.findChild<dialogs::HomePreview*>();
    auto* players = wizard.findChild<QTableWidget*>(QStringLiteral("PlayersTable"));
    for (int p = 0; p < 3; ++p) {
        players->selectRow(p);
        clickHex(preview, kHomes[static_cast<size_t>(p)]);
    }
    // Two players on one home is refused in one line; a click elsewhere mends it.
    players->selectRow(2);
    clickHex(preview, kHomes[0]);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
    EXPECT_TRUE(problemOf(wizard.currentPage())->text().contains(QLatin1String("is already player Player 1's home")));
    clickHex(preview, kHomes[2]);
    ASSERT_TRUE(wizard.button(QWizard::NextButton)->isEnabled()) << problemOf(wizard.currentPage())->text().toStdString();
    wizard.next();

    // Requirements: one picked from the registry.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kRequirementsPage);
    auto* editor = wizard.findChild<dialogs::RequirementEditor*>();
    for (QPushButton* b : editor->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Add"))
            b->click();
    for (QComboBox* combo : editor->findChildren<QComboBox*>())
        if (const int i = combo->findText(QStringLiteral("same-terrain-pairs")); i >= 0)
            combo->setCurrentIndex(i);
    wizard.setPathAsker([rulesPath](const QString& suggested) {
        EXPECT_EQ(suggested, QStringLiteral("river-realms.json"));
        return rulesPath;
    });
    wizard.button(QWizard::FinishButton)->click();
}

TEST(NewGameJourney, FromABlankPageToASavedMapWithItsHomes)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString rulesPath = dir.filePath(QStringLiteral("river-realms.json")), mapPath = dir.filePath(QStringLiteral("first-map.json"));
    main_window::MainWindow w;
    w.openDefault();
    QAction* newGame = menuAction(w, QStringLiteral("New &Game…"));
    ASSERT_NE(newGame, nullptr);
    EXPECT_FALSE(newGame->shortcut().isEmpty());
    EXPECT_FALSE(newGame->toolTip().isEmpty());
    bool filled = false;
    QTimer::singleShot(0, [&] {
        auto* wizard = qobject_cast<dialogs::NewGameWizard*>(QApplication::activeModalWidget());
        ASSERT_NE(wizard, nullptr);
        fillWizard(*wizard, rulesPath);
        filled = true;
        if (wizard->isVisible())
            wizard->reject(); // a failed step above must not leave the test waiting
    });
    newGame->trigger();
    ASSERT_TRUE(filled);

    // The new game is applied and a map made on it: its board, every hex a tile of its pool.
    auto* doc = w.session()->document();
    ASSERT_EQ(doc->rules().name, "river-realms");
    EXPECT_EQ(doc->rules().terrainCount(), 4);
    EXPECT_EQ(doc->board().size(), 37);
    for (core::model::CellIndex c = 0; c < doc->board().size(); ++c)
        EXPECT_NE(doc->map().terrain(c), core::model::kNoTerrain);
    ASSERT_EQ(doc->rules().requirements.size(), 1u);
    EXPECT_EQ(doc->rules().requirements[0].type, "same-terrain-pairs");

    // A search with the fast solver.
    const auto original = doc->map();
    auto* runs = w.session()->runs();
    core::search::RunSettings settings;
    settings.seed = 5;
    settings.stop.timeLimitSeconds = 2;
    runs->start(run::RunController::Mode::Live, {run::RunRequest::forAlgorithm(*core::search::findAlgorithm("fast"), {}, settings)});
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 20000));
    EXPECT_FALSE(doc->map().sameContents(original)) << "the search changed nothing";

    // Save the map, then open both files again.
    {
        FileDialogAnswer answer(mapPath);
        ASSERT_TRUE(w.files()->saveAs());
        ASSERT_TRUE(w.files()->saver()->finish());
    }
    const auto rules = core::io::loadRuleSetFile(rulesPath);
    ASSERT_EQ(rules.players.players.size(), 3u);
    for (size_t p = 0; p < 3; ++p)
        EXPECT_EQ(rules.players.players[p].homeCells, std::vector<OffsetCoord>{kHomes[p]}) << "player " << p + 1;
    EXPECT_EQ(rules.terrains[0].id, "forest");
    ASSERT_TRUE(w.openFile(mapPath));
    const auto& reopened = w.session()->document()->rules();
    EXPECT_EQ(reopened.name, "river-realms");
    ASSERT_EQ(reopened.players.players.size(), 3u);
    for (size_t p = 0; p < 3; ++p)
        EXPECT_EQ(reopened.players.players[p].homeCells, std::vector<OffsetCoord>{kHomes[p]});
    EXPECT_TRUE(w.session()->document()->map().sameContents(core::io::loadMap(mapPath).map));
    // The map keeps the recipe of the search that made it.
    const auto saved = core::io::loadMap(mapPath).metadata;
    EXPECT_TRUE(QString::fromStdString(saved.recipe).startsWith(QStringLiteral("hexloom-recipe/1 "))) << saved.recipe.substr(0, 60);
    EXPECT_TRUE(QString::fromStdString(saved.recipe).contains(QStringLiteral(" --seed 5 ")));
    EXPECT_FALSE(saved.recipeEdited);
    EXPECT_NE(w.session()->document()->recipe(), nullptr) << "opened again, the map still has its recipe";
    // Homes are constraints: each home hex holds its player's home tile (the first kind, now
    // "forest"), locked, after the search and after saving and opening again.
    const auto& board = w.session()->document()->board();
    const auto& map = w.session()->document()->map();
    for (size_t p = 0; p < 3; ++p) {
        const auto cell = board.indexAtOffset(kHomes[p]);
        EXPECT_EQ(reopened.players.players[p].homeTile, "forest");
        EXPECT_EQ(map.terrain(cell), reopened.byId("forest")) << "player " << p + 1;
        EXPECT_TRUE(map.locked(cell)) << "player " << p + 1;
    }
}

} // namespace
} // namespace hexloom::test
