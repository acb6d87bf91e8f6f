// The journey of a designer with a game of their own, in the real MainWindow: File -> New Game...
// from a blank page, four kinds given ids and labels typed into the table, three players whose
// homes are placed by clicking the preview (at the hexes' positions recomputed from the board's
// geometry), a requirement from the registry, Finish and the file dialog; a map is made on the new
// rule set, a search runs from the Search dock, the map is saved (File -> Save As) and opened again
// (File -> Open), the saved rule set is opened again for a second map (File -> New), and on every
// map the homes are where they were clicked, holding their home tiles, locked; the map saved
// carries the recipe of the search that made it.
#include <QApplication>
#include <QDoubleSpinBox>
#include <QFileInfo>
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
#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <set>

#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/search/solver.h"
#include "tests/support/event_loop.h"
#include "tests/support/file_dialog_answer.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/dialogs/home_board_item.h"
#include "ui/dialogs/home_preview.h"
#include "ui/dialogs/kinds_table.h"
#include "ui/dialogs/new_map_dialog.h"
#include "ui/dialogs/new_game_wizard.h"
#include "ui/dialogs/requirement_editor.h"
#include "ui/docks/search_dock.h"
#include "ui/docks/seed_edit.h"
#include "ui/document/map_document.h"
#include "ui/main_window/file_controller.h"
#include "ui/main_window/main_window.h"
#include "ui/main_window/map_saver.h"
#include "ui/run/run_controller.h"
#include "ui/run/run_request.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/symmetry_item.h"
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

// Clicks row `row` of a table where it is drawn, as a designer selects it.
void clickRow(QTableWidget* table, int row)
{
    const QRect cell = table->visualItemRect(table->item(row, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
}

// Types `text` into a cell of `table` as a designer does: double-click, select all, type, Enter.
void typeInCell(QTableWidget* table, int row, int column, const QString& text)
{
    const QRect cell = table->visualRect(table->model()->index(row, column));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center()); // the press a double-click starts with
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QLineEdit* editor = nullptr;
    for (QLineEdit* e : table->viewport()->findChildren<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly))
        if (e->isVisible() && e->geometry().intersects(cell))
            editor = e;
    ASSERT_NE(editor, nullptr) << "no editor opened on row " << row << ", column " << column;
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // Offscreen the editor has no keyboard focus, so the Return may not commit it: a click on
    // another cell of the row (a plain click opens no editor) does, as it does for a designer.
    const QRect other = table->visualRect(table->model()->index(row, column == 0 ? 1 : 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, other.center());
    EXPECT_EQ(table->item(row, column)->text(), text) << "the text typed was not committed";
}

// Answers the next file dialog with `path`; `suggested` is the name the dialog offered.
using SaveDialogAnswer = FileDialogAnswer;

// What the designer does in the wizard, step by step, checking what each page says.
void fillWizard(dialogs::NewGameWizard& wizard, const QString& rulesPath)
{
    wizard.show();
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kGamePage);
    auto* name = wizard.findChild<QLineEdit*>(QStringLiteral("GameName"));
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("river-realms"));
    EXPECT_EQ(wizard.draft().name, "river-realms");
    EXPECT_EQ(wizard.board().size(), 37); // the blank page's hexagon of radius 3
    wizard.button(QWizard::NextButton)->click();

    // Kinds: the blank page's four, each given an id and a label typed into the table; a label
    // too long and a pool that does not fit the board are named in one line and kept as typed.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kKindsPage);
    auto* kinds = wizard.findChild<dialogs::KindsTable*>();
    ASSERT_EQ(kinds->rowCount(), 4);
    const QStringList ids{QStringLiteral("forest"), QStringLiteral("lake"), QStringLiteral("hill"), QStringLiteral("field")};
    for (int k = 0; k < 4; ++k) {
        typeInCell(kinds, k, dialogs::KindsTable::kId, ids[k]);
        typeInCell(kinds, k, dialogs::KindsTable::kLabel, k == 0 ? QStringLiteral("Ancient forest") : ids[k]);
        EXPECT_EQ(wizard.draft().terrains[static_cast<size_t>(k)].id, ids[k].toStdString());
    }
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled()) << "a label of 14 characters";
    EXPECT_TRUE(problemOf(wizard.currentPage())->text().startsWith(QStringLiteral("Kinds, row 1, label: \"Ancient forest\" is 14 characters long")))
        << problemOf(wizard.currentPage())->text().toStdString();
    EXPECT_EQ(kinds->item(0, dialogs::KindsTable::kLabel)->text(), QStringLiteral("Ancient forest")) << "what was typed stays";
    typeInCell(kinds, 0, dialogs::KindsTable::kLabel, QStringLiteral("Forest"));
    auto* pool = static_cast<QSpinBox*>(kinds->cellWidget(0, dialogs::KindsTable::kPool));
    pool->setValue(pool->value() + 5);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(problemOf(wizard.currentPage())->text().toStdString(), "field \"pool\": the pool holds 42 tiles but the board has 37 cells (5 too many)");
    EXPECT_EQ(pool->value(), 15) << "what was typed stays";
    pool->setValue(pool->value() - 5);
    ASSERT_TRUE(wizard.button(QWizard::NextButton)->isEnabled()) << problemOf(wizard.currentPage())->text().toStdString();
    wizard.button(QWizard::NextButton)->click();

    // Players: three; the first row selected, each click on the preview places the selected
    // player's home and moves on to the next player without one.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kPlayersPage);
    wizard.findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(3);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled()) << "players without homes";
    EXPECT_TRUE(problemOf(wizard.currentPage())->text().contains(QLatin1String("players.list[0].home")));
    auto* preview = wizard.findChild<dialogs::HomePreview*>();
    auto* players = wizard.findChild<QTableWidget*>(QStringLiteral("PlayersTable"));
    clickRow(players, 0);
    for (int p = 0; p < 3; ++p) {
        EXPECT_EQ(players->currentRow(), p);
        clickHex(preview, kHomes[static_cast<size_t>(p)]);
    }
    // Two players on one home is refused in one line; a click elsewhere mends it.
    clickRow(players, 2);
    clickHex(preview, kHomes[0]);
    EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
    EXPECT_TRUE(problemOf(wizard.currentPage())->text().contains(QLatin1String("is already player Player 1's home")));
    clickHex(preview, kHomes[2]);
    ASSERT_TRUE(wizard.button(QWizard::NextButton)->isEnabled()) << problemOf(wizard.currentPage())->text().toStdString();
    wizard.button(QWizard::NextButton)->click();

    // Requirements: one picked from the registry.
    ASSERT_EQ(wizard.currentId(), dialogs::NewGameWizard::kRequirementsPage);
    auto* editor = wizard.findChild<dialogs::RequirementEditor*>();
    for (QPushButton* b : editor->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Add"))
            b->click();
    for (QComboBox* combo : editor->findChildren<QComboBox*>())
        if (const int i = combo->findText(QStringLiteral("same-terrain-pairs")); i >= 0)
            combo->setCurrentIndex(i);
    // Finish asks where to save, suggesting the game's name.
    SaveDialogAnswer answer(rulesPath);
    wizard.button(QWizard::FinishButton)->click();
    EXPECT_TRUE(answer.suggested.endsWith(QStringLiteral("river-realms.json"))) << answer.suggested.toStdString();
}

// Homes are constraints: each home hex of `rules` holds its player's home tile, locked, on `w`'s map.
void expectHomesHeld(main_window::MainWindow& w, const core::rules::RuleSet& rules, const char* when)
{
    const auto& board = w.session()->document()->board();
    const auto& map = w.session()->document()->map();
    ASSERT_EQ(rules.players.players.size(), 3u) << when;
    for (size_t p = 0; p < 3; ++p) {
        EXPECT_EQ(rules.players.players[p].homeCells, std::vector<OffsetCoord>{kHomes[p]}) << when << ", player " << p + 1;
        const auto cell = board.indexAtOffset(kHomes[p]);
        ASSERT_NE(cell, core::model::kNoCell) << when;
        EXPECT_EQ(rules.players.players[p].homeTile, "forest") << when;
        EXPECT_EQ(map.terrain(cell), rules.byId("forest")) << when << ", player " << p + 1;
        EXPECT_TRUE(map.locked(cell)) << when << ", player " << p + 1;
    }
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
    ASSERT_TRUE(QFileInfo(rulesPath).isFile()) << "Finish saved no rule set";

    // The new game is applied and a map made on it: its board, every hex a tile of its pool, the
    // homes held and locked from the start.
    auto* doc = w.session()->document();
    ASSERT_EQ(doc->rules().name, "river-realms");
    EXPECT_EQ(doc->rules().terrainCount(), 4);
    EXPECT_EQ(doc->rules().terrain(0).label, "Forest");
    EXPECT_EQ(doc->board().size(), 37);
    for (core::model::CellIndex c = 0; c < doc->board().size(); ++c)
        EXPECT_NE(doc->map().terrain(c), core::model::kNoTerrain);
    ASSERT_EQ(doc->rules().requirements.size(), 1u);
    EXPECT_EQ(doc->rules().requirements[0].type, "same-terrain-pairs");
    expectHomesHeld(w, doc->rules(), "the new map");

    // A search from the Search dock: the fast solver, seed 5, two seconds at most.
    const auto original = doc->map();
    auto* search = w.findChild<docks::SearchDock*>();
    ASSERT_NE(search, nullptr);
    auto* algorithm = search->findChild<QComboBox*>(QStringLiteral("SearchAlgorithm"));
    algorithm->setCurrentIndex(algorithm->findData(QStringLiteral("fast")));
    search->findChild<docks::SeedEdit*>(QStringLiteral("SearchSeed"))->setValue(5);
    search->findChild<QDoubleSpinBox*>(QStringLiteral("SearchTimeLimit"))->setValue(2);
    search->runAction()->trigger();
    auto* runs = w.session()->runs();
    ASSERT_TRUE(spinUntil([&] { return !runs->isRunning(); }, 20000));
    spinFor(50); // the last snapshot reaches the document
    EXPECT_FALSE(doc->map().sameContents(original)) << "the search changed nothing";
    expectHomesHeld(w, doc->rules(), "after the search");

    // File → Save As…, then File → Open… of the map.
    {
        FileDialogAnswer answer(mapPath);
        menuAction(w, QStringLiteral("Save &As…"))->trigger();
        ASSERT_TRUE(w.files()->saver()->finish());
    }
    ASSERT_TRUE(QFileInfo(mapPath).isFile());
    const auto searched = doc->map();
    const auto* before = w.session();
    {
        FileDialogAnswer answer(mapPath);
        menuAction(w, QStringLiteral("&Open…"))->trigger();
        ASSERT_TRUE(spinUntil([&] { return w.session() != before; }, 10000)) << "File → Open did not open the map";
    }
    const auto& reopened = w.session()->document()->rules();
    EXPECT_EQ(reopened.name, "river-realms");
    EXPECT_TRUE(w.session()->document()->map().sameContents(searched)) << "the map opened is the one the search made";
    expectHomesHeld(w, reopened, "the map opened again");
    // The map keeps the recipe of the search that made it.
    const auto saved = core::io::loadMap(mapPath).metadata;
    EXPECT_TRUE(QString::fromStdString(saved.recipe).startsWith(QStringLiteral("hexloom-recipe/1 "))) << saved.recipe.substr(0, 60);
    EXPECT_TRUE(QString::fromStdString(saved.recipe).contains(QStringLiteral(" --seed 5 ")));
    EXPECT_FALSE(saved.recipeEdited);
    EXPECT_NE(w.session()->document()->recipe(), nullptr) << "opened again, the map still has its recipe";

    // File → New… offers the rule set just saved, on its own board: a second map of the game,
    // read from the file, with the homes where they were clicked.
    QString offered;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<dialogs::NewMapDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        offered = dialog->ruleSetSource();
        dialog->accept();
    });
    menuAction(w, QStringLiteral("&New…"))->trigger();
    EXPECT_EQ(offered, rulesPath);
    ASSERT_EQ(w.session()->document()->rules().name, "river-realms");
    EXPECT_EQ(w.session()->document()->board().size(), 37);
    EXPECT_EQ(w.session()->document()->rules().terrain(0).id, "forest");
    expectHomesHeld(w, w.session()->document()->rules(), "a new map of the saved rule set");
}

// The hex whose centre is nearest `p` on the preview's board (scene units).
core::model::CellIndex hexNear(const core::model::Board& board, QPointF p)
{
    const scene::BoardGeometry geometry(board);
    core::model::CellIndex best = 0;
    for (core::model::CellIndex c = 1; c < board.size(); ++c)
        if (QLineF(geometry.centre(c), p).length() < QLineF(geometry.centre(best), p).length())
            best = c;
    return best;
}

// `at` turned by `degrees` about the centre of the board's hexes (the mean of their centres).
QPointF turned(const core::model::Board& board, QPointF at, double degrees)
{
    const scene::BoardGeometry geometry(board);
    QPointF centre;
    for (core::model::CellIndex c = 0; c < board.size(); ++c)
        centre += geometry.centre(c) / board.size();
    const double a = degrees * std::numbers::pi / 180, dx = at.x() - centre.x(), dy = at.y() - centre.y();
    return centre + QPointF(dx * std::cos(a) - dy * std::sin(a), dx * std::sin(a) + dy * std::cos(a));
}

std::set<core::model::CellIndex> homesOf(const dialogs::NewGameWizard& wizard, size_t first, size_t last)
{
    std::set<core::model::CellIndex> cells;
    for (size_t p = first; p <= last; ++p)
        for (const auto& at : wizard.draft().players.players[p].homeCells)
            cells.insert(wizard.board().indexAtOffset(at));
    return cells;
}

// Hexes of the blank page's board (a hexagon of radius 3, centre at row 3, column 3): a home moved
// there, and a fourth seat's home (neither on the other's turns nor the centre).
const OffsetCoord kMoved{1, 2}, kFourth{2, 5};

// New Game with a symmetric game: three seats under a third of a turn. One click places the first
// seat's home, and the other two seats' homes land on its images (checked by turning the hex's
// position 120 and 240 degrees about the board's centre); the preview draws every home as the
// canvas does (its number, its tile, locked) and rings each image; moving the first home moves its
// partners; a fourth seat's images have no seat left and are marked as missing; Finish writes the
// symmetry and the homes.
TEST(NewGameJourney, SymmetricSeatsHomesMapOntoEachOther)
{
    ASSERT_TRUE(kScratchSettings);
    QTemporaryDir dir;
    const QString rulesPath = dir.filePath(QStringLiteral("three-seats.json"));
    main_window::MainWindow w;
    w.openDefault();
    bool done = false;
    QTimer::singleShot(0, [&] {
        auto* wizard = qobject_cast<dialogs::NewGameWizard*>(QApplication::activeModalWidget());
        ASSERT_NE(wizard, nullptr);
        wizard->show();
        wizard->findChild<QLineEdit*>(QStringLiteral("GameName"))->setText(QStringLiteral("three-seats"));
        wizard->next();
        wizard->next();
        ASSERT_EQ(wizard->currentId(), dialogs::NewGameWizard::kPlayersPage);
        wizard->findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(3);
        auto* symmetry = wizard->findChild<QComboBox*>(QStringLiteral("SeatSymmetry"));
        ASSERT_NE(symmetry, nullptr);
        const int third = symmetry->findData(static_cast<int>(core::symmetry::SymmetryMode::Rotate3));
        symmetry->setCurrentIndex(third);
        emit symmetry->activated(third);
        EXPECT_EQ(wizard->draft().symmetry, core::symmetry::SymmetryMode::Rotate3);
        auto* preview = wizard->findChild<dialogs::HomePreview*>();
        auto* players = wizard->findChild<QTableWidget*>(QStringLiteral("PlayersTable"));
        const auto& board = wizard->board(); // the preview's own is replaced at every change
        const scene::BoardGeometry geometry(board);
        players->selectRow(0);
        clickHex(preview, kHomes[0]);
        const auto first = board.indexAtOffset(kHomes[0]);
        const std::set<core::model::CellIndex> images{hexNear(board, turned(board, geometry.centre(first), 120)),
                                                      hexNear(board, turned(board, geometry.centre(first), 240))};
        EXPECT_EQ(homesOf(*wizard, 1, 2), images) << "seats 2 and 3 on the images of seat 1's home";
        ASSERT_TRUE(wizard->button(QWizard::NextButton)->isEnabled()) << problemOf(wizard->currentPage())->text().toStdString();
        // Drawn as on the canvas: numbered, holding the home tile, locked; every image ringed as held.
        const auto* item = preview->boardItem();
        ASSERT_NE(item, nullptr);
        for (size_t p = 0; p < 3; ++p) {
            const auto cell = board.indexAtOffset(wizard->draft().players.players[p].homeCells.front());
            EXPECT_EQ(item->homes()[static_cast<size_t>(cell)], static_cast<int>(p) + 1);
            EXPECT_EQ(item->map().terrain(cell), wizard->draft().byId(wizard->draft().players.players[p].homeTile));
            EXPECT_TRUE(item->map().locked(cell));
        }
        const auto& rings = preview->symmetryItem()->homeImages();
        EXPECT_EQ(rings.size(), 6u);
        for (const auto& r : rings)
            EXPECT_TRUE(r.matched) << "player " << r.player;
        // Seat 1 moves: its partners follow to the new images.
        players->selectRow(0);
        clickHex(preview, kMoved);
        const auto moved = board.indexAtOffset(kMoved);
        EXPECT_EQ(homesOf(*wizard, 1, 2), (std::set<core::model::CellIndex>{hexNear(board, turned(board, geometry.centre(moved), 120)),
                                                                             hexNear(board, turned(board, geometry.centre(moved), 240))}));
        // A fourth seat: no seat is left for its images, which the preview marks as missing.
        wizard->findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(4);
        players->selectRow(3);
        clickHex(preview, kFourth);
        int missing = 0;
        for (const auto& r : preview->symmetryItem()->homeImages())
            missing += !r.matched && r.player == 4 ? 1 : 0;
        EXPECT_EQ(missing, 2);
        wizard->findChild<QSpinBox*>(QStringLiteral("PlayerCount"))->setValue(3);
        wizard->setPathAsker([rulesPath](const QString&) { return rulesPath; });
        wizard->next();
        wizard->button(QWizard::FinishButton)->click();
        done = true;
        if (wizard->isVisible())
            wizard->reject();
    });
    menuAction(w, QStringLiteral("New &Game…"))->trigger();
    ASSERT_TRUE(done);
    const auto rules = core::io::loadRuleSetFile(rulesPath);
    EXPECT_EQ(rules.symmetry, core::symmetry::SymmetryMode::Rotate3);
    ASSERT_EQ(rules.players.players.size(), 3u);
    const auto& board = w.session()->document()->board();
    std::set<core::model::CellIndex> saved;
    for (const auto& p : rules.players.players)
        saved.insert(board.indexAtOffset(p.homeCells.front()));
    const auto moved = board.indexAtOffset(kMoved);
    const scene::BoardGeometry geometry(board);
    EXPECT_EQ(saved, (std::set<core::model::CellIndex>{moved, hexNear(board, turned(board, geometry.centre(moved), 120)),
                                                       hexNear(board, turned(board, geometry.centre(moved), 240))}));
}

} // namespace
} // namespace hexloom::test
