#pragma once
// Editable table of a rule set's terrains: id, letter, name, colour, the label and glyph drawn on
// the hex, land or water, number token, place on the terraform cycle, and how many tiles of it the
// pool holds. A kind's attributes, fixed flag, swap zone and badges are edited on the Players and
// attributes tab (PlayersEditor) and merged over these.
#include <QTableWidget>
#include <vector>

#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class TerrainTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { kId, kLetter, kName, kColour, kLabel, kGlyph, kWater, kToken, kCycle, kPool, kColumns };

    explicit TerrainTable(QWidget* parent = nullptr);

    void setRules(const core::rules::RuleSet& rules);
    // Writes terrains and pool counts into `rules` (pool only when `usePool`).
    void writeTo(core::rules::RuleSet& rules, bool usePool) const;
    void addTerrain();
    void removeSelected();
    // The first label longer than Terrain::kMaxLabelLength, as one line naming its row; empty when
    // every label fits (checked as the designer types, like New Game's kinds).
    QString labelProblem() const;

private:
    void addRow(const core::rules::Terrain& t, int pool);
    void pickColour(int row);
};

} // namespace hexloom::ui::dialogs
