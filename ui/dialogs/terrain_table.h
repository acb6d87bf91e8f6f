#pragma once
// Editable table of a rule set's terrains: id, letter, name, colour, land or water, number token,
// place on the terraform cycle, and how many tiles of it the pool holds.
#include <QTableWidget>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class TerrainTable : public QTableWidget {
    Q_OBJECT
public:
    explicit TerrainTable(QWidget* parent = nullptr);

    void setRules(const core::rules::RuleSet& rules);
    // Writes terrains and pool counts into `rules` (pool only when `usePool`).
    void writeTo(core::rules::RuleSet& rules, bool usePool) const;
    void addTerrain();
    void removeSelected();

private:
    void addRow(const core::rules::Terrain& t, int pool);
    void pickColour(int row);
};

} // namespace hexloom::ui::dialogs
