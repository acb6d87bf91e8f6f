#pragma once
// Asked before a kind that other parts of the rule set name is removed (New Game, the rule-set
// editor): lists every reference (core/rules/edits/kind_references.h) and offers the two fixes,
// removing the references or handing them to another kind.
#include <QDialog>
#include <optional>
#include <string>

#include "core/rules/rule_set.h"

class QComboBox;
class QRadioButton;

namespace hexloom::ui::dialogs {

class KindRemovalDialog : public QDialog {
    Q_OBJECT
public:
    KindRemovalDialog(const core::rules::RuleSet& rules, const std::string& kindId, QWidget* parent = nullptr);

    // The kind chosen to take the references over; empty when they are to be removed.
    std::string replacement() const;

    // Removes `kindId` from `rules`, asking first when anything names it. Returns the kind that
    // took its references ("" when they were removed), nullopt when the designer cancels (rules
    // unchanged). Throws std::invalid_argument for the rule set's last kind.
    static std::optional<std::string> removeAsked(core::rules::RuleSet& rules, const std::string& kindId, QWidget* parent);

private:
    QRadioButton* drop_;
    QRadioButton* replace_;
    QComboBox* others_;
};

} // namespace hexloom::ui::dialogs
