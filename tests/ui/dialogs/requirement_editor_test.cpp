// The rule-set editor's requirement page shows every parameter by name in words with its help,
// never a bare id such as count_twice; a 0/1 switch is a check box that stores 1 or 0. With no
// requirement selected (none yet, or the last removed) the form is empty and cannot be edited.
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QListWidget>
#include <gtest/gtest.h>

#include "core/rules/requirement_registry.h"
#include "tests/support/fixtures.h"
#include "ui/dialogs/requirement_editor.h"

namespace hexloom::test {
namespace {

TEST(RequirementEditor, EveryParameterHasAWordedNameAndItsHelp)
{
    for (const auto& type : core::rules::requirementTypes()) {
        core::rules::RequirementSpec spec;
        spec.id = "R";
        spec.type = type.type;
        spec.name = "r";
        ui::dialogs::RequirementEditor editor;
        editor.setRequirements({spec});
        QStringList shown;
        for (auto* l : editor.findChildren<QLabel*>())
            shown << l->text();
        for (auto* b : editor.findChildren<QCheckBox*>())
            shown << b->text();
        for (const auto& p : type.parameters) {
            EXPECT_FALSE(shown.contains(QString::fromStdString(p.name)) && p.name.find('_') != std::string::npos)
                << type.type << ": the bare id " << p.name << " is shown";
            QString words = QString::fromStdString(p.name).replace(QLatin1Char('_'), QLatin1Char(' '));
            words[0] = words[0].toUpper();
            EXPECT_TRUE(shown.contains(words)) << type.type << ": no label " << words.toStdString();
            const QString help = QString::fromStdString(p.help);
            const bool helpShown = std::any_of(shown.begin(), shown.end(), [&](const QString& s) {
                return !s.isEmpty() && (s == help || help.contains(s));
            });
            EXPECT_TRUE(helpShown) << type.type << ": the help of " << p.name << " is not on the page";
        }
    }
}

TEST(RequirementEditor, CountTwiceIsACheckBoxThatStoresOneOrZero)
{
    auto rules = builtinRules("terra-mystica-published");
    ui::dialogs::RequirementEditor editor;
    editor.setRequirements(rules->requirements);
    QCheckBox* countTwice = nullptr;
    for (auto* b : editor.findChildren<QCheckBox*>())
        if (b->text().contains(QStringLiteral("counts each same neighbour")))
            countTwice = b;
    ASSERT_NE(countTwice, nullptr) << "REQ1's count_twice is not a check box";
    const bool was = countTwice->isChecked();
    countTwice->setChecked(!was);
    const auto out = editor.requirements();
    const auto& req1 = out.front();
    ASSERT_EQ(req1.type, rules->requirements.front().type);
    EXPECT_EQ(std::get<double>(req1.params.at("count_twice")), was ? 0.0 : 1.0);
}

// The list is narrower than a long name ("Every player's slice is worth about the same"): each
// entry says it whole in its tooltip, also after the name is edited.
TEST(RequirementEditor, EveryListEntrySaysItsWholeNameInItsTooltip)
{
    ui::dialogs::RequirementEditor editor;
    editor.setRequirements(builtinRules("space-galaxy")->requirements);
    auto* list = editor.findChild<QListWidget*>();
    ASSERT_GT(list->count(), 0);
    for (int i = 0; i < list->count(); ++i)
        EXPECT_EQ(list->item(i)->toolTip(), list->item(i)->text());
    list->setCurrentRow(0);
    auto* name = editor.findChildren<QLineEdit*>().at(1); // id, then name
    name->setText(QStringLiteral("A much longer name than the list shows"));
    emit name->textEdited(name->text());
    editor.requirements();
    EXPECT_TRUE(list->item(0)->toolTip().endsWith(QStringLiteral("A much longer name than the list shows"))) << list->item(0)->toolTip().toStdString();
}

TEST(RequirementEditor, WithoutARequirementTheFormIsEmptyAndDisabled)
{
    ui::dialogs::RequirementEditor editor;
    editor.setRequirements({});
    const auto fields = editor.findChildren<QLineEdit*>();
    ASSERT_FALSE(fields.isEmpty());
    for (auto* f : fields)
        EXPECT_FALSE(f->isEnabled());
    QPushButton *add = nullptr, *remove = nullptr;
    for (auto* b : editor.findChildren<QPushButton*>())
        (b->text() == QLatin1String("Add") ? add : remove) = b;
    ASSERT_TRUE(add && remove);
    add->click();
    ASSERT_EQ(editor.requirements().size(), 1u);
    for (auto* f : editor.findChildren<QLineEdit*>())
        EXPECT_TRUE(f->isEnabled()) << "the added requirement is shown to edit";
    remove->click();
    EXPECT_TRUE(editor.requirements().empty());
    for (auto* f : editor.findChildren<QLineEdit*>()) {
        EXPECT_FALSE(f->isEnabled()) << "nothing left to edit";
        if (!qobject_cast<QAbstractSpinBox*>(f->parent())) { // a spin box shows its 0
            EXPECT_TRUE(f->text().isEmpty()) << "the removed requirement is not shown";
        }
    }
}

} // namespace
} // namespace hexloom::test
