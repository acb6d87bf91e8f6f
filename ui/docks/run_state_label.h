#pragma once
// The run's state in words on the run bar: "Ready", "Running 3.2 s", "Paused at 3.2 s" (the
// clock stops while paused), and once it has ended, why: "Finished in 0.03 s" (it ended by
// itself), "Stopped at the 10 s time limit", "Stopped after 4.0 s" (only when it was stopped) or
// "Failed after 1.2 s". Read from the Search dock's own actions: Stop is enabled while a run goes,
// Pause is checked while it is paused; the run's own end (setOutcome) replaces the label's clock
// once the run has stopped.
#include <QElapsedTimer>
#include <QLabel>

#include "ui/run/run_end.h"

class QAction;
class QTimer;

namespace hexloom::ui::docks {

class RunStateLabel : public QLabel {
    Q_OBJECT
public:
    RunStateLabel(QAction* stop, QAction* pause, QWidget* parent = nullptr);

    enum class State { Ready, Running, Paused, Stopped };
    State state() const { return state_; }
    // Seconds the run has been running, pauses left out.
    double runningSeconds() const;
    // How the run ended, from the run itself: why, and its running time (the longest worker's,
    // pauses left out). Said once the run has stopped, whichever of the two comes first.
    void setOutcome(const run::RunEnd& end);
    // A finished run's time as the label writes it: two decimals under a second ("0.03"), one
    // above ("4.2"), and "< 0.01" for a run too short for two (a fast run ends in milliseconds,
    // which one decimal wrote as "0.0").
    static QString seconds(double s);

private:
    void update();
    void show();

    QAction* stop_;
    QAction* pause_;
    QTimer* tick_;
    State state_ = State::Ready;
    QElapsedTimer clock_; // valid while running
    qint64 bankedMs_ = 0; // running time before the last pause
    bool hasOutcome_ = false; // the run's own end is known (setOutcome)
    run::RunEnd outcome_;
};

} // namespace hexloom::ui::docks
