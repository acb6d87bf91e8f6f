#pragma once
// What the last step of an assembly did, for Step mode and traces.
#include <vector>

#include "core/assembly/dead_end.h"
#include "core/assembly/placement_table.h"

namespace hexloom::core::assembly {

enum class AssemblyEventKind {
    None,
    RequiredPlaced,  // a required tile was put down (placement)
    PaddingStarted,  // the posTileList was built and reduced (candidates: its size in `listSize`)
    GapChosen,       // the search branches on `gap`; `candidates` are the placements covering it
    Placed,          // a candidate was put down (placement)
    Removed,         // a tile was taken up again (placement)
    DeadEnd,         // a branch ended (deadEnd)
    Solved,
    Failed,
};

struct AssemblyEvent {
    AssemblyEventKind kind = AssemblyEventKind::None;
    PlacementId placement = kNoPlacement;
    model::CellIndex gap = model::kNoCell;
    std::vector<PlacementId> candidates;
    DeadEnd deadEnd;      // the run's last dead end so far (kept when the run ends as Failed)
    int depth = 0;        // padding recursion depth
    int64_t listSize = 0; // posTileList entries at this level
};

const char* eventKey(AssemblyEventKind kind); // "placed", "gap", "dead_end", ...

} // namespace hexloom::core::assembly
