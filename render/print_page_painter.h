#pragma once
// Paints the sheets of a print-and-play board: the part of the board on each page at its real
// size, cut lines and registration marks where pages overlap, a footer naming the page with a
// 50 mm scale bar (to check the printer printed at 100 %), and the legend. No editor overlays
// (locks, highlights). The PDF writer and the editor's preview paint through this one class.
#include <QImage>
#include <QPainter>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/print_layout.h"

namespace hexloom::render {

class PrintPagePainter {
public:
    // Keeps references: board, map and rules must outlive the painter. Throws
    // std::invalid_argument for settings PrintLayout refuses.
    PrintPagePainter(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                     const PrintSettings& settings);

    const PrintLayout& layout() const { return layout_; }
    // Paints sheet `index` (0 .. pageCount()-1) on a device with `dotsPerMm` dots per millimetre
    // whose origin is the sheet's top-left corner.
    void paint(QPainter& p, int index, double dotsPerMm) const;
    // The sheet as a picture on white paper, for previews.
    QImage preview(int index, double dotsPerMm) const;
    // The hexes painted on board sheet `index`: those whose centre lies within a hex radius of the
    // sheet's window. Worked out for all sheets at once on first use (one pass over the board), so
    // a board of many sheets costs O(hexes) in all rather than O(hexes) a sheet.
    const std::vector<core::model::CellIndex>& cellsOn(int index) const;

private:
    // Painting happens in tenths of a millimetre: fine enough for whole-number font sizes.
    static constexpr double kUnits = 10.0;

    void paintBoard(QPainter& p, int index) const;
    void paintRegistration(QPainter& p, int index) const;
    void paintCutLines(QPainter& p, int index) const;
    void paintFooter(QPainter& p, int index) const;
    void paintLegend(QPainter& p, QRectF area) const;
    // The legend's swatch grid: font size, swatches per row, their width and each row's height
    // (names wrapped), all in painting units.
    struct LegendGrid {
        double fontMm = 2.8;
        int perRow = 3;
        double cellWidth = 0;
        std::vector<double> rowHeights;
    };
    static LegendGrid legendGrid(QPainter& p, const std::vector<std::pair<core::model::TerrainId, QString>>& items, double width, double height);
    void paintPageGrid(QPainter& p, QRectF area) const;
    QRectF boardBounds() const; // the board's extent in painting units, at the printed size

    const core::model::Board& board_;
    const core::model::Map& map_;
    const core::rules::RuleSet& rules_;
    PrintSettings settings_;
    PrintLayout layout_;
    mutable std::vector<std::vector<core::model::CellIndex>> pageCells_; // by board sheet, on first use
};

} // namespace hexloom::render
