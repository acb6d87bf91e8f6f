#pragma once
// What `bench` and `merge` print from per-run rows: a summary per grid block and the one-way
// ANOVA table of the best scores per grid parameter. Both commands compute these from the same
// rows with the same code, so merged shards report exactly what one unsharded run reports.
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <vector>

#include "app/cli/bench_rows.h"
#include "core/search/run/run_statistics.h"

namespace hexloom::cli {

// {"best", "time_to_best_ms", "time_to_target_ms", "success_rate", "evaluations_per_second"}.
QJsonObject blockSummaryJson(const BenchBlock& block);

// One-way ANOVA of the best scores grouped by each axis's values (over every block).
struct AxisAnova {
    QString key;
    core::search::AnovaTable table;
};
std::vector<AxisAnova> anovaByAxis(const std::vector<BenchBlock>& blocks);

// {"KEY": F or null} (the F values alone, as bench has always printed them).
QJsonObject anovaFJson(const std::vector<AxisAnova>& anova);
// {"KEY": {"between": {"ss", "df", "ms"}, "within": {...}, "total": {"ss", "df"}, "f", "p",
// "f_critical", "alpha"}}; f and p are null when undefined.
QJsonObject anovaTableJson(const std::vector<AxisAnova>& anova);

// The text report: two lines per block, then the ANOVA table per axis.
void printBlockSummary(const BenchBlock& block, const QJsonObject& summary);
void printAnova(const std::vector<AxisAnova>& anova);

// A row as JSON (for merge --json): the CSV's columns, violations by requirement id.
QJsonObject rowJson(const BenchRow& row, const std::vector<std::string>& requirementIds);

} // namespace hexloom::cli
