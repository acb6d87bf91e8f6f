#include "ui/dialogs/requirement_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <initializer_list>

#include "core/rules/requirement_registry.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

using core::rules::RequirementSpec;

RequirementEditor::RequirementEditor(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    list_ = new QListWidget(this);
    auto* add = new QPushButton(tr("Add"), this);
    add->setToolTip(tr("Add a requirement"));
    auto* remove = new QPushButton(tr("Remove"), this);
    remove->setToolTip(tr("Remove the selected requirement"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    left->addWidget(list_);
    left->addLayout(buttons);
    auto* form = new QFormLayout;
    id_ = new QLineEdit(this);
    type_ = new QComboBox(this);
    for (const auto& t : core::rules::requirementTypes()) {
        type_->addItem(QString::fromStdString(t.type));
        type_->setItemData(type_->count() - 1, text::coreText(t.summary), Qt::ToolTipRole);
    }
    name_ = new QLineEdit(this);
    weight_ = new QDoubleSpinBox(this);
    weight_->setRange(0, 1e6);
    enabled_ = new QCheckBox(tr("counts in the score"), this);
    params_ = new QFormLayout;
    form->addRow(tr("Id"), id_);
    form->addRow(tr("Type"), type_);
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Weight"), weight_);
    form->addRow(tr("On"), enabled_);
    form->addRow(params_);
    layout->addLayout(left, 1);
    layout->addLayout(form, 2);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        store();
        load(row);
    });
    connect(type_, &QComboBox::currentTextChanged, this, [this](const QString& t) {
        if (loading_)
            return;
        buildParams(t.toStdString());
        changed();
    });
    connect(id_, &QLineEdit::textEdited, this, &RequirementEditor::changed);
    connect(name_, &QLineEdit::textEdited, this, &RequirementEditor::changed);
    connect(weight_, &QDoubleSpinBox::valueChanged, this, &RequirementEditor::changed);
    connect(enabled_, &QCheckBox::toggled, this, &RequirementEditor::changed);
    connect(add, &QPushButton::clicked, this, &RequirementEditor::addRequirement);
    connect(remove, &QPushButton::clicked, this, &RequirementEditor::removeRequirement);
    load(-1);
}

void RequirementEditor::setRequirements(std::vector<RequirementSpec> specs)
{
    specs_ = std::move(specs);
    current_ = -1;
    list_->clear();
    for (const auto& s : specs_)
        addListItem(s);
    if (!specs_.empty())
        list_->setCurrentRow(0);
    else
        load(-1);
}

std::vector<RequirementSpec> RequirementEditor::requirements()
{
    store();
    return specs_;
}

void RequirementEditor::load(int row)
{
    current_ = row;
    const bool any = row >= 0 && row < static_cast<int>(specs_.size());
    for (QWidget* field : std::initializer_list<QWidget*>{id_, type_, name_, weight_, enabled_})
        field->setEnabled(any);
    if (!any) {
        // No requirement selected (none yet, or the last removed): an empty form, nothing to edit.
        loading_ = true;
        id_->clear();
        name_->clear();
        weight_->setValue(0);
        enabled_->setChecked(false);
        buildParams({});
        loading_ = false;
        return;
    }
    const RequirementSpec& s = specs_[static_cast<size_t>(row)];
    loading_ = true;
    id_->setText(QString::fromStdString(s.id));
    type_->setCurrentText(QString::fromStdString(s.type));
    name_->setText(QString::fromStdString(s.name));
    weight_->setValue(s.weight);
    enabled_->setChecked(s.enabled);
    buildParams(s.type);
    for (auto& [key, editor] : paramEditors_) {
        const auto it = s.params.find(key);
        if (it == s.params.end())
            continue;
        if (const auto* d = std::get_if<double>(&it->second)) {
            if (auto* box = qobject_cast<QCheckBox*>(editor))
                box->setChecked(*d != 0);
            else
                static_cast<QDoubleSpinBox*>(editor)->setValue(*d);
        } else
            static_cast<QLineEdit*>(editor)->setText(QString::fromStdString(std::get<std::string>(it->second)));
    }
    loading_ = false;
}

namespace {

// "count_twice" -> "Count twice" (or its translation): the row's label; the raw id stays in its tooltip.
QString labelOf(const std::string& id)
{
    QString label = text::parameterLabel(id);
    if (!label.isEmpty())
        label[0] = label[0].toUpper();
    return label;
}

// A 0/1 number whose help reads "1: ...; 0: ..." is a switch: a check box saying what 1 means.
bool isSwitch(const core::rules::RequirementParameter& p)
{
    return !p.isText && p.minimum == 0 && p.maximum == 1 && p.help.rfind("1: ", 0) == 0;
}

} // namespace

// One row per parameter: its name in words, its editor (a check box for a switch), and its help
// under the editor, so no parameter shows as a bare id.
void RequirementEditor::buildParams(const std::string& type)
{
    while (params_->rowCount() > 0)
        params_->removeRow(0);
    paramEditors_.clear();
    const auto* t = core::rules::findRequirementType(type);
    if (!t)
        return;
    for (const auto& p : t->parameters) {
        const QString help = text::coreText(p.help);
        QWidget* editor;
        if (isSwitch(p)) {
            auto* e = new QCheckBox(help.mid(3).section(QLatin1Char(';'), 0, 0).trimmed(), this);
            e->setChecked(std::get<double>(p.defaultValue) != 0);
            editor = e;
        } else if (p.isText) {
            editor = new QLineEdit(QString::fromStdString(std::get<std::string>(p.defaultValue)), this);
        } else {
            auto* e = new QDoubleSpinBox(this);
            e->setRange(p.minimum, p.maximum);
            e->setValue(std::get<double>(p.defaultValue));
            editor = e;
        }
        editor->setToolTip(help);
        if (auto* box = qobject_cast<QCheckBox*>(editor))
            connect(box, &QCheckBox::toggled, this, &RequirementEditor::changed);
        else if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor))
            connect(spin, &QDoubleSpinBox::valueChanged, this, &RequirementEditor::changed);
        else
            connect(static_cast<QLineEdit*>(editor), &QLineEdit::textEdited, this, &RequirementEditor::changed);
        auto* cell = new QWidget(this);
        auto* column = new QVBoxLayout(cell);
        column->setContentsMargins(0, 0, 0, 0);
        column->setSpacing(1);
        column->addWidget(editor);
        if (!isSwitch(p)) {
            auto* note = new QLabel(help, cell);
            note->setWordWrap(true);
            note->setEnabled(false); // the help's quieter colour
            column->addWidget(note);
        }
        auto* label = new QLabel(labelOf(p.name), this);
        label->setToolTip(tr("In the rule-set file: %1").arg(QString::fromStdString(p.name)));
        params_->addRow(label, cell);
        paramEditors_.emplace_back(p.name, editor);
    }
}

void RequirementEditor::store()
{
    if (current_ < 0 || current_ >= static_cast<int>(specs_.size()))
        return;
    RequirementSpec& s = specs_[static_cast<size_t>(current_)];
    s.id = id_->text().trimmed().toStdString();
    s.type = type_->currentText().toStdString();
    s.name = name_->text().trimmed().toStdString();
    s.weight = weight_->value();
    s.enabled = enabled_->isChecked();
    s.params.clear();
    for (const auto& [key, editor] : paramEditors_) {
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(editor))
            s.params[key] = spin->value();
        else if (auto* box = qobject_cast<QCheckBox*>(editor))
            s.params[key] = box->isChecked() ? 1.0 : 0.0;
        else
            s.params[key] = static_cast<QLineEdit*>(editor)->text().trimmed().toStdString();
    }
    if (auto* item = list_->item(current_)) {
        item->setText(QString::fromStdString(s.id + "  " + s.name));
        item->setToolTip(item->text()); // the list is narrower than a long name
    }
}

void RequirementEditor::addListItem(const core::rules::RequirementSpec& s)
{
    auto* item = new QListWidgetItem(QString::fromStdString(s.id + "  " + s.name), list_);
    item->setToolTip(item->text()); // the list is narrower than a long name
}

void RequirementEditor::addRequirement()
{
    store();
    RequirementSpec s;
    s.id = "REQ" + std::to_string(specs_.size() + 1);
    s.type = core::rules::requirementTypes().front().type;
    s.name = "New requirement";
    specs_.push_back(s);
    addListItem(s);
    current_ = -1;
    list_->setCurrentRow(list_->count() - 1);
    changed();
}

void RequirementEditor::removeRequirement()
{
    const int row = list_->currentRow();
    if (row < 0)
        return;
    current_ = -1; // do not store the form into the removed spec
    specs_.erase(specs_.begin() + row);
    delete list_->takeItem(row);
    load(list_->currentRow());
    changed();
}

} // namespace hexloom::ui::dialogs
