#pragma once
// Constraint-graph files (resources/graphs/*.json, docs/file-format.md "Constraint graphs"):
// the regions a partition must have, which of them touch, and their labels and constraints.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>

#include "core/partition/constraint_graph.h"

namespace hexloom::core::partition {

// Parses and validates (planarity included); every failure is a ParseError naming the field.
partition::ConstraintGraph parseConstraintGraph(const QByteArray& json, const std::string& source);
QByteArray writeConstraintGraph(const partition::ConstraintGraph& graph);
partition::ConstraintGraph loadConstraintGraphFile(const QString& path);

// Names of the graphs shipped in resources/graphs ("chain-8", ...).
QStringList builtinGraphNames();
// A built-in name or a path to a graph file.
std::shared_ptr<const partition::ConstraintGraph> loadConstraintGraph(const QString& nameOrPath);

} // namespace hexloom::core::partition
