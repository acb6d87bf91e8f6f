#include <QJsonArray>
#include <QJsonObject>
#include <cstdio>
#include <stdexcept>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "app/cli/partition_options.h"
#include "app/cli/partition_png.h"
#include "app/cli/partition_run.h"

namespace hexloom::cli {

namespace partition = core::partition;

namespace {
QJsonObject resultJson(const PartitionSetup& s, const partition::PartitionResult& r)
{
    QJsonObject o{{"success", r.success},
                  {"time_ms", r.stats.seconds * 1000.0},
                  {"expanded", static_cast<double>(r.stats.expanded)},
                  {"generated", static_cast<double>(r.stats.generated)},
                  {"path_length", r.stats.pathLength},
                  {"restarts", static_cast<double>(r.stats.restarts)},
                  {"seed", QString::number(r.seed)}};
    if (!r.success)
        o["message"] = QString::fromStdString(r.message);
    QJsonArray cells;
    for (core::model::CellIndex c = 0; c < s.file.board.size() && r.success; ++c) {
        const int region = r.regionOfCell[static_cast<size_t>(c)];
        if (region == partition::kOutOfScope)
            continue;
        const auto at = s.file.board.offset(c);
        cells.append(QJsonObject{{"row", at.row}, {"col", at.col}, {"region", region}});
    }
    o["cells"] = cells;
    QJsonObject mapping;
    for (int i = 0; i < r.regionCount(); ++i)
        mapping[QString::number(i)] = QString::fromStdString(r.regionNode[static_cast<size_t>(i)]);
    o["mapping"] = mapping;
    return o;
}
} // namespace

int runPartition(const QStringList& args)
{
    QCommandLineParser parser;
    PartitionOptions o;
    o.addTo(parser);
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Write the map with region terrains (letter format or .json)."), QStringLiteral("FILE"));
    const QCommandLineOption png(QStringLiteral("png"), QStringLiteral("Render the regions with borders, removed hexes hatched."), QStringLiteral("FILE"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print the result as JSON."));
    parser.addOptions({out, png, json, o.blocking});
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Partition a board into regions whose adjacency graph is the constraint graph."));
    const PartitionRun run = partitionFromOptions(parser, o);
    const PartitionSetup& s = run.setup;
    const partition::PartitionResult& r = run.result;
    if (r.success && parser.isSet(out))
        core::io::saveMap(parser.value(out), partitionedMapFile(run, partitionRecipe(parser, o, run).toStdString()));
    if (r.success && parser.isSet(png))
        writePartitionPng(parser.value(png), s.file, r.regionOfCell);
    if (parser.isSet(json)) {
        printJson(QJsonDocument(resultJson(s, r)));
    } else if (r.success) {
        std::printf("partitioned %d hexes into %d regions in %.1f ms: %lld expanded, path %d, %lld restarts, %d removed\n",
                    static_cast<int>(s.problem.scope.size()), r.regionCount(), r.stats.seconds * 1000.0,
                    static_cast<long long>(r.stats.expanded), r.stats.pathLength, static_cast<long long>(r.stats.restarts), r.removedCount());
    }
    if (!r.success) {
        std::fprintf(stderr, "hexloom-cli partition: %s\n", r.message.c_str());
        return kExitBadInput;
    }
    return kExitOk;
}

} // namespace hexloom::cli
