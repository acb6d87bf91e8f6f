#pragma once
// An immutable picture of an assembly run, for another thread: the editor's worker copies one in
// Assembler::run's afterStep (rate-limited, or at every step in Step mode) and hands it to the
// canvas, which draws the partial assembly, the chosen gap with its candidates, and dead ends.
#include <vector>

#include "core/assembly/assembly_event.h"
#include "core/assembly/assembly_result.h"

namespace hexloom::core::assembly {

struct AssemblySnapshot {
    AssemblyStatus status = AssemblyStatus::Running;
    std::vector<PlacedTile> placements;  // the tiles down now, fixed ones first
    model::Map map;                      // their terrain; empty hexes kNoTerrain
    AssemblyEvent event;                 // what the last step did (gap, candidates, dead end)
    std::vector<PlacedTile> candidates;  // event.candidates described, for drawing
    AssemblyStats stats;
    int depth = 0;                       // padding recursion depth
};

} // namespace hexloom::core::assembly
