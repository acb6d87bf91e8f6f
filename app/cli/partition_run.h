#pragma once
// One `partition` run, shared by the command and by `replay` of its recipes: the search with the
// options as given, the regions written into the map, and the recipe that makes it again.
#include <QCommandLineParser>
#include <QString>
#include <functional>
#include <string>

#include "app/cli/partition_options.h"
#include "core/partition/partition_result.h"

namespace hexloom::cli {

struct PartitionRun {
    PartitionSetup setup; // when the search succeeded, setup.file.map holds the regions' terrains
    core::partition::PartitionResult result;
};

// Reads the options (PartitionOptions plus its `blocking`), calls `beforeRun` (replay checks the
// rule set there), and partitions; throws UsageError, ParseError or std::invalid_argument as
// readPartitionSetup does, a graph the board cannot hold named with the graph's file.
PartitionRun partitionFromOptions(const QCommandLineParser& parser, const PartitionOptions& o,
                                  const std::function<void(const PartitionSetup&)>& beforeRun = {});

// The recipe of `run` (core/recipe/command_recipe.h): the board as given (a spec) or the map
// embedded, the graph and a rule-set file embedded, every search setting written out.
QString partitionRecipe(const QCommandLineParser& parser, const PartitionOptions& o, const PartitionRun& run);

// The partitioned map as a map file: algorithm "partition", the seed and `recipe` as its metadata
// (none of the input map's: they described another map).
core::io::MapFile partitionedMapFile(const PartitionRun& run, const std::string& recipe);

} // namespace hexloom::cli
