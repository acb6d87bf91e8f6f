#pragma once
// Turns the JSON (and trace files) of one reproduce step into its Markdown tables and a plot.
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <vector>

#include "app/cli/reproduce_papers.h"

namespace hexloom::cli {

struct StepResults {
    QStringList labels;             // one per run of the step
    std::vector<QJsonObject> json;  // each run's --json output
    QStringList traceFiles;         // Trace steps: each run's --trace CSV
};

struct StepReport {
    QString markdown;
    QByteArray png; // empty: no plot
};

StepReport renderStep(const ReproStep& step, const StepResults& results);

} // namespace hexloom::cli
