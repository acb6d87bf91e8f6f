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

std::string describe(const DeadEnd& deadEnd, const model::Board& board) { return describeText(deadEnd, board).english(); }

text::CoreText describeText(const DeadEnd& deadEnd, const model::Board& board)
{
    switch (deadEnd.reason) {
    case DeadEndReason::UncoveredGap:
        if (deadEnd.cell >= 0 && deadEnd.cell < board.size()) {
            const model::OffsetCoord o = board.offset(deadEnd.cell);
            return {QT_TRANSLATE_NOOP("hexloom::core", "uncovered gap at (%1, %2)"), {text::number(o.row), text::number(o.col)}};
        }
        return {QT_TRANSLATE_NOOP("hexloom::core", "uncovered gap")};
    case DeadEndReason::OutOfSolids: return {QT_TRANSLATE_NOOP("hexloom::core", "out of solids")};
    case DeadEndReason::CouldNotPad: return {QT_TRANSLATE_NOOP("hexloom::core", "could not pad")};
    case DeadEndReason::RequiredDoesNotFit: return {QT_TRANSLATE_NOOP("hexloom::core", "no further place for a required tile")};
    case DeadEndReason::LinesSplit: return {QT_TRANSLATE_NOOP("hexloom::core", "lines split into several groups")};
    }
    return {QT_TRANSLATE_NOOP("hexloom::core", "unknown")};
}

} // namespace hexloom::core::assembly
