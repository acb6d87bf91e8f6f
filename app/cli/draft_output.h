#pragma once
// `score --draft`: the seat draft of a Catan-like map (docs/rules.md, "Seat draft"): each seat's
// corners and values in the greedy draft, the noisy drafts' intervals, who is disadvantaged.
#include <QJsonObject>

#include "core/io/map_file.h"
#include "core/rules/draft/draft_report.h"

namespace hexloom::cli {

// The report of the map's rule set; UsageError when the rule set has no draft.
core::rules::SeatDraftReport draftReportOf(const core::io::MapFile& file);

// {"seats", "placements", "spread", "disadvantaged": [seat numbers from 1], "seat_list": [{"seat",
// "total", "corners": [{"corner", "turn", "value", "cells": [[row, col]]}], "mean", "min", "max",
// "lowest_share", "lowest_interval": [low, high]}], "noise", "drafts", "seed", "confidence"}
QJsonObject draftJson(const core::io::MapFile& file, const core::rules::SeatDraftReport& report);
void printDraft(const core::io::MapFile& file, const core::rules::SeatDraftReport& report);

} // namespace hexloom::cli
