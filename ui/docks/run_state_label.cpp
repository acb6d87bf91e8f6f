#include "ui/docks/run_state_label.h"

#include <QAction>
#include <QLocale>
#include <QTimer>
#include <algorithm>

#include "ui/text/core_text.h"

namespace hexloom::ui::docks {

RunStateLabel::RunStateLabel(QAction* stop, QAction* pause, QWidget* parent) : QLabel(parent), stop_(stop), pause_(pause)
{
    setObjectName(QStringLiteral("RunState"));
    // As wide as its longest text, so the fields after it do not move when the run stops.
    int widest = 0;
    for (const QString& t : {tr("Stopped after %1 s"), tr("Stopped at the %1 s time limit"), tr("Finished in %1 s"), tr("Failed after %1 s")})
        widest = std::max(widest, fontMetrics().horizontalAdvance(t.arg(QStringLiteral("0000.0"))));
    setMinimumWidth(widest);
    setToolTip(tr("The search's state; the clock stops while it is paused"));
    tick_ = new QTimer(this);
    tick_->setInterval(200);
    connect(tick_, &QTimer::timeout, this, &RunStateLabel::show);
    connect(stop_, &QAction::changed, this, &RunStateLabel::update);
    connect(pause_, &QAction::toggled, this, &RunStateLabel::update);
    update();
}

double RunStateLabel::runningSeconds() const
{
    if (state_ == State::Stopped && hasOutcome_)
        return outcome_.seconds;
    return static_cast<double>(bankedMs_ + (state_ == State::Running && clock_.isValid() ? clock_.elapsed() : 0)) / 1000.0;
}

void RunStateLabel::update()
{
    const bool active = stop_->isEnabled();
    const State next = !active ? (state_ == State::Ready ? State::Ready : State::Stopped) : pause_->isChecked() ? State::Paused : State::Running;
    if (next == state_)
        return show();
    if (state_ == State::Running && clock_.isValid())
        bankedMs_ += clock_.elapsed(); // leaving Running: bank the time
    if (next == State::Running) {
        if (state_ == State::Ready || state_ == State::Stopped) {
            bankedMs_ = 0; // a new run
            hasOutcome_ = false;
        }
        clock_.start();
    } else {
        clock_.invalidate();
    }
    state_ = next;
    next == State::Running ? tick_->start() : tick_->stop();
    show();
}

void RunStateLabel::setOutcome(const run::RunEnd& end)
{
    hasOutcome_ = true;
    outcome_ = end;
    show();
}

QString RunStateLabel::seconds(double s)
{
    // In the locale: "0,25 s" in German.
    if (s < 0.005)
        return QStringLiteral("< ") + QLocale().toString(0.01, 'f', 2);
    return QLocale().toString(s, 'f', s < 0.995 ? 2 : 1);
}

void RunStateLabel::show()
{
    if (state_ == State::Stopped && hasOutcome_) {
        // The run's own clock: the label's started and stopped with the buttons, a poll or two
        // away from the run's start and end (it said "Stopped after 10.1 s" for a 10 s limit).
        const QString t = seconds(outcome_.seconds);
        switch (outcome_.why) {
        case run::RunEnd::Why::Finished: setText(tr("Finished in %1 s").arg(t)); break;
        case run::RunEnd::Why::TimeLimit: setText(tr("Stopped at the %1 s time limit").arg(text::number(outcome_.timeLimit))); break;
        case run::RunEnd::Why::Stopped: setText(tr("Stopped after %1 s").arg(t)); break;
        case run::RunEnd::Why::Failed: setText(tr("Failed after %1 s").arg(t)); break;
        }
        return;
    }
    const QString t = QLocale().toString(runningSeconds(), 'f', 1);
    switch (state_) {
    case State::Ready: setText(tr("Ready")); break;
    case State::Running: setText(tr("Running %1 s").arg(t)); break;
    case State::Paused: setText(tr("<b style='color:#c06000'>Paused</b> at %1 s").arg(t)); break;
    case State::Stopped: setText(tr("Stopped after %1 s").arg(t)); break;
    }
}

} // namespace hexloom::ui::docks
