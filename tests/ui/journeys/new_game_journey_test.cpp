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
#include "ui/dialogs/new_game_wizard.h"
#include "ui/dialogs/requirement_editor.h"
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
