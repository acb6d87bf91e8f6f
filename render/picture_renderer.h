#pragma once
// Pictures of a board for documents and web pages (PNG, SVG): the board as BoardRenderer draws it,
// the violations of one requirement or of every enabled one outlined, one colour per requirement
// (a hex violating several gets nested outlines), and a legend under the board naming each
// colour's requirement and its violation count. Shared by `hexloom-cli render` and the editor.
#include <QByteArray>
#include <QColor>
#include <QString>
#include <string>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/board_renderer.h"
#include "render/picture_writer.h"

class QPainter;

namespace hexloom::render {

struct Highlight {
    std::string id;   // "REQ2"
    std::string name; // "River 1 to 3 hexes wide"
    QColor colour;
    int violations = 0;
    std::vector<core::model::CellIndex> cells;
};

struct PictureOptions {
    RenderOptions board;               // hex size, coordinates, locks
    std::vector<Highlight> highlights; // outlined in order; the legend lists them
    bool legend = true;                // under the board, when there are highlights
    double dotsPerInch = 0;            // written into a PNG when set
};

class PictureRenderer {
public:
    // The i-th colour of the highlight palette (the first is the editor's magenta).
    static QColor highlightColour(int i);
    // The violations of requirement `id` ("REQ2"), or of every enabled requirement for "all";
    // empty for an empty id. Throws std::invalid_argument listing the ids for an unknown one.
    static std::vector<Highlight> violations(const core::model::Board& board, const core::model::Map& map,
                                             std::shared_ptr<const core::rules::RuleSet> rules, const QString& id);
    // The hex radius in pixels that makes a hex `hexMm` wide across the flats at `dpi`.
    static double hexSizeForDpi(double hexMm, double dpi);
    // The hex radius that makes the picture (board and legend) `width` pixels wide.
    static double hexSizeForWidth(const core::model::Board& board, double width);

    static QSizeF size(const core::model::Board& board, const PictureOptions& o);
    static void paint(QPainter& p, const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                      const PictureOptions& o);
    // The picture for the picture writer (render/picture_writer.h); holds references to its arguments.
    static PictureDrawing drawing(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                  const PictureOptions& o);
    // Encoded pictures; the PNG is refused (SizePolicy::Refuse, std::runtime_error) when it is over
    // `maxSide` pixels a side.
    static QByteArray png(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                          const PictureOptions& o, int maxSide = 16384);
    static QByteArray svg(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                          const PictureOptions& o);

private:
    static double legendLineHeight(const PictureOptions& o);
    static double legendHeight(const PictureOptions& o);
    static void paintHighlights(QPainter& p, const core::model::Board& board, const PictureOptions& o);
    static void paintLegend(QPainter& p, QRectF area, const PictureOptions& o);
};

} // namespace hexloom::render
