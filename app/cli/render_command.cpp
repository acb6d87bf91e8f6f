// hexloom-cli render: a PNG and/or SVG picture of a map, drawn by the editor's BoardRenderer, with
// the violations of one requirement (or of all, one colour each, with a legend) outlined, and/or
// a print-and-play PDF (render_pdf.cpp).
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/render_pdf.h"
#include "app/cli/render_preset.h"
#include "core/io/atomic_file.h"
#include "core/io/map_file.h"
#include "core/rules/evaluator.h"
#include "core/rules/requirements/fairness_report.h"
#include "render/board_renderer.h"
#include "render/picture_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::cli {

namespace {

using render::PictureOptions;
using render::PictureRenderer;

double number(const QCommandLineParser& parser, const QString& name, double lo, double hi)
{
    // The one checked reader of every numeric option (NaN, Inf and trailing text refused).
    return numberOption(parser.value(name), name.toUtf8().constData(), lo, hi);
}

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

// The hex radius in pixels from --size, --dpi with --hex-mm, or --width (one of them).
double hexSize(const QCommandLineParser& parser, const core::io::MapFile& file, PictureOptions& o)
{
    const bool size = parser.isSet(QStringLiteral("size")), dpi = parser.isSet(QStringLiteral("dpi")),
               width = parser.isSet(QStringLiteral("width"));
    if (int(size) + int(dpi) + int(width) > 1)
        throw UsageError("give one of --size, --dpi and --width");
    if (dpi) {
        o.dotsPerInch = number(parser, QStringLiteral("dpi"), 10, 2400);
        return PictureRenderer::hexSizeForDpi(number(parser, QStringLiteral("hex-mm"), 5, 500), o.dotsPerInch);
    }
    if (width)
        return PictureRenderer::hexSizeForWidth(file.board, number(parser, QStringLiteral("width"), 16, 16384));
    return number(parser, QStringLiteral("size"), 4, 200);
}

} // namespace

int runRender(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Map file (.json native, .tmj/.tmx Tiled, otherwise letter format)."));
    parser.addOptions({
        {QStringLiteral("png"), QStringLiteral("Write a PNG picture here."), QStringLiteral("OUT")},
        {QStringLiteral("svg"), QStringLiteral("Write an SVG picture here."), QStringLiteral("OUT")},
        {QStringLiteral("highlight"), QStringLiteral("Outline the violations of this requirement id (e.g. REQ2), or of every enabled one, one colour "
                                                      "each, or the hexes that count for a player (REQ1:p3)."),
         QStringLiteral("REQ|all|REQ:PLAYER")},
        {QStringLiteral("coordinates"), QStringLiteral("Label every hex with its row,column.")},
        {QStringLiteral("no-locks"), QStringLiteral("Leave out the lock marks.")},
        {QStringLiteral("palette"), QStringLiteral("Colours of the hexes in pictures and the PDF: rules (the rule set's own, default), "
                                                    "colour-blind (Okabe-Ito) or greyscale; labels and glyphs stay on."),
         QStringLiteral("rules|colour-blind|greyscale"), QStringLiteral("rules")},
        {QStringLiteral("no-faces"), QStringLiteral("Leave out the labels, glyphs, badges and home numbers on the hexes.")},
        {QStringLiteral("size"), QStringLiteral("Hex radius in pixels, 4 to 200 (default 28)."), QStringLiteral("PX"), QStringLiteral("28")},
        {QStringLiteral("dpi"), QStringLiteral("Pictures at this resolution, hexes --hex-mm wide (10 to 2400)."), QStringLiteral("N")},
        {QStringLiteral("width"), QStringLiteral("Pictures this many pixels wide (16 to 16384)."), QStringLiteral("PX")},
        {QStringLiteral("rules"), QStringLiteral("Rule set: built-in name or file (default: the map's own)."), QStringLiteral("NAME|FILE")},
    });
    addPdfOptions(parser);
    addPresetOptions(parser);
    parseOrThrow(parser, args,
                 QStringLiteral("Draw a map as the editor does, to PNG, SVG and/or a print-and-play PDF, optionally outlining violations, "
                                "or images for a print service (--preset)."));
    if (renderPresetIfAsked(parser))
        return kExitOk;
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one map FILE");
    const QString png = parser.value(QStringLiteral("png")), svg = parser.value(QStringLiteral("svg"));
    if (png.isEmpty() && svg.isEmpty() && !parser.isSet(QStringLiteral("pdf")))
        throw UsageError("give --png OUT, --svg OUT and/or --pdf OUT");
    PictureOptions o;
    o.board.palette = paletteOption(parser);
    o.board.faces = !parser.isSet(QStringLiteral("no-faces"));
    if (!png.isEmpty() || !svg.isEmpty() || parser.isSet(QStringLiteral("size")))
        number(parser, QStringLiteral("size"), 4, 200); // bad usage before reading the map

    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(QStringLiteral("rules")));
    o.board.hexSize = hexSize(parser, file, o);
    o.board.coordinates = parser.isSet(QStringLiteral("coordinates"));
    o.board.locks = !parser.isSet(QStringLiteral("no-locks"));
    o.legend = !parser.isSet(QStringLiteral("no-legend"));
    const QString highlight = parser.value(QStringLiteral("highlight"));
    if (highlight.contains(QLatin1Char(':'))) {
        core::rules::Evaluator eval(std::make_shared<const core::model::Board>(file.board), file.rules);
        const auto cells = playerHexes(file, eval, highlight);
        o.highlights.push_back({highlight.toStdString(), "hexes that count for player " + highlight.section(QLatin1Char(':'), 1).toStdString(),
                                PictureRenderer::highlightColour(0), static_cast<int>(cells.size()), cells});
    } else {
        try {
            o.highlights = PictureRenderer::violations(file.board, file.map, file.rules, highlight);
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--highlight: ") + e.what());
        }
    }
    if (!png.isEmpty()) {
        render::EncodedPicture picture;
        try {
            // Refused rather than fitted: the size was asked for (--size, --dpi, --width).
            picture = render::encodePicture(PictureRenderer::drawing(file.board, file.map, *file.rules, o), render::SizePolicy::Refuse,
                                            render::PictureLimits::sides(16384));
        } catch (const std::runtime_error& e) {
            // Only here is the size the cause; a failed save (a full disk) gets no such advice.
            throw std::runtime_error("cannot save " + png.toStdString() + ": " + e.what() + " (use a smaller --size, --dpi or --width)");
        }
        core::io::saveFileAtomically(png, picture.png);
        printLine(QStringLiteral("wrote %1 (%2 x %3 pixels)").arg(png).arg(picture.pixels.width()).arg(picture.pixels.height()));
    }
    if (!svg.isEmpty()) {
        render::writeSvg(svg, PictureRenderer::drawing(file.board, file.map, *file.rules, o), QString::fromStdString(file.rules->title));
        printLine(QStringLiteral("wrote %1").arg(svg));
    }
    if (writePdfIfAsked(parser, file))
        printLine(QStringLiteral("wrote %1").arg(parser.value(QStringLiteral("pdf"))));
    return kExitOk;
}

} // namespace hexloom::cli
