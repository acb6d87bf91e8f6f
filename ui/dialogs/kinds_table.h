#pragma once
// New Game's kinds: one row per kind of a draft rule set (id, name, letter, colour, label drawn
// on the hex, glyph from the bundled set, pool count, water, takes a number token, fixed), edited in place. Renaming an id renames every reference to it; removing a kind
// that something names asks how to fix the references (KindRemovalDialog).
#include <QTableWidget>

#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class KindsTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { kId, kName, kLetter, kColour, kLabel, kGlyph, kPool, kWater, kToken, kFixed, kColumns };

    explicit KindsTable(QWidget* parent = nullptr);

    // The rule set the table edits (owned elsewhere; must outlive the table).
    void setDraft(core::rules::RuleSet* rules);
    void reload();
    void addKind();
    // The selected kind, asking about its references first; false when cancelled or refused.
    bool removeSelected();
    // Sets the colour of `row` (the colour button's dialog calls this).
    void setColour(int row, uint32_t rgb);

signals:
    void edited();
    // A value refused (and put back): the one-line reason.
    void refused(const QString& reason);

private:
    void addRow(int row);
    void cellEdited(QTableWidgetItem* item);
    void pickColour(int row);
    int rowOf(const QWidget* cellWidget, int column) const;

    core::rules::RuleSet* rules_ = nullptr;
    bool loading_ = false;
};

} // namespace hexloom::ui::dialogs
