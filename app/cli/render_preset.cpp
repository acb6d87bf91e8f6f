#include "app/cli/render_preset.h"

#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/render_pdf.h"
#include "core/io/map_file.h"
#include "render/print_preset.h"
#include "render/print_sheet.h"

namespace hexloom::cli {

void addPresetOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("preset"), QStringLiteral("Images for a print service at its published size, bleed and safe area: a board (--png) or one "
                                                   "image per hex (--tiles); 'list' names them."),
         QStringLiteral("NAME[@VERSION]|list")},
        {QStringLiteral("tiles"), QStringLiteral("With --preset: one front image per hex and back.png into this folder (made when missing)."),
         QStringLiteral("DIR")},
        {QStringLiteral("no-rotate"), QStringLiteral("With --preset and --png: never turn the board a quarter turn (by default it is turned when "
                                                      "its hexes come out larger that way).")},
    });
}

bool renderPresetIfAsked(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("preset"))) {
        if (parser.isSet(QStringLiteral("tiles")))
            throw UsageError("--tiles needs --preset NAME (see --preset list)");
        if (parser.isSet(QStringLiteral("no-rotate")))
            throw UsageError("--no-rotate needs --preset NAME --png OUT (see --preset list)");
        return false;
    }
    if (parser.value(QStringLiteral("preset")) == QLatin1String("list")) {
        for (const QString& line : render::PrintPresets::describe())
            printLine(line);
        return true;
    }
    for (const char* other : {"svg", "pdf", "size", "dpi", "width", "highlight", "coordinates", "no-locks"})
        if (parser.isSet(QString::fromLatin1(other)))
            throw UsageError(std::string("--") + other + " does not go with --preset (the preset decides the picture)");
    if (parser.positionalArguments().size() != 1)
        throw UsageError("expected one map FILE");
    const QString png = parser.value(QStringLiteral("png")), dir = parser.value(QStringLiteral("tiles"));
    if (png.isEmpty() == dir.isEmpty())
        throw UsageError("with --preset give one of --png OUT (a board) and --tiles DIR (hex tiles)");
    const render::PrintPreset* preset = nullptr;
    try {
        preset = &render::PrintPresets::find(parser.value(QStringLiteral("preset")).toStdString());
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--preset: ") + e.what());
    }
    const render::PrintProduct product = png.isEmpty() ? render::PrintProduct::HexTiles : render::PrintProduct::Board;
    if (product == render::PrintProduct::HexTiles && parser.isSet(QStringLiteral("no-rotate")))
        throw UsageError("--no-rotate is for a board (--png OUT); hex tiles are never turned");
    if (!preset->makes(product))
        throw UsageError("--preset " + preset->id + " makes " + (product == render::PrintProduct::Board ? "hex tiles: use --tiles DIR" : "a board: use --png OUT"));
    render::PrintOptions o;
    o.palette = paletteOption(parser);
    o.faces = !parser.isSet(QStringLiteral("no-faces"));
    o.hexMm = numberOption(parser.value(QStringLiteral("hex-mm")), "hex-mm", 5, 500);
    o.rotate = !parser.isSet(QStringLiteral("no-rotate"));

    const auto file = core::io::loadMap(parser.positionalArguments()[0], parser.value(QStringLiteral("rules")));
    const QString target = png.isEmpty() ? dir : png;
    try {
        if (product == render::PrintProduct::Board) {
            const render::BoardWritten w = render::writeBoardPrint(png, file.board, file.map, *file.rules, *preset, o);
            for (const QString& line : w.foldWarnings)
                std::fprintf(stderr, "warning: %s\n", qPrintable(line));
            printLine(QStringLiteral("wrote %1 (%2 x %3 pixels, preset %4%5)")
                          .arg(png)
                          .arg(w.pixels.width())
                          .arg(w.pixels.height())
                          .arg(QString::fromStdString(preset->versionedId()), w.rotated ? QStringLiteral(", board turned a quarter turn") : QString()));
        } else {
            const render::TilesWritten w = render::writeTilePrints(dir, file.board, file.map, *file.rules, *preset, o);
            printLine(QStringLiteral("wrote %1 hex fronts and back.png to %2 (%3 x %4 pixels each, preset %5)")
                          .arg(w.fronts)
                          .arg(dir)
                          .arg(w.pixels.width())
                          .arg(w.pixels.height())
                          .arg(QString::fromStdString(preset->versionedId())));
        }
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    } catch (const std::runtime_error& e) {
        const std::string what = e.what();
        // The writers' own messages name the file; a size refused before writing gets the file here.
        if (what.find(target.toStdString()) != std::string::npos)
            throw;
        throw std::runtime_error("cannot write " + target.toStdString() + ": " + what + (preset->fixedSize() ? "" : " (use a smaller --hex-mm)"));
    }
    return true;
}

} // namespace hexloom::cli
