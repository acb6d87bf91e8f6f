#pragma once
// `score --fairness`: per player-value requirement, every player's value and its parts.
#include <QJsonArray>

#include "core/io/map_file.h"
#include "core/rules/evaluator.h"

namespace hexloom::cli {

// [{"id", "name", "enabled", "violations", "spread", "attributes", "players": [{"id", "name",
// "value", "parts": {attribute: part}, "offender", "counted": [[row, col, weight]]}]}]
QJsonArray fairnessJson(const core::io::MapFile& file, core::rules::Evaluator& eval);
void printFairness(const core::io::MapFile& file, core::rules::Evaluator& eval);

} // namespace hexloom::cli
