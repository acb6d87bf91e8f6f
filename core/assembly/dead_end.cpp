#include "core/assembly/dead_end.h"

namespace hexloom::core::assembly {

const char* deadEndKey(DeadEndReason reason)
{
    switch (reason) {
    case DeadEndReason::UncoveredGap: return "uncovered_gap";
    case DeadEndReason::OutOfSolids: return "out_of_solids";
    case DeadEndReason::CouldNotPad: return "could_not_pad";
    case DeadEndReason::RequiredDoesNotFit: return "required_does_not_fit";
    case DeadEndReason::LinesSplit: return "lines_split";
    }
    return "unknown";
}

namespace {
std::string at(model::CellIndex cell, const model::Board& board)
{
    if (cell < 0 || cell >= board.size())
        return {};
    const model::OffsetCoord o = board.offset(cell);
    return " at (" + std::to_string(o.row) + ", " + std::to_string(o.col) + ")";
}
} // namespace

std::string describe(const DeadEnd& deadEnd, const model::Board& board)
{
    switch (deadEnd.reason) {
    case DeadEndReason::UncoveredGap: return "uncovered gap" + at(deadEnd.cell, board);
    case DeadEndReason::OutOfSolids: return "out of solids";
    case DeadEndReason::CouldNotPad: return "could not pad";
    case DeadEndReason::RequiredDoesNotFit: return "no further place for a required tile";
    case DeadEndReason::LinesSplit: return "lines split into several groups";
    }
    return "unknown";
}

} // namespace hexloom::core::assembly
