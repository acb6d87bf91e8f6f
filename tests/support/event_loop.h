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

} // namespace hexloom::test
