#pragma once
// Draws a board with QPainter: terrain fills from the rule set, Catan-style number tokens (6 and 8
// in red), lock markers, optional coordinate labels, and outlined cells (violations, selection).
// The editor's canvas and `hexloom-cli render` both draw through this class.
#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/palette.h"

class QPainter;

namespace hexloom::render {

struct RenderOptions {
    double hexSize = 28.0; // circumradius in pixels
    bool coordinates = false;
    bool locks = true;
    std::vector<core::model::CellIndex> outlined; // drawn with a thick outline
    QColor outlineColour = QColor(255, 0, 200);
    QColor background = QColor(250, 250, 247);
    Palette palette = Palette::Rules;
    bool faces = true;  // labels, glyphs, badges and home numbers (render/hex_face_painter.h)
    double scale = 1.0; // device pixels per painting unit: faces too small to read are left out
    // Per cell, the number of the player whose home it is (0: none); paintBoard() fills it from
    // the rule set when it is empty, callers of paintCell() use homeNumbers().
    std::vector<int> homes;
};

class BoardRenderer {
public:
    static QPointF centre(const core::model::Board& board, core::model::CellIndex cell, double hexSize);
    static QPainterPath hexPath(QPointF centre, double size);
    static QRectF bounds(const core::model::Board& board, double hexSize);
    static QColor terrainColour(const core::rules::RuleSet& rules, core::model::TerrainId t, Palette palette = Palette::Rules);
    // Per cell: the number (1, 2, ...) of the player whose declared home it is, else 0. A home off
    // the board is left out (the Fairness dock and `score` report it).
    static std::vector<int> homeNumbers(const core::model::Board& board, const core::rules::RuleSet& rules);

    // Draws one cell (fill, token, lock, label) at its centre.
    static void paintCell(QPainter& p, const core::model::Board& board, const core::model::Map& map,
                          const core::rules::RuleSet& rules, core::model::CellIndex cell, const RenderOptions& o);
    static void paintToken(QPainter& p, QPointF centre, double size, int token, bool pips = true);
    // The disc paintToken() draws (number and pips inside it).
    static QRectF tokenBox(QPointF centre, double size);
    static void paintLock(QPainter& p, QPointF centre, double size);
    static void paintOutline(QPainter& p, const core::model::Board& board, core::model::CellIndex cell, double size, const QColor& c);
    // The whole board, with `o.outlined` on top; the painter's origin is bounds().topLeft().
    static void paintBoard(QPainter& p, const core::model::Board& board, const core::model::Map& map,
                           const core::rules::RuleSet& rules, const RenderOptions& o);
};

} // namespace hexloom::render
