#pragma once
// The kinds' named numbers (resources, influence, anomaly: what player-value sums) as a table:
// one row per kind, one column per attribute, an empty cell for a kind without it.
#include <QTableWidget>

#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class AttributesTable : public QTableWidget {
    Q_OBJECT
public:
    explicit AttributesTable(QWidget* parent = nullptr);

    void setDraft(core::rules::RuleSet* rules);
    void reload();
    // A new column; refused (with the reason) when the name is not 1-32 letters, digits, '-' or
    // '_' or is taken.
    bool addAttribute(const QString& name);
    void removeCurrentAttribute();

signals:
    void edited();
    void refused(const QString& reason);

private:
    void cellEdited(QTableWidgetItem* item);

    core::rules::RuleSet* rules_ = nullptr;
    QStringList names_;
    bool loading_ = false;
};

} // namespace hexloom::ui::dialogs
