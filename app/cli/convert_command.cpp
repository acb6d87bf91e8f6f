// hexloom-cli convert: between any two registered map formats (core/io/map_formats.h).
#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/render_pdf.h"
#include "core/io/map_file.h"
#include "core/io/map_formats.h"
#include "core/io/tts_board_save.h"
#include "core/io/tts_save.h"

namespace hexloom::cli {

namespace {

core::io::MapFormat parseFormat(const QString& value)
{
    if (value.isEmpty())
        return core::io::MapFormat::ByExtension;
    if (const auto* format = core::io::MapFormats::find(value.toStdString()))
        return core::io::MapFormat(format->id);
    throw UsageError("--to expects " + core::io::MapFormats::idList() + ", not \"" + value.toStdString() + "\"");
}

} // namespace

int runConvert(const QStringList& args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("IN"), QStringLiteral("Map to read (.json native, .tmj/.tmx Tiled, otherwise letter format)."));
    parser.addPositionalArgument(QStringLiteral("OUT"), QStringLiteral("Map to write; the format follows the extension unless --to is given."));
    const QCommandLineOption to(QStringLiteral("to"), QString::fromStdString("Output format: " + core::io::MapFormats::idList() + "."), QStringLiteral("FORMAT"));
    const QCommandLineOption rules(QStringLiteral("rules"), QStringLiteral("Rule set to read IN with: built-in name or file."),
                                   QStringLiteral("NAME|FILE"));
    const QCommandLineOption ttsHexSize(QStringLiteral("tts-hex-size"),
                                        QStringLiteral("Tabletop Simulator saves: distance between neighbouring hexes' centres in table "
                                                       "units (about inches), 0.5 to 20 (default 2); the tiles are scaled to match."),
                                        QStringLiteral("UNITS"));
    const QCommandLineOption ttsBoardSide(
        QStringLiteral("tts-board-side"),
        QStringLiteral("Tabletop Simulator one-board saves: table units a side of a square custom board at scale 1, 0.1 to 10 (default 1.3, a "
                       "community measurement: Tabletop Simulator does not document it). Change it if the board comes out at another size "
                       "than the hex size asks."),
        QStringLiteral("UNITS"));
    const QCommandLineOption kindMap(QStringLiteral("kind-map"),
                                     QStringLiteral("Tiled maps read as IN: kinds for tiles without a \"kind\" property, by the tile's id in "
                                                    "its tileset (TILESET:ID when the map has several tilesets)."),
                                     QStringLiteral("ID=KIND,..."));
    const QCommandLineOption palette(QStringLiteral("palette"),
                                     QStringLiteral("Tiled maps and Tabletop Simulator saves: colours of the pictures written beside the map, "
                                                    "rules (the rule set's own, default), colour-blind (Okabe-Ito) or greyscale; labels and "
                                                    "glyphs stay on."),
                                     QStringLiteral("rules|colour-blind|greyscale"));
    parser.addOptions({to, rules, ttsHexSize, ttsBoardSide, kindMap, palette});
    parseOrThrow(parser, args,
                 QStringLiteral("Convert a map between the native JSON format (.json), Tiled maps (.tmj, .tmx) and the letter format (.txt and others). "
                                "Writing is atomic."));
    if (parser.positionalArguments().size() != 2)
        throw UsageError("expected IN and OUT");
    const QString out = parser.positionalArguments()[1];
    const auto& format = core::io::MapFormats::resolve(out, parseFormat(parser.value(to)));
    core::io::WriteOptions options;
    if (parser.isSet(ttsHexSize)) {
        if (format.id.rfind("tts", 0) != 0)
            throw UsageError("--tts-hex-size is for Tabletop Simulator saves (--to tts or tts-board), not " + format.id);
        options.ttsHexWidth = numberOption(parser.value(ttsHexSize), "tts-hex-size", core::io::kTtsMinHexWidth, core::io::kTtsMaxHexWidth);
    }
    if (parser.isSet(ttsBoardSide)) {
        if (format.id != "tts-board")
            throw UsageError("--tts-board-side is for Tabletop Simulator one-board saves (--to tts-board), not " + format.id);
        options.ttsBoardSide = numberOption(parser.value(ttsBoardSide), "tts-board-side", core::io::kTtsMinBoardSide, core::io::kTtsMaxBoardSide);
    }
    if (parser.isSet(palette)) {
        if (!format.companions && !format.companionsAt)
            throw UsageError("--palette is for formats that write pictures beside the map (Tiled maps, Tabletop Simulator saves), not " + format.id);
        options.palette = render::Palettes::name(paletteOption(parser)).toStdString();
    }
    const QString in = parser.positionalArguments()[0];
    core::io::ReadOptions read;
    if (parser.isSet(kindMap)) {
        if (!core::io::MapFormats::forPath(in).readWith)
            throw UsageError("--kind-map is for Tiled maps (.tmj, .tmx) read as IN");
        try {
            read.tiledKinds = core::io::parseTiledKindMap(parser.value(kindMap));
        } catch (const std::invalid_argument& e) {
            throw UsageError(std::string("--kind-map: ") + e.what());
        }
    }
    const auto file = core::io::loadMap(in, parser.value(rules), core::io::MapFormat::ByExtension, read);
    // What the format cannot hold, said once on stderr so a conversion never loses data silently.
    if (format.losses)
        for (const std::string& note : format.losses(file))
            std::fprintf(stderr, "note: %s\n", note.c_str());
    core::io::saveMap(out, file, core::io::MapFormat(format.id), options);
    return kExitOk;
}

} // namespace hexloom::cli
