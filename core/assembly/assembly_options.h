#pragma once
// How an assembly run is set up: seed, limits, and which RMA2 tricks are on (each can be turned
// off for teaching and for the ablation in docs/benchmarks.md).
#include <cstdint>
#include <string>
#include <vector>

#include "core/run/parameter.h"

namespace hexloom::core::assembly {

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

// The options as parameter descriptors, so the editor builds its Assemble form like the search
// forms: time_limit, max_placements, gaplist, reduce, mrv, line (the seed is the run's).
const std::vector<run::ParameterDescriptor>& assemblyParameters();
// Validates `values` (std::invalid_argument naming the parameter) and fills the options.
AssemblyOptions optionsFromParameters(const run::ParameterValues& values, uint64_t seed);

// All tricks on except those named in `list` ("gaplist,reduce,mrv,line"; "all"; empty for none);
// throws std::invalid_argument for unknown names.
AssemblyTricks tricksWithout(const std::string& list);
// "gaplist,mrv" style text of the tricks that are off; "none" when all are on.
std::string disabledTricks(const AssemblyTricks& tricks);

} // namespace hexloom::core::assembly
