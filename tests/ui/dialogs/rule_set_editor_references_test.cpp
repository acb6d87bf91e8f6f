// The rule-set editor renames and removes kinds with their references (core/rules/edits/
// kind_references.h): the edited rule set checks, and the map keeps the renamed kind's hexes.
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "core/rules/edits/kind_references.h"
#include "tests/support/fixtures.h"
#include "ui/dialogs/kind_removal_dialog.h"
#include "ui/dialogs/rule_set_editor_dialog.h"
#include "ui/dialogs/terrain_table.h"

namespace hexloom::test {
namespace {

int rowOf(QTableWidget* table, const QString& id)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == id)
            return r;
    return -1;
}

TEST(RuleSetEditorReferences, RenamingAKindRenamesEveryReferenceAndKeepsItsHexes)
{
    const auto galaxy = builtinRules("space-galaxy");
    const auto map = builtinMap("space-galaxy", *galaxy);
    ui::dialogs::RuleSetEditorDialog dialog(*galaxy);
    auto* table = dialog.findChild<ui::dialogs::TerrainTable*>();
    table->item(rowOf(table, QStringLiteral("supernova")), 0)->setText(QStringLiteral("nova"));
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value());
    EXPECT_EQ(edited->byId("supernova"), core::model::kNoTerrain);
    EXPECT_EQ(core::rules::kindReferences(*edited, "nova").size(), core::rules::kindReferences(*galaxy, "supernova").size());
    const auto remapped = ui::dialogs::RuleSetEditorDialog::remap(map.map, *galaxy, *edited, dialog.renamedKinds());
    for (core::model::CellIndex c = 0; c < map.board.size(); ++c)
        if (map.map.terrain(c) == galaxy->byId("supernova")) {
            EXPECT_EQ(remapped.terrain(c), edited->byId("nova"));
        }
}

TEST(RuleSetEditorReferences, RemovingAKindAsksAndTheReplacementTakesItsHexes)
{
    const auto galaxy = builtinRules("space-galaxy");
    const auto map = builtinMap("space-galaxy", *galaxy);
    ui::dialogs::RuleSetEditorDialog dialog(*galaxy);
    auto* table = dialog.findChild<ui::dialogs::TerrainTable*>();
    table->setCurrentCell(rowOf(table, QStringLiteral("rift")), 2);
    bool asked = false;
    QTimer::singleShot(0, [&] {
        auto* ask = qobject_cast<ui::dialogs::KindRemovalDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(ask, nullptr);
        asked = true;
        ask->findChildren<QRadioButton*>().at(1)->click();
        auto* others = ask->findChild<QComboBox*>(QStringLiteral("Replacement"));
        others->setCurrentIndex(others->findData(QStringLiteral("nebula")));
        ask->accept();
    });
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Remove terrain"))
            b->click();
    ASSERT_TRUE(asked);
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value());
    EXPECT_EQ(edited->byId("rift"), core::model::kNoTerrain);
    EXPECT_EQ(rowOf(table, QStringLiteral("rift")), -1);
    const auto remapped = ui::dialogs::RuleSetEditorDialog::remap(map.map, *galaxy, *edited, dialog.renamedKinds());
    for (core::model::CellIndex c = 0; c < map.board.size(); ++c)
        if (map.map.terrain(c) == galaxy->byId("rift")) {
            EXPECT_EQ(remapped.terrain(c), edited->byId("nebula"));
        }
}

void clickRemove(ui::dialogs::RuleSetEditorDialog& dialog)
{
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Remove terrain"))
            b->click();
}

QString errorLine(const ui::dialogs::RuleSetEditorDialog& dialog)
{
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->styleSheet().contains(QLatin1String("#b00020")))
            return label->text();
    return {};
}

// A kind other fields name cannot have its references found while the form does not check (here
// a label too long): removing it is refused in one line naming the row and why, and nothing is
// removed; once the label fits, the removal asks as usual.
TEST(RuleSetEditorReferences, ANamedKindIsNotRemovedWhileTheFormDoesNotCheck)
{
    const auto galaxy = builtinRules("space-galaxy");
    ASSERT_FALSE(core::rules::kindReferences(*galaxy, "rift").empty());
    ui::dialogs::RuleSetEditorDialog dialog(*galaxy);
    auto* table = dialog.findChild<ui::dialogs::TerrainTable*>();
    const int nebula = rowOf(table, QStringLiteral("nebula"));
    table->item(nebula, ui::dialogs::TerrainTable::kLabel)->setText(QStringLiteral("A very long label"));
    table->setCurrentCell(rowOf(table, QStringLiteral("rift")), 2);
    bool asked = false;
    QTimer::singleShot(0, [&] {
        if (auto* ask = qobject_cast<ui::dialogs::KindRemovalDialog*>(QApplication::activeModalWidget())) {
            asked = true;
            ask->reject();
        }
    });
    clickRemove(dialog);
    QApplication::processEvents();
    EXPECT_FALSE(asked);
    EXPECT_NE(rowOf(table, QStringLiteral("rift")), -1) << "the kind stays";
    const QString error = errorLine(dialog);
    EXPECT_TRUE(error.startsWith(QStringLiteral("Terrains, row %1: \"rift\" is named elsewhere").arg(rowOf(table, QStringLiteral("rift")) + 1)))
        << error.toStdString();
    EXPECT_TRUE(error.contains(QLatin1String("label"))) << error.toStdString();
    EXPECT_EQ(table->item(nebula, ui::dialogs::TerrainTable::kLabel)->text(), QStringLiteral("A very long label")) << "what was typed stays";

    table->item(nebula, ui::dialogs::TerrainTable::kLabel)->setText(QStringLiteral("Neb"));
    QTimer::singleShot(0, [&] {
        auto* ask = qobject_cast<ui::dialogs::KindRemovalDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(ask, nullptr);
        asked = true;
        ask->findChildren<QRadioButton*>().at(1)->click(); // its tiles to another kind: the pool still fills the board
        ask->accept();
    });
    clickRemove(dialog);
    EXPECT_TRUE(asked);
    EXPECT_EQ(rowOf(table, QStringLiteral("rift")), -1);
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value()) << errorLine(dialog).toStdString();
    EXPECT_TRUE(core::rules::kindReferences(*edited, "rift").empty());
}

// The rule set is checked against the board of the map it is applied to: Catan's 19-tile pool on a
// map of 37 hexes is refused naming the pool, and once the pool fills those hexes the rule set
// declares the board it is played on (so its file reads back); on its own board nothing changes.
TEST(RuleSetEditorReferences, ThePoolIsCheckedAgainstTheMapsBoard)
{
    const auto catan = builtinRules("catan");
    {
        ui::dialogs::RuleSetEditorDialog dialog(*catan);
        dialog.setPlayedBoard(core::model::Board::hexagon(2));
        const auto same = dialog.ruleSet();
        ASSERT_TRUE(same.has_value()) << errorLine(dialog).toStdString();
        EXPECT_EQ(same->board.shape, catan->board.shape);
        EXPECT_EQ(same->board.map, catan->board.map);
    }
    ui::dialogs::RuleSetEditorDialog dialog(*catan);
    dialog.setPlayedBoard(core::model::Board::hexagon(3));
    EXPECT_FALSE(dialog.ruleSet().has_value());
    EXPECT_TRUE(errorLine(dialog).contains(QLatin1String("field \"pool\": the pool holds 19 tiles but the board has 37 cells (18 too few)")))
        << errorLine(dialog).toStdString();
    auto* table = dialog.findChild<ui::dialogs::TerrainTable*>();
    auto* desert = static_cast<QSpinBox*>(table->cellWidget(rowOf(table, QStringLiteral("desert")), ui::dialogs::TerrainTable::kPool));
    desert->setValue(desert->value() + 18);
    const auto played = dialog.ruleSet();
    ASSERT_TRUE(played.has_value()) << errorLine(dialog).toStdString();
    EXPECT_EQ(played->board.shape, "hexagon");
    EXPECT_EQ(played->board.a, 3);
    EXPECT_NO_THROW(core::io::parseRuleSet(core::io::writeRuleSet(*played), "played.json"));
}

} // namespace
} // namespace hexloom::test
