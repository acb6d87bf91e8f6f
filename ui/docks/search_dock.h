#pragma once
// Search alongside the designer: the algorithm (from the registry), its parameters as a generated
// form, seed, time limit, target, live or suggestion mode, Run/Pause/Step/Stop, and the teaching
// view's switch and speed. Drives a RunController.
#include <QDockWidget>
#include <QPointer>

#include "ui/run/run_end.h"
#include "ui/run/run_request.h"

class QAction;
class QActionGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QRadioButton;
class QSlider;
class QSpinBox;

namespace hexloom::ui::run {
class RunController;
}
namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::docks {

class ParameterForm;
class RunPanel;
class SeedEdit;
class SymmetryBox;

class SearchDock : public QDockWidget {
    Q_OBJECT
public:
    explicit SearchDock(QWidget* parent = nullptr);

    void setSession(session::DocumentSession* session);
    void setController(run::RunController* controller);
    QAction* runAction() const;
    QAction* pauseAction() const;
    QAction* stepAction() const;
    QAction* stopAction() const;
    // The Search menu's actions beyond Run/Pause/Step/Stop (mode, teaching view, speed, pheromone
    // kind, new seed), each kept in step with its widget in the dock; separators included.
    QList<QAction*> menuActions() const { return menuActions_; }
    bool teaching() const;
    // The Teach layout: the teaching view on and, when the search runs at full speed, a pace the
    // eye can follow (kTeachDelayMs per iteration); a slower pace the designer chose is kept.
    void prepareForTeaching();
    static constexpr int kTeachDelayMs = 60;
    int stepDelayMs() const;
    // Ant colony teaching view: the tile kinds whose pheromone the heat map can show (from the
    // run's teaching state); the list is rebuilt only when it changes, keeping the choice.
    void setPheromoneKinds(const std::vector<std::string>& kinds);
    int pheromoneKind() const;
    // The requests Run would start now.
    std::vector<run::RunRequest> requests() const;
    // Starts suggestion runs (the seeds and algorithms of suggestion mode) that may change only
    // the hexes within kFixRadius of `cell`; false when nothing was started.
    bool suggestFixesNear(core::model::CellIndex cell);
    static constexpr int kFixRadius = 2;
    bool fewestChanges() const;
    // The symmetry of the runs (and of the symmetric brush and the canvas's axes).
    SymmetryBox* symmetryBox() const { return symmetry_; }

    void loadSettings();
    void saveSettings() const;

signals:
    void teachingToggled(bool on);
    // The run ended (RunController::runEnded, passed on from whichever session's run it was).
    void runEnded(const hexloom::ui::run::RunEnd& end);
    // -1: the kind the best map has in each hex; otherwise an index into the kinds.
    void pheromoneKindChanged(int kind);

private:
    QWidget* buildSettings();
    void addModeRows(QFormLayout* form, QWidget* box);
    QWidget* buildTeaching();
    QAction* addMenuAction(const QString& text, const QKeySequence& key, const QString& tip);
    void createMenuActions();
    void algorithmChanged();
    void start();
    void updateButtons();
    core::search::RunSettings runSettings(uint64_t seed) const;
    std::vector<run::RunRequest> suggestionRequests(const core::search::ChangeBudget* budget) const;

    QPointer<run::RunController> controller_; // null once its session is gone
    QComboBox* algorithm_;
    QLabel* summary_;
    ParameterForm* form_;
    SeedEdit* seed_;
    QDoubleSpinBox* timeLimit_;
    QSpinBox* evaluations_; // 0: no evaluation stop
    QCheckBox* hasTarget_;
    QDoubleSpinBox* target_;
    QRadioButton* live_;
    QRadioButton* suggest_;
    QSpinBox* suggestCount_;
    QCheckBox* everyAlgorithm_;
    QCheckBox* fewest_;
    SymmetryBox* symmetry_ = nullptr;
    QCheckBox* teaching_;
    QComboBox* pheromoneKind_;
    std::vector<std::string> kinds_;
    QSlider* speed_;
    QLabel* speedLabel_;
    RunPanel* panel_;
    QAction* newSeed_;
    QAction* nextKind_ = nullptr;
    QString kindChoice_; // the chosen pheromone kind's name (empty: the best map's tile), kept across runs
    QList<QAction*> menuActions_;
};

} // namespace hexloom::ui::docks
