#pragma once
// The run's state in words on the run bar: "Ready", "Running 3.2 s", "Paused at 3.2 s" (the
// clock stops while paused), "Stopped after 4.0 s" or "Stopped at the 10 s time limit". Read from
// the Search dock's own actions: Stop is enabled while a run goes, Pause is checked while it is
// paused; the run's own end (setOutcome) replaces the label's clock once the run has stopped.
#include <QElapsedTimer>
#include <QLabel>

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
    // How the run ended, from the run itself: its running time (the longest worker's, pauses left
    // out) and, when every worker stopped at the time limit, that limit (0: another end). Said
    // once the run has stopped, whichever of the two comes first.
    void setOutcome(double seconds, double timeLimitReached);

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
    double outcomeSeconds_ = 0;
    double limitReached_ = 0;
};

} // namespace hexloom::ui::docks
