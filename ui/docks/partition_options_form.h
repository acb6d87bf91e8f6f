#pragma once
// How the Regions panel partitions: which hexes (all, the selected ones, land only), the seed,
// whether hexes may be removed (and how many, a limit stored with the graph), which terrain the
// removed hexes take, coarsening k',d and restarts L,D as in `hexloom-cli partition`, the time
// limit and how many expansions one Step makes. Remembered between sessions (QSettings).
#include <QString>
#include <QWidget>

#include "core/partition/partition_problem.h"
#include "ui/run/partition_request.h"
#include "ui/scene/cell_selection.h"

namespace hexloom::ui::document {
class MapDocument;
}

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

namespace hexloom::ui::docks {

class TerrainCombo;

class PartitionOptionsForm : public QWidget {
    Q_OBJECT
public:
    enum class ScopeKind { All, Selected, Land };

    explicit PartitionOptionsForm(QWidget* parent = nullptr);

    // Refills the blocking terrain list; the first water terrain is the default choice.
    void setRules(const core::rules::RuleSet& rules);
    ScopeKind scope() const;
    void setScope(ScopeKind scope);
    // Everything but the graph's max_removed, which the graph holds.
    core::partition::PartitionConfig config() const;
    int stepExpansions() const;
    // A run of `graph` on `doc` with these options (`selection` for the Selected scope). Throws
    // std::invalid_argument with the reason when it cannot start (see validateProblem).
    run::PartitionRequest request(const document::MapDocument& doc, const scene::CellSelection& selection,
                                  const core::partition::ConstraintGraph& graph) const;
    // Terrain for removed hexes in `rules`, or kNoTerrain to keep theirs.
    core::model::TerrainId blocking(const core::rules::RuleSet& rules) const;
    // The graph's limit on removed hexes (-1: none), shown here; edits come back as maxRemovedEdited.
    void showMaxRemoved(int maxRemoved);

    void loadSettings();
    void saveSettings() const;

signals:
    void maxRemovedEdited(int maxRemoved);

private:
    void addSearchRows(QFormLayout* form);

    QComboBox* scope_;
    QSpinBox* seed_;
    QCheckBox* removal_;
    QSpinBox* maxRemoved_;
    TerrainCombo* blocking_;
    QString blockingChoice_; // empty: the rule set's first water terrain; "keep"; or a letter
    bool settingRules_ = false;
    QSpinBox* coarsenK_;
    QSpinBox* coarsenD_;
    QSpinBox* limitL_;
    QSpinBox* limitD_;
    QDoubleSpinBox* timeLimit_;
    QSpinBox* stepSize_;
};

} // namespace hexloom::ui::docks
