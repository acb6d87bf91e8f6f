#pragma once
// How an assembly run is set up: seed, limits, and which RMA2 tricks are on (each can be turned
// off for teaching and for the ablation in docs/benchmarks.md).
#include <cstdint>
#include <string>

namespace hexloom::core::algorithms::assembly {

struct AssemblyTricks {
    bool gapList = true; // per-gap candidate lists: uncovered gaps end a branch at once
    bool reduce = true;  // the gap list reduce before recursion (needs gapList)
    bool mrv = true;     // branch on the gap with the fewest candidates (needs gapList)
    bool line = true;    // gaps a line points into first; line tiles first among the required
};

struct AssemblyOptions {
    uint64_t seed = 1;
    double timeLimitSeconds = 0;      // 0: none
    int64_t maxPlacements = 1'000'000; // posTileList entries above this are refused
    AssemblyTricks tricks;

    // Throws std::invalid_argument naming the field.
    void validate() const;
};

// All tricks on except those named in `list` ("gaplist,reduce,mrv,line"; "all"; empty for none);
// throws std::invalid_argument for unknown names.
AssemblyTricks tricksWithout(const std::string& list);
// "gaplist,mrv" style text of the tricks that are off; "none" when all are on.
std::string disabledTricks(const AssemblyTricks& tricks);

} // namespace hexloom::core::algorithms::assembly
