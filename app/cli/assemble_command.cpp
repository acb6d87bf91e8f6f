#include <QIODevice>
#include <QTextStream>
#include <cstdio>

#include "app/cli/assembly_cli.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/positional_map.h"
#include "core/io/atomic_file.h"
#include "core/io/map_file.h"

namespace hexloom::cli {

using namespace core::assembly;

namespace {

// One CSV row per step: what the step did, where, and why a branch ended.
void traceRow(QTextStream& out, const Assembler& a)
{
    const AssemblyEvent& e = a.lastEvent();
    const auto& board = a.board();
    QString tile, rotation, row, col, gapRow, gapCol, reason;
    if (e.placement != kNoPlacement) {
        const PlacedTile t = a.describe(e.placement);
        const auto at = board.offset(t.anchor);
        tile = QString::fromStdString(t.tile);
        rotation = QString::number(t.rotation);
        row = QString::number(at.row);
        col = QString::number(at.col);
    }
    const core::model::CellIndex gap = e.kind == AssemblyEventKind::DeadEnd ? e.deadEnd.cell : e.gap;
    if (gap != core::model::kNoCell) {
        gapRow = QString::number(board.offset(gap).row);
        gapCol = QString::number(board.offset(gap).col);
    }
    if (e.kind == AssemblyEventKind::DeadEnd)
        reason = QLatin1String(deadEndKey(e.deadEnd.reason));
    out << a.stats().steps << ',' << eventKey(e.kind) << ',' << tile << ',' << rotation << ',' << row << ',' << col << ','
        << gapRow << ',' << gapCol << ',' << e.candidates.size() << ',' << reason << ',' << e.depth << ','
        << a.stats().seconds * 1000.0 << '\n';
}

// The trace is kept in memory during the run and saved whole at the end (saveFileAtomically):
// a failed or interrupted write never leaves a cut trace over an older one.
AssemblyResult runWithTrace(Assembler& assembler, const QString& tracePath)
{
    AssemblyResult result;
    core::io::saveFileAtomicallyFrom(tracePath, [&](QIODevice& device) {
        QTextStream out(&device);
        out << "step,event,tile,rotation,row,col,gap_row,gap_col,candidates,reason,depth,elapsed_ms\n";
        result = assembler.run(nullptr, [&out](const Assembler& a) { traceRow(out, a); });
    });
    return result;
}

void printSummary(const AssemblyResult& r)
{
    // The reason in brackets only when it says more than the headline ("assembled (assembled)").
    const std::string headline = r.success ? "assembled" : "not assembled";
    const std::string reason = r.message.empty() || r.message == headline ? std::string() : " (" + r.message + ")";
    std::printf("%s%s in %.1f ms: %zu tiles, %lld placements tried, %lld backtracks, dead ends:", headline.c_str(), reason.c_str(), r.stats.seconds * 1000.0, r.placements.size(), static_cast<long long>(r.stats.placementsTried),
                static_cast<long long>(r.stats.backtracks));
    // In words, in DeadEndReason order (the JSON keeps the stable keys).
    static const char* const kWords[] = {"uncovered gap", "not enough tiles left", "could not pad", "required tile does not fit", "lines split"};
    static_assert(std::size(kWords) == kDeadEndReasonCount);
    for (int k = 0; k < kDeadEndReasonCount; ++k)
        std::printf("%s %s %lld", k ? "," : "", kWords[k], static_cast<long long>(r.stats.deadEnds[static_cast<size_t>(k)]));
    std::printf("\n");
}

} // namespace

int runAssemble(const QStringList& args)
{
    QCommandLineParser parser;
    AssemblyCliOptions common;
    common.addTo(parser);
    const QCommandLineOption seed = assemblySeedOption();
    const QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Save the assembled map (.json native with its recipe, .tmj/.tmx Tiled with it, otherwise letter format)."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption png(QStringLiteral("png"), QStringLiteral("Draw the assembly with tile outlines."), QStringLiteral("FILE"));
    const QCommandLineOption trace(QStringLiteral("trace"), QStringLiteral("Write one CSV row per search step."), QStringLiteral("CSV"));
    parser.addOptions({seed, out, png, trace});
    const QStringList mapArgs = positionalMapAsOption(parser, args);
    parseOrThrow(parser, mapArgs, QStringLiteral("Fill a board with the tiles of a tile set (RMA2 backtracking)."));
    if (!parser.positionalArguments().isEmpty())
        throw UsageError("unexpected argument \"" + parser.positionalArguments()[0].toStdString() + "\"");
    AssemblyOptions options = common.read(parser);
    options.seed = seedOption(parser.value(seed), "seed");
    AssemblyProblem problem = loadAssemblyProblem(parser, common);
    const auto assembler = buildAssembler(problem, options, parser.value(common.tileset));
    const AssemblyResult r = parser.isSet(trace) ? runWithTrace(*assembler, parser.value(trace)) : assembler->run();
    if (r.success && parser.isSet(out))
        core::io::saveMap(parser.value(out), assembledMapFile(problem, r, assemblyRecipe(parser, common, problem, options).toStdString()));
    if (parser.isSet(png))
        writeAssemblyPng(parser.value(png), *problem.board, r, *problem.tiles->rules);
    if (parser.isSet(common.json))
        printJson(QJsonDocument(resultJson(r, *problem.board, true)));
    else
        printSummary(r);
    if (!r.success)
        std::fprintf(stderr, "hexloom-cli assemble: %s: %s\n", parser.value(common.tileset).toLocal8Bit().constData(), r.message.c_str());
    return r.success ? kExitOk : kExitBadInput;
}

} // namespace hexloom::cli
