// The New dialog's custom board: a blank hexagon of the chosen radius that the designer shapes
// with the Shape tool (radius 0: a single hex), saved as a custom shape.
#include <QComboBox>
#include <QSpinBox>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "core/io/atomic_file.h"
#include "core/io/map_file.h"
#include "core/io/rule_set_file.h"
#include "core/rules/edits/new_game.h"
#include "ui/dialogs/new_map_dialog.h"
#include "ui/document/document_files.h"

namespace hexloom::test {
namespace {

TEST(NewMapDialog, CustomBoardIsABlankHexagonOfTheChosenRadius)
{
    ui::dialogs::NewMapDialog dialog(QStringLiteral("terra-mystica-published"));
    QComboBox* board = nullptr;
    for (auto* c : dialog.findChildren<QComboBox*>())
        if (c->findData(QStringLiteral("@custom")) >= 0)
            board = c;
    ASSERT_TRUE(board);
    board->setCurrentIndex(board->findData(QStringLiteral("@custom")));
    auto* radius = dialog.findChildren<QSpinBox*>().front(); // "R or W"
    ASSERT_TRUE(radius->isEnabled()) << "the custom board has a size";
    for (int r : {0, 3}) {
        radius->setValue(r);
        const auto doc = dialog.create();
        const auto& b = *doc.content.board;
        EXPECT_EQ(b.size(), 3 * r * (r + 1) + 1);
        EXPECT_EQ(b.shape(), core::model::BoardShape::Custom);
        for (core::model::CellIndex c = 0; c < b.size(); ++c)
            EXPECT_EQ(doc.content.map.terrain(c), core::model::kNoTerrain);
    }
}

// Pressing OK at once must make a map for every rule set: the first built-in map in the list
// (catan-standard) used to stay selected under Terra Mystica rules and was refused.
TEST(NewMapDialog, TheDefaultsMakeAMapForEveryBuiltInRuleSet)
{
    for (const QString& name : core::io::builtinRuleSetNames()) {
        ui::dialogs::NewMapDialog dialog(name);
        ui::document::LoadedDocument doc;
        ASSERT_NO_THROW(doc = dialog.create()) << name.toStdString();
        const auto rules = core::io::loadRuleSet(name);
        EXPECT_EQ(doc.content.rules->name, rules->name);
        if (!rules->board.map.empty()) { // its own map, read with its own rules
            EXPECT_EQ(*doc.content.board, core::io::loadMap(QStringLiteral(":/hexloom/maps/") + QString::fromStdString(rules->board.map), name).board)
                << name.toStdString();
        }
    }
}

} // namespace
} // namespace hexloom::test

namespace hexloom::test {
namespace {

// The last rule-set file the designer used is offered again only while it exists: a game made
// with New Game and then deleted left New… selecting a file that OK refused.
TEST(NewMapDialog, ALastRuleSetFileThatIsGoneIsNotOffered)
{
    ui::dialogs::NewMapDialog dialog(QStringLiteral("/nonexistent/river-realms.json"));
    ui::document::LoadedDocument doc;
    ASSERT_NO_THROW(doc = dialog.create());
    EXPECT_TRUE(core::io::builtinRuleSetNames().contains(dialog.ruleSetSource())) << dialog.ruleSetSource().toStdString();
}

} // namespace
} // namespace hexloom::test

namespace hexloom::test {
namespace {

// A game of one's own names no shipped map but declares its board: New… offers that board, so OK
// at once makes a map whose every hex its pool fills and whose homes hold their tiles, locked
// (the dialog used to offer a hexagon of radius 4 whatever the game's board).
TEST(NewMapDialog, AGameOfOnesOwnGetsTheBoardItDeclares)
{
    QTemporaryDir dir;
    for (const core::rules::BoardSpec& spec : {core::rules::BoardSpec{"hexagon", 3, 0, true, ""}, core::rules::BoardSpec{"rectangle", 6, 5, true, ""}}) {
        core::rules::NewGameOptions options;
        options.name = "own-" + spec.shape;
        options.board = spec;
        options.players = 3;
        const auto rules = core::rules::makeNewGame(options);
        const QString path = dir.filePath(QString::fromStdString(options.name) + QStringLiteral(".json"));
        core::io::saveFileAtomically(path, core::io::writeRuleSet(rules));
        ui::dialogs::NewMapDialog dialog(path);
        ASSERT_EQ(dialog.ruleSetSource(), path);
        ui::document::LoadedDocument doc;
        ASSERT_NO_THROW(doc = dialog.create()) << spec.shape;
        EXPECT_EQ(*doc.content.board, core::rules::boardOf(spec)) << spec.shape;
        for (const auto& player : rules.players.players) {
            const auto cell = doc.content.board->indexAtOffset(player.homeCells.front());
            ASSERT_NE(cell, core::model::kNoCell);
            EXPECT_EQ(doc.content.map.terrain(cell), rules.byId(player.homeTile)) << player.id;
            EXPECT_TRUE(doc.content.map.locked(cell)) << player.id;
        }
    }
}

} // namespace
} // namespace hexloom::test
