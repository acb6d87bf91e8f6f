#pragma once
// A map laid out on a print-service preset (render/print_preset.h): the board as one image, or one
// front image per hex plus a shared back. The images are the preset's published size; the
// background (the board's, or each tile's kind) covers the whole image, bleed included, and every
// label, glyph, badge, token and home number stays inside the safe area. A board is scaled to fit
// the safe area and centred; a label a fold line runs through is reported. Everything is sized
// and checked before anything is drawn, so an export over the preset's pixel limit writes nothing.
#include <QPainterPath>
#include <QPolygonF>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QString>
#include <functional>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/palette.h"
#include "render/picture_writer.h"
#include "render/print_preset.h"

class QPainter;

namespace hexloom::render {

struct PrintOptions {
    Palette palette = Palette::Rules;
    bool faces = true;  // labels, glyphs, badges and home numbers
    double hexMm = 30;  // presets sized by the hex (ppg-3mm): a hex this wide across its flats
    // Fixed-size boards: turn the board a quarter turn (clockwise) when its hexes come out larger
    // that way (a wide board on a tall bi-fold); false keeps it as the editor shows it.
    bool rotate = true;
};

// A fold line running through a part of a hex's face.
struct FoldCrossing {
    core::model::CellIndex cell = core::model::kNoCell;
    bool vertical = true; // a vertical fold (at x = `at`), else a horizontal one (y = `at`)
    double at = 0;        // image pixels
};

struct BoardSheet {
    QSize pixels;
    QRectF trim, safe; // the cut line and the safe area, in image pixels
    double hexSize = 0; // the hexes' radius in pixels
    // The board is drawn in its own frame, the image turned back when `rotated`: that frame is the
    // image's size (its sides swapped when rotated), and `origin` added to
    // BoardRenderer::centre(board, cell, hexSize) gives a hex's position in it.
    bool rotated = false;
    QPointF origin;
    std::vector<FoldCrossing> foldCrossings;
    // A hex's centre in image pixels (turned when `rotated`).
    QPointF centre(const core::model::Board& board, core::model::CellIndex cell) const;
    // A point or box of the board's frame in image pixels.
    QPointF toImage(QPointF framePoint) const;
    QRectF toImage(const QRectF& frameBox) const;
};

struct TileSheet {
    QSize pixels;
    QPointF centre;           // of the hex, in image pixels
    double trimRadius = 0;    // the cut hexagon (flat sides up and down): circumradius in pixels
    double safeRadius = 0;    // the safe hexagon, `safePixels` inside the cut on every side
    double faceSize = 0;      // the radius HexFacePainter and the token are drawn at
};

class PrintSheets {
public:
    // Throws std::runtime_error when the image would be over the preset's limits (only presets sized
    // by the hex can be) and std::invalid_argument when the preset makes no boards.
    static BoardSheet boardSheet(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                 const PrintPreset& preset, const PrintOptions& o);
    static PictureDrawing boardDrawing(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                                       const BoardSheet& sheet, const PrintOptions& o);
    // One line per fold crossing: "the label of hex 3,4 crosses the vertical fold at x = 2737.5 px".
    static QStringList foldWarnings(const core::model::Board& board, const BoardSheet& sheet);

    // The same sheet serves every tile of the map (the face sized so that every kind's face fits).
    static TileSheet tileSheet(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules,
                               const PrintPreset& preset, const PrintOptions& o);
    static PictureDrawing tileDrawing(const core::model::Map& map, const core::rules::RuleSet& rules, core::model::CellIndex cell, int home,
                                      const TileSheet& sheet, const PrintOptions& o);
    static PictureDrawing backDrawing(const core::rules::RuleSet& rules, const TileSheet& sheet, const PrintOptions& o);
    // "hex-03-07.png": row and column, zero-padded to the board's widest so the files sort.
    static QString tileFileName(const core::model::Board& board, core::model::CellIndex cell);

    // The boxes drawn on a hex at `centre` and radius `size` (HexFacePainter's parts and the token);
    // `home` is the cell's player number (BoardRenderer::homeNumbers), 0 for none.
    static std::vector<QRectF> faceBoxes(const core::model::Map& map, const core::rules::RuleSet& rules, core::model::CellIndex cell,
                                         int home, QPointF centre, double size, const PrintOptions& o);
    // Draws what faceBoxes() measures, in the fonts it measures them in.
    static void paintFace(QPainter& p, const core::model::Map& map, const core::rules::RuleSet& rules, core::model::CellIndex cell,
                          int home, QPointF centre, double size, const PrintOptions& o);
    // A regular hexagon with flat sides up and down (a tile as The Game Crafter's templates stand).
    static QPolygonF flatHexagon(QPointF centre, double radius);
};

struct BoardWritten {
    QSize pixels;
    bool rotated = false; // BoardSheet::rotated
    QStringList foldWarnings; // PrintSheets::foldWarnings()
};
// Writes the board image to `path` (atomically); over the preset's limits, writes nothing.
BoardWritten writeBoardPrint(const QString& path, const core::model::Board& board, const core::model::Map& map,
                            const core::rules::RuleSet& rules, const PrintPreset& preset, const PrintOptions& o);

// Hex tiles are physical pieces: a board of more hexes than this is refused for --tiles.
inline constexpr int kMaxPrintTiles = 10'000;

struct TilesWritten {
    int fronts = 0;
    QSize pixels;
};
// Writes one front per hex and back.png into `dir` (made when missing), each atomically. A `dir`
// that is a file or cannot be made, and an image over the limits, are std::runtime_errors naming
// it, before any file is written. `cancelled` is polled between images (what was written stays).
TilesWritten writeTilePrints(const QString& dir, const core::model::Board& board, const core::model::Map& map,
                             const core::rules::RuleSet& rules, const PrintPreset& preset, const PrintOptions& o,
                             const std::function<bool()>& cancelled = {});

} // namespace hexloom::render
