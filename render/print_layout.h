#pragma once
// Where a board printed at a real hex size falls on paper: the paper and its orientation, the
// printable area inside the margins, and how the board is split over a grid of pages that overlap
// by a strip (repeated on both neighbours, so they can be aligned and glued). Pure geometry in
// millimetres: the PDF writer and the editor's preview both paint from it.
#include <QPageSize>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <string>

#include "render/palette.h"

namespace hexloom::render {

enum class PrintOrientation { Auto, Portrait, Landscape };

struct PrintSettings {
    double hexMm = 30.0; // width of a hex between two opposite sides
    QPageSize::PageSizeId paper = QPageSize::A4;
    PrintOrientation orientation = PrintOrientation::Auto; // Auto: the one needing fewer pages
    double marginMm = 10.0;  // unprinted border of every sheet
    double overlapMm = 12.0; // strip printed on both neighbouring pages
    bool coordinates = false;
    bool legend = true;
    QString title;
    Palette palette = Palette::Rules; // fills of the hexes and of the legend's swatches
};

// Parses "a4" / "letter" (case-insensitive); throws std::invalid_argument naming the value.
QPageSize::PageSizeId paperFromName(const QString& name);
// The hex circumradius in millimetres for a flat-to-flat width: hexes have pointed tops, so two
// sides are vertical and the width across them is sqrt(3) times the radius.
double hexRadiusMm(double hexMm);

class PrintLayout {
public:
    // `boardMm`: the board's extent in millimetres (BoardRenderer::bounds at hexRadiusMm). Throws
    // std::invalid_argument for settings out of range and for more than kMaxPages sheets.
    PrintLayout(QSizeF boardMm, const PrintSettings& settings);

    bool landscape() const { return landscape_; }
    QSizeF paperMm() const { return paper_; }
    QRectF printableMm() const; // on the sheet, inside the margins
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int boardPages() const { return columns_ * rows_; }
    bool legendOnOwnPage() const { return legendPage_; }
    int pageCount() const { return boardPages() + (legendPage_ ? 1 : 0); }
    // The part of the board (millimetres from the board's top-left) on board page `index`
    // (row by row); the same size as printableMm() except on a single page, where it is the board.
    QRectF boardWindow(int index) const;
    // Where board point (0, 0) lands on the sheet of board page `index`, in millimetres.
    QPointF boardOrigin(int index) const;
    // Height the legend takes under a board that fits on one page.
    static constexpr double kLegendMm = 34.0;
    // A print-and-play PDF has at most this many sheets; more is refused, naming the hex width that
    // fits (a 250,000-hex board at 30 mm would be about 4,000 sheets, and its preview never ends).
    static constexpr int kMaxPages = 1000;

private:
    PrintLayout(QSizeF boardMm, const PrintSettings& settings, bool capped);
    static int pagesAlong(double length, double printable, double overlap);
    std::string tooManyPages(const PrintSettings& settings) const;

    QSizeF board_;
    PrintSettings settings_;
    QSizeF paper_;
    bool landscape_ = false;
    int columns_ = 1;
    int rows_ = 1;
    bool legendPage_ = false;
};

} // namespace hexloom::render
