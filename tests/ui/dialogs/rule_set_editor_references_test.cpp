// The rule-set editor renames and removes kinds with their references (core/rules/edits/
// kind_references.h): the edited rule set checks, and the map keeps the renamed kind's hexes.
#include <QApplication>
#include <QComboBox>
#include <QPushButton>
#include <QRadioButton>
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

} // namespace
} // namespace hexloom::test
