#include "ui/dialogs/kind_removal_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include "core/rules/edits/kind_references.h"
#include "ui/text/core_text.h"

namespace hexloom::ui::dialogs {

KindRemovalDialog::KindRemovalDialog(const core::rules::RuleSet& rules, const std::string& kindId, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("KindRemovalDialog"));
    const auto refs = core::rules::kindReferences(rules, kindId);
    const auto t = rules.byId(kindId);
    const QString name = QString::fromStdString(t == core::model::kNoTerrain ? kindId : rules.terrain(t).name);
    setWindowTitle(tr("Remove %1").arg(name));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("%1 is named in %n place(s):", nullptr, static_cast<int>(refs.size())).arg(name), this);
    intro->setWordWrap(true);
    auto* list = new QListWidget(this);
    list->setObjectName(QStringLiteral("References"));
    for (const auto& ref : refs) {
        auto* item = new QListWidgetItem(text::coreText(ref.description), list);
        item->setToolTip(tr("Field %1 of the rule-set file").arg(QString::fromStdString(ref.field)));
    }
    drop_ = new QRadioButton(tr("Remove these references (a requirement left with no kind goes too)"), this);
    drop_->setToolTip(tr("The pool loses its tiles; lists, pairs and groups lose the kind; players whose home kind it is are removed"));
    replace_ = new QRadioButton(tr("Replace it by:"), this);
    replace_->setToolTip(tr("Its pool tiles, list entries and home kinds go to the kind chosen here"));
    others_ = new QComboBox(this);
    others_->setObjectName(QStringLiteral("Replacement"));
    for (const auto& k : rules.terrains)
        if (k.id != kindId)
            others_->addItem(QString::fromStdString(k.name), QString::fromStdString(k.id));
    replace_->setEnabled(others_->count() > 0);
    drop_->setChecked(true);
    others_->setEnabled(false);
    connect(replace_, &QRadioButton::toggled, others_, &QComboBox::setEnabled);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Remove"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(intro);
    layout->addWidget(list);
    layout->addWidget(drop_);
    auto* row = new QHBoxLayout;
    row->addWidget(replace_);
    row->addWidget(others_, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
}

std::string KindRemovalDialog::replacement() const
{
    return replace_->isChecked() ? others_->currentData().toString().toStdString() : std::string();
}

std::optional<std::string> KindRemovalDialog::removeAsked(core::rules::RuleSet& rules, const std::string& kindId, QWidget* parent)
{
    std::string replacement;
    if (!core::rules::kindReferences(rules, kindId).empty()) {
        KindRemovalDialog dialog(rules, kindId, parent);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        replacement = dialog.replacement();
    }
    core::rules::removeKind(rules, kindId, replacement);
    return replacement;
}

} // namespace hexloom::ui::dialogs
