#pragma once
// The calling thread's own processor time, for measures of the GUI thread's work that do not grow
// with the load of a shared machine (wall clock does).
#include <ctime>

namespace hexloom::test {

// CPU time of the calling thread, in milliseconds.
inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

} // namespace hexloom::test
