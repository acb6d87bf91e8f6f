#pragma once
// A compact run bar on the tool bar: Run, Pause, Step and Stop, the run's state (Paused shown,
// the clock stopped), and the algorithm, seed and time limit beside them, so a search can be started without opening the Search dock. The widgets are
// twins of the Search dock's own (found by object name) and stay in step with them both ways;
// the dock remains the one place that reads them.
#include <QToolBar>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace hexloom::ui::docks {

class SearchDock;

class RunBar : public QToolBar {
    Q_OBJECT
public:
    RunBar(SearchDock* dock, QWidget* parent = nullptr);

    QComboBox* algorithm() const { return algorithm_; }
    QSpinBox* seed() const { return seed_; }
    QDoubleSpinBox* timeLimit() const { return timeLimit_; }

private:
    QComboBox* algorithm_;
    QSpinBox* seed_;
    QDoubleSpinBox* timeLimit_;
};

} // namespace hexloom::ui::docks
