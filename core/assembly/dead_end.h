#pragma once
// Why a branch of the assembly search ended.
#include <string>

#include "core/model/board.h"
#include "core/text/core_text.h"

namespace hexloom::core::assembly {

enum class DeadEndReason {
    UncoveredGap,       // an empty hex no remaining placement can cover
    OutOfSolids,        // the tiles still allowed cover fewer hexes than are empty
    CouldNotPad,        // the optional tiles cannot fill around this placement of the required ones
    RequiredDoesNotFit, // no further position for a required tile
    LinesSplit,         // board full, but the line tiles form more than one group
};
inline constexpr int kDeadEndReasonCount = 5;

struct DeadEnd {
    DeadEndReason reason = DeadEndReason::UncoveredGap;
    // The gap, for UncoveredGap; for CouldNotPad, the hex of the padding's last dead end if it had one.
    model::CellIndex cell = model::kNoCell;
    int kind = -1;                          // the tile kind, for RequiredDoesNotFit
};

// Stable key for JSON and traces: "uncovered_gap", "out_of_solids", ...
const char* deadEndKey(DeadEndReason reason);
// For people: "uncovered gap at (3, 4)" with file row and column; a core text the editor
// translates (core/text/core_text.h), describe() its English.
text::CoreText describeText(const DeadEnd& deadEnd, const model::Board& board);
std::string describe(const DeadEnd& deadEnd, const model::Board& board);

} // namespace hexloom::core::assembly
