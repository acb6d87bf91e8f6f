#include "render/print_layout.h"

#include <QPageLayout>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace hexloom::render {

QPageSize::PageSizeId paperFromName(const QString& name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("a4"))
        return QPageSize::A4;
    if (n == QLatin1String("letter"))
        return QPageSize::Letter;
    throw std::invalid_argument("unknown paper \"" + name.toStdString() + "\" (a4 or letter)");
}

double hexRadiusMm(double hexMm) { return hexMm / std::numbers::sqrt3; }

int PrintLayout::pagesAlong(double length, double printable, double overlap)
{
    // n pages cover n * (printable - overlap) + overlap; a hair of tolerance keeps a board that
    // fits exactly from spilling onto a page of its own.
    if (length <= printable + 1e-6)
        return 1;
    return static_cast<int>(std::ceil((length - overlap - 1e-6) / (printable - overlap)));
}

PrintLayout::PrintLayout(QSizeF boardMm, const PrintSettings& settings) : PrintLayout(boardMm, settings, true) {}

PrintLayout::PrintLayout(QSizeF boardMm, const PrintSettings& settings, bool capped)
    : board_(boardMm), settings_(settings)
{
    if (!(settings.hexMm >= 5 && settings.hexMm <= 500))
        throw std::invalid_argument("the hex width must be 5 to 500 mm, not " + std::to_string(settings.hexMm));
    const QSizeF portrait = QPageSize(settings.paper).size(QPageSize::Millimeter);
    const double shortSide = std::min(portrait.width(), portrait.height());
    if (!(settings.marginMm >= 0 && settings.marginMm <= shortSide / 4))
        throw std::invalid_argument("the margin must be 0 to " + std::to_string(static_cast<int>(shortSide / 4)) + " mm");
    if (!(settings.overlapMm >= 0 && settings.overlapMm <= (shortSide - 2 * settings.marginMm) / 3))
        throw std::invalid_argument("the overlap must be 0 to a third of the printable width");
    auto evaluate = [&](bool landscape, int& columns, int& rows, bool& legendPage) {
        const QSizeF paper = landscape ? portrait.transposed() : portrait;
        const double w = paper.width() - 2 * settings.marginMm, h = paper.height() - 2 * settings.marginMm;
        columns = pagesAlong(board_.width(), w, settings.overlapMm);
        rows = pagesAlong(board_.height(), h, settings.overlapMm);
        legendPage = settings.legend && (columns * rows > 1 || board_.height() + kLegendMm > h);
        return columns * rows + (legendPage ? 1 : 0);
    };
    int c[2], r[2];
    bool l[2];
    const int portraitPages = evaluate(false, c[0], r[0], l[0]);
    const int landscapePages = evaluate(true, c[1], r[1], l[1]);
    landscape_ = settings.orientation == PrintOrientation::Landscape ||
                 (settings.orientation == PrintOrientation::Auto && landscapePages < portraitPages);
    const int k = landscape_ ? 1 : 0;
    columns_ = c[k];
    rows_ = r[k];
    legendPage_ = l[k];
    paper_ = landscape_ ? portrait.transposed() : portrait;
    if (capped && pageCount() > kMaxPages)
        throw std::invalid_argument(tooManyPages(settings));
}

std::string PrintLayout::tooManyPages(const PrintSettings& settings) const
{
    // The board's printed size is in proportion to the hex width: the widest hexes that fit.
    PrintSettings smaller = settings;
    const QSizeF perMm = board_ / settings.hexMm;
    for (smaller.hexMm = std::floor(settings.hexMm); smaller.hexMm >= 5; smaller.hexMm -= 1) {
        const PrintLayout fits(perMm * smaller.hexMm, smaller, false);
        if (fits.pageCount() <= kMaxPages)
            return "the board needs " + std::to_string(pageCount()) + " sheets at " + std::to_string(static_cast<int>(settings.hexMm)) +
                   " mm hexes; a PDF may have " + std::to_string(kMaxPages) + ": choose hexes of at most " +
                   std::to_string(static_cast<int>(smaller.hexMm)) + " mm (" + std::to_string(fits.pageCount()) + " sheets)";
    }
    return "the board needs " + std::to_string(pageCount()) + " sheets at " + std::to_string(static_cast<int>(settings.hexMm)) +
           " mm hexes, and more than " + std::to_string(kMaxPages) + " even at 5 mm: export a picture (PNG or SVG) instead";
}

QRectF PrintLayout::printableMm() const
{
    const double m = settings_.marginMm;
    return QRectF(m, m, paper_.width() - 2 * m, paper_.height() - 2 * m);
}

QRectF PrintLayout::boardWindow(int index) const
{
    const QRectF p = printableMm();
    if (boardPages() == 1)
        return QRectF(QPointF(0, 0), board_);
    const double stepX = p.width() - settings_.overlapMm, stepY = p.height() - settings_.overlapMm;
    // Along an axis with several pages the board starts at the first page's corner (the last page
    // holds the unused paper); along an axis with one page it is centred.
    const double x0 = columns_ > 1 ? 0 : (board_.width() - p.width()) / 2;
    const double y0 = rows_ > 1 ? 0 : (board_.height() - p.height()) / 2;
    const int col = index % columns_, row = index / columns_;
    return QRectF(x0 + col * stepX, y0 + row * stepY, p.width(), p.height());
}

QPointF PrintLayout::boardOrigin(int index) const
{
    const QRectF p = printableMm();
    if (boardPages() == 1) {
        const double legend = settings_.legend && !legendPage_ ? kLegendMm : 0;
        return {p.left() + (p.width() - board_.width()) / 2, p.top() + (p.height() - legend - board_.height()) / 2};
    }
    return p.topLeft() - boardWindow(index).topLeft();
}

} // namespace hexloom::render
