#pragma once
// What the phases of one assembly run share (owned by the Assembler).
#include "core/assembly/assembly_event.h"
#include "core/assembly/assembly_options.h"
#include "core/assembly/assembly_state.h"
#include "core/assembly/assembly_stats.h"
#include "core/assembly/seeded_random.h"

namespace hexloom::core::assembly {

struct SearchContext {
    const model::Board& board;
    const TileSet& set;
    const PlacementTable& table;
    AssemblyState& state;
    const AssemblyOptions& options;
    SeededRandom& random;
    AssemblyStats& stats;
    AssemblyEvent& event;

    void deadEnd(DeadEnd d)
    {
        ++stats.deadEnds[static_cast<size_t>(d.reason)];
        event.kind = AssemblyEventKind::DeadEnd;
        event.deadEnd = d;
    }
};

} // namespace hexloom::core::assembly
