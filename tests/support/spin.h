#pragma once
// Event-loop helpers for tests of work that runs in workers and reports through timers.
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

} // namespace hexloom::test
