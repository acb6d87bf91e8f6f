#pragma once
#include <array>
#include <cstdint>
#include <numeric>

#include "core/assembly/dead_end.h"

namespace hexloom::core::assembly {

// What an assembly run did; updated as it goes, so a partial run reports too.
struct AssemblyStats {
    int64_t steps = 0;
    int64_t placementsTried = 0;   // tiles put down by the search (fixed ones not counted)
    int64_t backtracks = 0;        // tiles taken up again
    std::array<int64_t, kDeadEndReasonCount> deadEnds{};
    int64_t paddingAttempts = 0;   // times the optional tiles were asked to fill the rest
    int64_t posTileListSize = 0;   // largest initial posTileList
    int64_t reducedPlacements = 0; // removed by the gap list reduce, over all attempts
    int maxDepth = 0;              // deepest padding recursion
    double seconds = 0;            // wall clock, what the time limit measures
    double cpuSeconds = 0;         // processor time of the process (= the run's in the single-threaded CLI)

    int64_t deadEndTotal() const { return std::accumulate(deadEnds.begin(), deadEnds.end(), int64_t{0}); }
    int64_t deadEndsFor(DeadEndReason r) const { return deadEnds[static_cast<size_t>(r)]; }
};

} // namespace hexloom::core::assembly
