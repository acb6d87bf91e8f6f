#include <QJsonArray>
#include <QJsonObject>
#include <cstdio>
#include <stdexcept>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "app/cli/partition_options.h"
#include "app/cli/partition_png.h"
#include "core/partition/apply_partition.h"
#include "core/partition/recursive_partition.h"

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
    const QCommandLineOption blocking(QStringLiteral("blocking"), QStringLiteral("Terrain letter for removed hexes in --out (default: unchanged)."), QStringLiteral("LETTER"));
    parser.addOptions({out, png, json, blocking});
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Partition a board into regions whose adjacency graph is the constraint graph."));
    PartitionSetup s = readPartitionSetup(parser, o);
    if (s.problem.basicGraphs)
        throw UsageError("--map voronoi:N and voronoi-poisson:N are for partition-bench: a generated basic graph has no hexes to write");
    partition::PartitionResult r;
    try {
        r = partition::partitionRecursively(s.problem, s.config);
    } catch (const std::invalid_argument& e) {
        // A graph the board cannot hold: name the graph file, as for its other errors.
        throw std::invalid_argument(parser.value(o.graph).toStdString() + ": " + e.what() + " on board " + parser.value(o.map).toStdString());
    }
    if (r.success) {
        partition::ApplyOptions apply;
        if (parser.isSet(blocking)) {
            const QString letter = parser.value(blocking);
            apply.blocking = letter.size() == 1 ? s.file.rules->byLetter(letter[0].toLatin1()) : core::model::kNoTerrain;
            if (apply.blocking == core::model::kNoTerrain)
                throw UsageError("--blocking expects a terrain letter of rule set " + s.file.rules->name);
        }
        partition::applyPartition(r, *s.file.rules, apply, s.file.map);
        if (parser.isSet(out))
            core::io::saveMap(parser.value(out), s.file);
        if (parser.isSet(png))
            writePartitionPng(parser.value(png), s.file, r.regionOfCell);
    }
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
