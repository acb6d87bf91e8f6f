// The rule-set editor's terrains carry what a hex says it is: Label and Glyph columns show each
// kind's label and glyph (the glyph picked from the bundled set, each entry with its picture), an
// edit reaches the rule set, a label too long to draw is named as it is typed and keeps Apply off
// (what was typed stays), and the fields the table does not show (badges, attributes, a harbour's
// zone, edited on the Players and attributes tab) survive Apply. In the real MainWindow, Edit → Rule Set… applies a new label as one undo step.
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <gtest/gtest.h>

#include "core/io/rule_set_file.h"
#include "tests/support/fixtures.h"
#include "tests/support/menu_action.h"
#include "tests/support/scratch_settings.h"
#include "ui/dialogs/glyph_combo.h"
#include "ui/dialogs/rule_set_editor_dialog.h"
#include "ui/dialogs/terrain_table.h"
#include "ui/document/map_document.h"
#include "ui/main_window/main_window.h"
#include "ui/session/document_session.h"

namespace hexloom::test {
namespace {

using ui::dialogs::TerrainTable;

int rowOf(QTableWidget* table, const QString& id)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, TerrainTable::kId)->text() == id)
            return r;
    return -1;
}

ui::dialogs::GlyphCombo* glyphAt(TerrainTable* table, int row) { return static_cast<ui::dialogs::GlyphCombo*>(table->cellWidget(row, TerrainTable::kGlyph)); }

QPushButton* applyButton(QDialog& dialog)
{
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
}

TEST(RuleSetEditorLooks, LabelAndGlyphAreEditedAndTheRestOfEachKindIsKept)
{
    const auto catan = builtinRules("catan-fair");
    ui::dialogs::RuleSetEditorDialog dialog(*catan);
    auto* table = dialog.findChild<TerrainTable*>();
    const int wood = rowOf(table, QStringLiteral("wood"));
    ASSERT_GE(wood, 0);
    const auto& original = catan->terrain(catan->byId("wood"));
    EXPECT_EQ(table->item(wood, TerrainTable::kLabel)->text().toStdString(), original.label);
    EXPECT_EQ(glyphAt(table, wood)->glyph().toStdString(), original.glyph);
    // Every glyph of the set is offered with its picture.
    auto* glyphs = glyphAt(table, wood);
    ASSERT_GT(glyphs->count(), 20);
    for (int i = 1; i < glyphs->count(); ++i)
        EXPECT_FALSE(glyphs->itemIcon(i).pixmap(20, 20).toImage().isNull()) << glyphs->itemText(i).toStdString();

    table->item(wood, TerrainTable::kLabel)->setText(QStringLiteral("Timber"));
    glyphs->setGlyph(QStringLiteral("star"));
    ASSERT_EQ(glyphs->glyph(), QStringLiteral("star")) << "the bundled set has no star";
    const auto edited = dialog.ruleSet();
    ASSERT_TRUE(edited.has_value());
    const auto& now = edited->terrain(edited->byId("wood"));
    EXPECT_EQ(now.label, "Timber");
    EXPECT_EQ(now.glyph, "star");
    // What the table does not show stays as loaded.
    EXPECT_EQ(now.badges, original.badges);
    EXPECT_EQ(now.attributes, original.attributes);
    for (const auto& t : catan->terrains)
        EXPECT_EQ(edited->terrain(edited->byId(t.id)).zone, t.zone) << t.id;
}

TEST(RuleSetEditorLooks, ALabelTooLongIsNamedAsTypedAndKeepsApplyOff)
{
    const auto catan = builtinRules("catan");
    ui::dialogs::RuleSetEditorDialog dialog(*catan);
    auto* table = dialog.findChild<TerrainTable*>();
    ASSERT_TRUE(applyButton(dialog)->isEnabled());
    table->item(1, TerrainTable::kLabel)->setText(QStringLiteral("Wheatfields!"));
    EXPECT_FALSE(applyButton(dialog)->isEnabled());
    QString shown;
    for (auto* l : dialog.findChildren<QLabel*>())
        if (l->text().startsWith(QLatin1String("Terrains, row 2, label")))
            shown = l->text();
    EXPECT_EQ(shown.toStdString(), "Terrains, row 2, label: \"Wheatfields!\" has 12 characters; a label is drawn on the hex and fits at most 10");
    EXPECT_EQ(table->item(1, TerrainTable::kLabel)->text(), QStringLiteral("Wheatfields!")) << "what was typed stays";
    EXPECT_FALSE(dialog.ruleSet().has_value()) << "the reader refuses it too";
    table->item(1, TerrainTable::kLabel)->setText(QStringLiteral("Fields"));
    EXPECT_TRUE(applyButton(dialog)->isEnabled());
}

TEST(RuleSetEditorLooks, ANewLabelIsOneUndoStepOfTheMap)
{
    ASSERT_TRUE(kScratchSettings);
    ui::main_window::MainWindow w;
    w.openDefault();
    auto* doc = w.session()->document();
    const std::string before = doc->rules().terrains[0].label;
    QAction* edit = menuAction(w, QStringLiteral("Rule &Set…"));
    ASSERT_NE(edit, nullptr);
    bool applied = false;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<ui::dialogs::RuleSetEditorDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr);
        dialog->findChild<TerrainTable*>()->item(0, TerrainTable::kLabel)->setText(QStringLiteral("Changed"));
        applyButton(*dialog)->click();
        applied = true;
    });
    edit->trigger();
    ASSERT_TRUE(applied);
    EXPECT_EQ(doc->rules().terrains[0].label, "Changed");
    doc->undoStack()->undo();
    EXPECT_EQ(doc->rules().terrains[0].label, before);
    doc->undoStack()->redo();
    EXPECT_EQ(doc->rules().terrains[0].label, "Changed");
}

} // namespace
} // namespace hexloom::test
