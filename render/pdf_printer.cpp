#include "render/pdf_printer.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <stdexcept>

#include "render/print_page_painter.h"

namespace hexloom::render {

QByteArray PdfPrinter::print(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                             const PrintSettings& settings, const PageProgress& progress)
{
    const PrintPagePainter sheets(board, map, rules, settings);
    const PrintLayout& layout = sheets.layout();
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kDotsPerInch);
        writer.setCreator(QStringLiteral("Hexloom"));
        writer.setTitle(settings.title.isEmpty() ? QString::fromStdString(rules.title) : settings.title);
        // No margins in the page layout: the painter's origin is the sheet's corner, and the
        // layout's own margins are painted around.
        writer.setPageLayout(QPageLayout(QPageSize(settings.paper), layout.landscape() ? QPageLayout::Landscape : QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
        QPainter p;
        if (!p.begin(&writer))
            throw std::runtime_error("cannot start the PDF");
        for (int i = 0; i < layout.pageCount(); ++i) {
            if (i > 0)
                writer.newPage();
            sheets.paint(p, i, kDotsPerInch / 25.4);
            if (progress && !progress(i + 1, layout.pageCount())) {
                p.end();
                throw PrintCancelled();
            }
        }
        p.end();
    }
    return data;
}

} // namespace hexloom::render
