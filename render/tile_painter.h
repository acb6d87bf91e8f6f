#pragma once
// Draws assembly tiles with QPainter: the outlines between placed tiles, their line codes (rivers,
// roads) as strokes, and a thumbnail of one tile kind with its terrain and edge codes. Shared by
// `hexloom-cli assemble --png`, the editor's assembly overlay and the tile-set dock.
#include <QImage>
#include <vector>

#include "core/assembly/assembly_result.h"
#include "core/assembly/tile_set.h"
#include "core/model/board.h"

class QPainter;

namespace hexloom::render {

class TilePainter {
public:
    // The side of `cell` facing direction d (hex.h order) as a line between two corners.
    static QLineF side(QPointF centre, double hexSize, int d);
    // Every hex side whose two hexes belong to different tiles (or that faces the rim or an empty
    // hex); `inset` < 1 draws the sides that much closer to the hex centres.
    static void paintOutlines(QPainter& p, const core::model::Board& board,
                              const std::vector<core::assembly::PlacedTile>& tiles, double hexSize, double inset = 1.0);
    // Line codes: a stroke from the hex centre to the middle of the side.
    static void paintLines(QPainter& p, const core::model::Board& board,
                           const std::vector<core::assembly::PlacedTile>& tiles, double hexSize);
    // One tile kind unturned, `size` pixels square: terrain fills, outline, line strokes and the
    // code letter on every outer side. Transparent background.
    static QImage thumbnail(const core::assembly::TileKind& kind, const core::assembly::TileSet& set, int size);
};

} // namespace hexloom::render
