#include "core/assembly/assembly_event.h"

namespace hexloom::core::assembly {

const char* eventKey(AssemblyEventKind kind)
{
    switch (kind) {
    case AssemblyEventKind::None: return "none";
    case AssemblyEventKind::RequiredPlaced: return "required";
    case AssemblyEventKind::PaddingStarted: return "padding";
    case AssemblyEventKind::GapChosen: return "gap";
    case AssemblyEventKind::Placed: return "placed";
    case AssemblyEventKind::Removed: return "removed";
    case AssemblyEventKind::DeadEnd: return "dead_end";
    case AssemblyEventKind::Solved: return "solved";
    case AssemblyEventKind::Failed: return "failed";
    }
    return "none";
}

} // namespace hexloom::core::assembly
