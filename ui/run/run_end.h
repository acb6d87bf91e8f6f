#pragma once
// How a search run ended, as the run bar tells it: why (the designer's Stop is the only
// "Stopped"), and after how long by the run's own clock.
#include <string>
#include <vector>

namespace hexloom::ui::run {

struct RunEnd {
    enum class Why {
        Finished,  // every worker ended by itself: a target score, an iteration or stagnation stop
        TimeLimit, // every worker ran to its time limit
        Stopped,   // a worker was stopped (the designer's Stop, or a board change)
        Failed,    // a worker failed (told in its own message)
    };
    Why why = Why::Finished;
    double seconds = 0;   // the longest worker's running time, pauses left out
    double timeLimit = 0; // with TimeLimit: the limit the workers reached

    // One worker's end: its final stop reason ("target", "time", "iterations", "stagnation",
    // "cancelled"; empty when it left no final snapshot) and whether it failed.
    struct Worker {
        std::string stopReason;
        bool failed = false;
    };
    // The run's end from its workers' ends: a failure outweighs a stop, a stop outweighs the time
    // limit, and the limit is the reason only when every worker reached it.
    static Why reasonOf(const std::vector<Worker>& workers)
    {
        bool failed = false, stopped = workers.empty(), allAtLimit = !workers.empty();
        for (const Worker& w : workers) {
            failed = failed || w.failed;
            stopped = stopped || w.stopReason == "cancelled" || w.stopReason.empty();
            allAtLimit = allAtLimit && w.stopReason == "time";
        }
        return failed ? Why::Failed : stopped ? Why::Stopped : allAtLimit ? Why::TimeLimit : Why::Finished;
    }
};

} // namespace hexloom::ui::run
