#pragma once
// A choice of one terrain of a rule set by its letter, with a swatch per terrain and a first
// entry for "none" (its text given by the user of the combo). A letter the rule set lacks (from a
// graph file written for other rules) is kept as an extra entry, so it is visible and not lost.
#include <QComboBox>

#include "core/rules/rule_set.h"

namespace hexloom::ui::docks {

class TerrainCombo : public QComboBox {
    Q_OBJECT
public:
    TerrainCombo(const QString& noneText, QWidget* parent = nullptr);

    // Refills the list and keeps the chosen letter where the new rules have it.
    void setRules(const core::rules::RuleSet& rules);
    char letter() const; // 0 for none
    void setLetter(char letter);
    // Terrain id of the chosen letter in `rules`, or kNoTerrain.
    core::model::TerrainId terrain(const core::rules::RuleSet& rules) const;

signals:
    void letterChanged(char letter);

private:
    QString noneText_;
};

} // namespace hexloom::ui::docks
