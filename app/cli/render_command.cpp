// hexloom-cli render: a PNG and/or SVG picture of a map, drawn by the editor's BoardRenderer, with
// the violations of one requirement (or of all) outlined.
#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <set>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "core/io/map_file.h"
#include "core/rules/evaluator.h"
#include "core/rules/fairness_report.h"
#include "ui/render/board_renderer.h"

namespace hexloom::cli {

namespace {

using ui::render::BoardRenderer;
using ui::render::RenderOptions;

constexpr int kMaxSide = 16384; // pixels per side of a picture

// "REQ:PLAYER": the hexes that count for a player of a player-value requirement.
std::vector<core::model::CellIndex> playerHexes(const core::io::MapFile& file, core::rules::Evaluator& eval, const QString& id)
{
    const std::string req = id.section(QLatin1Char(':'), 0, 0).toStdString(), player = id.section(QLatin1Char(':'), 1).toStdString();
    std::string known;
    for (const auto& r : core::rules::fairnessReports(eval, file.map))
        for (const auto& p : r.players) {
            if (r.id == req && p.id == player) {
                std::vector<core::model::CellIndex> cells;
                for (const auto& [c, w] : p.counted)
                    cells.push_back(c);
                return cells;
            }
            known += (known.empty() ? "" : ", ") + r.id + ":" + p.id;
        }
    throw UsageError("--highlight: rule set " + file.rules->name + " has no player-value requirement and player \"" + id.toStdString() +
                     "\" (it has " + (known.empty() ? std::string("none") : known) + ")");
}

// Cells to outline: the violations of requirement `id`, or of every enabled one for "all", or
// the hexes counted for one player ("REQ1:p3").
std::vector<core::model::CellIndex> highlighted(const core::io::MapFile& file, const QString& id)
{
    if (id.isEmpty())
        return {};
    core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
    if (id.contains(QLatin1Char(':')))
        return playerHexes(file, eval, id);
    const auto report = eval.report(file.map, true);
    std::set<core::model::CellIndex> cells;
    bool found = false;
    for (const auto& r : report.requirements) {
        if (id == QLatin1String("all") ? !r.enabled : QString::fromStdString(r.id) != id)
            continue;
        found = true;
        cells.insert(r.cells.begin(), r.cells.end());
    }
    if (!found && id != QLatin1String("all")) {
        QStringList ids;
        for (const auto& r : report.requirements)
            ids << QString::fromStdString(r.id);
        throw UsageError("--highlight: rule set " + file.rules->name + " has no requirement \"" + id.toStdString() +
                         "\" (it has " + ids.join(QStringLiteral(", ")).toStdString() + ", or use all)");
    }
    return {cells.begin(), cells.end()};
}

QByteArray renderPng(const core::io::MapFile& file, const RenderOptions& options)
{
    const QSize size = BoardRenderer::bounds(file.board, options.hexSize).size().toSize();
    if (size.width() > kMaxSide || size.height() > kMaxSide)
        throw std::runtime_error("the picture would be " + std::to_string(size.width()) + "x" + std::to_string(size.height()) +
                                 " pixels; the limit is " + std::to_string(kMaxSide) + " per side (use a smaller --size)");
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    BoardRenderer::paintBoard(painter, file.board, file.map, *file.rules, options);
    painter.end();
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        throw std::runtime_error("cannot encode the PNG picture");
    return data;
}

QByteArray renderSvg(const core::io::MapFile& file, const RenderOptions& options)
{
    const QSizeF size = BoardRenderer::bounds(file.board, options.hexSize).size();
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(QString::fromStdString(file.rules->title));
    QPainter painter(&svg);
    BoardRenderer::paintBoard(painter, file.board, file.map, *file.rules, options);
    painter.end();
    return data;
}

} // namespace

int runRender(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Map file (.json native, otherwise letter format)."));
    const QCommandLineOption png(QStringLiteral("png"), QStringLiteral("Write a PNG picture here."), QStringLiteral("OUT"));
    const QCommandLineOption svg(QStringLiteral("svg"), QStringLiteral("Write an SVG picture here."), QStringLiteral("OUT"));
    const QCommandLineOption highlight(QStringLiteral("highlight"),
                                       QStringLiteral("Outline the violations of this requirement id (e.g. REQ2), or of all enabled ones, "
                                                      "or the hexes that count for a player (REQ1:p3)."),
                                       QStringLiteral("REQ|all|REQ:PLAYER"));
    const QCommandLineOption coordinates(QStringLiteral("coordinates"), QStringLiteral("Label every hex with its row,column."));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Hex radius in pixels, 4 to 200 (default 28)."), QStringLiteral("PX"),
                                  QStringLiteral("28"));
    const QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file (default: the map's own)."),
                                   QStringLiteral("NAME|FILE"));
    parser.addOptions({png, svg, highlight, coordinates, size, rules});
    parseOrThrow(parser, args, QStringLiteral("Draw a map as the editor does, to PNG and/or SVG, optionally outlining violations."));
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one map FILE");
    if (!parser.isSet(png) && !parser.isSet(svg))
        throw UsageError("give --png OUT and/or --svg OUT");
    bool ok = false;
    const double hexSize = parser.value(size).toDouble(&ok);
    if (!ok || hexSize < 4 || hexSize > 200)
        throw UsageError("--size expects a number of pixels from 4 to 200, not \"" + parser.value(size).toStdString() + "\"");

    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(rules));
    RenderOptions options;
    options.hexSize = hexSize;
    options.coordinates = parser.isSet(coordinates);
    options.outlined = highlighted(file, parser.value(highlight));
    if (parser.isSet(png))
        core::io::saveFileAtomically(parser.value(png), renderPng(file, options));
    if (parser.isSet(svg))
        core::io::saveFileAtomically(parser.value(svg), renderSvg(file, options));
    return kExitOk;
}

} // namespace hexloom::cli
