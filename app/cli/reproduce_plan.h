#pragma once
// What `reproduce` would run, read back from the commands it runs: each command of a paper's
// steps expanded into cells (one per setting of its --grid axes), with the algorithm, the
// parameters, the runs and the stop rule, for `reproduce --plan --json`. Reading the plan from the
// very commands keeps the plan and the runs from drifting apart.
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include "app/cli/reproduce_papers.h"

namespace hexloom::cli {

// One paper's cells: {"algorithm", "params", "runs", "stop", "step", "kind", "variant", ...}.
QJsonArray planCells(const PaperSpec& spec);
// {"budget": ..., "papers": [{"paper": id, "cells": [...]}, ...]}
QJsonObject reproductionPlan(const QStringList& papers, ReproBudget budget, const QString& budgetName);

} // namespace hexloom::cli
