#include "ui/dialogs/attributes_table.h"

#include <QHeaderView>
#include <QRegularExpression>

#include <cmath>

namespace hexloom::ui::dialogs {

AttributesTable::AttributesTable(QWidget* parent) : QTableWidget(parent)
{
    setObjectName(QStringLiteral("AttributesTable"));
    setToolTip(tr("Numbers a kind is worth (resources, influence, ...): what the player-value requirement sums; empty: none"));
    connect(this, &QTableWidget::itemChanged, this, &AttributesTable::cellEdited);
}

void AttributesTable::setDraft(core::rules::RuleSet* rules)
{
    rules_ = rules;
    names_.clear();
    reload();
}

void AttributesTable::reload()
{
    if (!rules_)
        return;
    for (const auto& t : rules_->terrains)
        for (const auto& [name, value] : t.attributes)
            if (!names_.contains(QString::fromStdString(name)))
                names_ << QString::fromStdString(name);
    loading_ = true;
    clear();
    setColumnCount(static_cast<int>(names_.size()));
    setRowCount(rules_->terrainCount());
    setHorizontalHeaderLabels(names_);
    QStringList kinds;
    for (int row = 0; row < rules_->terrainCount(); ++row) {
        const auto& t = rules_->terrains[static_cast<size_t>(row)];
        kinds << QString::fromStdString(t.name);
        for (int col = 0; col < names_.size(); ++col) {
            const auto it = t.attributes.find(names_[col].toStdString());
            setItem(row, col, new QTableWidgetItem(it == t.attributes.end() ? QString() : QString::number(it->second)));
        }
    }
    setVerticalHeaderLabels(kinds);
    loading_ = false;
}

bool AttributesTable::addAttribute(const QString& name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9_-]{1,32}$"));
    if (!valid.match(name).hasMatch()) {
        emit refused(tr("Attributes: \"%1\" is not 1 to 32 letters, digits, '-' or '_'").arg(name));
        return false;
    }
    if (names_.contains(name)) {
        emit refused(tr("Attributes: there is already an attribute \"%1\"").arg(name));
        return false;
    }
    names_ << name;
    reload();
    setCurrentCell(0, static_cast<int>(names_.size()) - 1);
    return true;
}

void AttributesTable::removeCurrentAttribute()
{
    const int col = currentColumn();
    if (col < 0 || col >= names_.size())
        return;
    const std::string name = names_[col].toStdString();
    for (auto& t : rules_->terrains)
        t.attributes.erase(name);
    names_.removeAt(col);
    reload();
    emit edited();
}

void AttributesTable::cellEdited(QTableWidgetItem* item)
{
    if (loading_ || !rules_)
        return;
    auto& attributes = rules_->terrains[static_cast<size_t>(item->row())].attributes;
    const std::string name = names_[item->column()].toStdString();
    const QString text = item->text().trimmed();
    if (text.isEmpty()) {
        attributes.erase(name);
    } else {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < -1e6 || v > 1e6) {
            emit refused(tr("Attributes, %1 of %2: \"%3\" is not a number from -1000000 to 1000000")
                             .arg(names_[item->column()], verticalHeaderItem(item->row())->text(), text));
            return; // the text stays for the designer to mend; the rule set keeps the last good value
        }
        attributes[name] = v;
    }
    emit edited();
}

} // namespace hexloom::ui::dialogs
