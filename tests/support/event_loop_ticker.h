#pragma once
// For tests that the GUI thread keeps working while something heavy happens on a worker: turns the
// event loop until a condition holds, counting the turns (a zero-interval QTimer's ticks) and the
// longest GUI-thread CPU time between two of them.
#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>

#include "tests/support/thread_cpu.h"

namespace hexloom::test {

struct Ticker {
    int turns = 0;
    double longestCpuMs = 0;
    template <class F> bool runUntil(F done, int timeoutMs = 120000)
    {
        QTimer tick;
        tick.setInterval(0);
        double last = threadCpuMs();
        QObject::connect(&tick, &QTimer::timeout, [&] {
            const double now = threadCpuMs();
            longestCpuMs = std::max(longestCpuMs, now - last);
            last = now;
            ++turns;
        });
        tick.start();
        QElapsedTimer clock;
        clock.start();
        while (!done() && clock.elapsed() < timeoutMs)
            QApplication::processEvents(QEventLoop::AllEvents);
        return done();
    }
};

} // namespace hexloom::test
