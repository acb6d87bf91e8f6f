#pragma once
// Event-loop spinning for tests of runs: the GUI side takes the workers' snapshots on a timer.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

namespace hexloom::test {

// Spins the event loop until `done` or the timeout; returns whether `done` held.
template <class F> bool spinUntil(F done, int timeoutMs = 5000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        QThread::msleep(2);
    }
    return done();
}

inline void spinFor(int ms)
{
    spinUntil([] { return false; }, ms);
}

// Spins until `value()` keeps one value for `steadyMs` (at most 5 s): dock layouts are applied
// through posted events, and on a loaded machine a fixed wait may not be enough.
template <class F> void spinUntilSteady(F value, int steadyMs = 100)
{
    auto last = value();
    QElapsedTimer steady;
    steady.start();
    spinUntil([&] {
        if (const auto now = value(); now != last) {
            last = now;
            steady.restart();
        }
        return steady.elapsed() >= steadyMs;
    });
}

} // namespace hexloom::test
