#pragma once
// What an assembly snapshot says, in words for the tile-set dock: the statistics (placements
// tried, backtracks, dead ends by reason, elapsed) and what the last step did (the chosen gap and
// its candidates, a placement, a dead end with its reason and hex).
#include <QString>

#include "core/assembly/assembly_snapshot.h"
#include "core/model/board.h"

namespace hexloom::ui::docks {

QString assemblyStatsText(const core::assembly::AssemblyStats& stats);
QString assemblyStepText(const core::assembly::AssemblySnapshot& s, const core::model::Board& board);
// "Last dead end: uncovered gap at (3, 4)", empty when the run has had none.
QString lastDeadEndText(const core::assembly::AssemblySnapshot& s, const core::model::Board& board);

} // namespace hexloom::ui::docks
