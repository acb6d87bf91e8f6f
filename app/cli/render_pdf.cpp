#include "app/cli/render_pdf.h"

#include <QFileInfo>

#include "app/cli/cli_common.h"
#include "render/pdf_printer.h"

namespace hexloom::cli {

namespace {

double millimetres(const QCommandLineParser& parser, const QString& name, double lo, double hi)
{
    return numberOption(parser.value(name), name.toUtf8().constData(), lo, hi); // the one checked reader
}

} // namespace

render::Palette paletteOption(const QCommandLineParser& parser)
{
    const QString name = parser.value(QStringLiteral("palette"));
    const auto palette = render::Palettes::fromName(name);
    if (!palette)
        throw UsageError("--palette expects " + render::Palettes::names().join(QStringLiteral(", ")).toStdString() + ", not \"" + name.toStdString() + "\"");
    return *palette;
}

void addPdfOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("pdf"), QStringLiteral("Write a print-and-play PDF here (the board at its real size, over several pages when large)."),
         QStringLiteral("OUT")},
        {QStringLiteral("hex-mm"), QStringLiteral("PDF: hex width across the flats in millimetres, 5 to 500 (default 30)."), QStringLiteral("MM"),
         QStringLiteral("30")},
        {QStringLiteral("paper"), QStringLiteral("PDF: a4 or letter (default a4)."), QStringLiteral("a4|letter"), QStringLiteral("a4")},
        {QStringLiteral("orientation"), QStringLiteral("PDF: auto (the one with fewer pages), portrait or landscape."), QStringLiteral("O"),
         QStringLiteral("auto")},
        {QStringLiteral("overlap"), QStringLiteral("PDF: strip repeated on neighbouring pages, in mm (default 12)."), QStringLiteral("MM"),
         QStringLiteral("12")},
        {QStringLiteral("margin"), QStringLiteral("PDF: unprinted border of every sheet, in mm (default 10)."), QStringLiteral("MM"),
         QStringLiteral("10")},
        {QStringLiteral("no-legend"), QStringLiteral("PDF: leave out the legend (terrains, counts, page plan).")},
    });
}

bool writePdfIfAsked(const QCommandLineParser& parser, const core::io::MapFile& file)
{
    if (!parser.isSet(QStringLiteral("pdf")))
        return false;
    render::PrintSettings s;
    s.hexMm = millimetres(parser, QStringLiteral("hex-mm"), 5, 500);
    s.overlapMm = millimetres(parser, QStringLiteral("overlap"), 0, 60);
    s.marginMm = millimetres(parser, QStringLiteral("margin"), 0, 50);
    try {
        s.paper = render::paperFromName(parser.value(QStringLiteral("paper")));
    } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--paper: ") + e.what());
    }
    const QString o = parser.value(QStringLiteral("orientation")).toLower();
    if (o == QLatin1String("portrait"))
        s.orientation = render::PrintOrientation::Portrait;
    else if (o == QLatin1String("landscape"))
        s.orientation = render::PrintOrientation::Landscape;
    else if (o != QLatin1String("auto"))
        throw UsageError("--orientation expects auto, portrait or landscape, not \"" + o.toStdString() + "\"");
    s.coordinates = parser.isSet(QStringLiteral("coordinates"));
    s.legend = !parser.isSet(QStringLiteral("no-legend"));
    s.palette = paletteOption(parser);
    s.title = QFileInfo(parser.positionalArguments().value(0)).completeBaseName();
    QByteArray pdf;
    try {
        pdf = render::PdfPrinter::print(file.board, file.map, *file.rules, s);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    core::io::saveFileAtomically(parser.value(QStringLiteral("pdf")), pdf);
    return true;
}

} // namespace hexloom::cli
