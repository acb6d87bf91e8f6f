#pragma once
// A small picture of the whole board, a few pixels per hex, for drawing the board zoomed out: one
// drawImage instead of a polygon per hex (a 250,000-hex board at Fit shows a hex smaller than a
// pixel). Every cell is a stamp of the pixels nearest its centre, so the stamps tile the picture
// exactly; a changed cell re-stamps only its own pixels. The picture is stretched to the board's
// scene rectangle: its pixels are 1/(4k) of a hex's column step wide and 1/(3k) of a row step high.
#include <QImage>
#include <QPoint>
#include <QRectF>
#include <vector>

#include "core/model/map.h"
#include "core/rules/rule_set.h"
#include "render/palette.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::ui::scene {

class BoardOverview {
public:
    // At most this many pixels (4 bytes each): 16 MB whatever the board.
    static constexpr long long kMaxPixels = 4'000'000;

    // Sizes the picture for `board` (the finest k in 1..4 that fits kMaxPixels) and stamps every cell.
    void reset(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules);
    // Re-stamps `cells` from `map`.
    void update(const std::vector<core::model::CellIndex>& cells, const core::model::Map& map, const core::rules::RuleSet& rules);
    // The colours the hexes are stamped in (View → Palette, as the canvas's polygons); re-stamps
    // every cell of the board last reset() when it changes.
    void setPalette(render::Palette palette, const core::model::Map& map, const core::rules::RuleSet& rules);
    render::Palette palette() const { return palette_; }

    const QImage& image() const { return image_; }
    // Where the picture lies in the scene.
    QRectF sceneRect() const { return sceneRect_; }
    // Picture pixels per hex column step (4k): finer than the screen's when the view shows hexes
    // with a smaller column step than this.
    int columnPixels() const { return 4 * k_; }
    // The picture's pixel at the centre of `cell` (for tests).
    QPoint centrePixel(core::model::CellIndex cell) const;
    // The part of the picture under `sceneArea` (clipped to the picture).
    QRect pixelsUnder(const QRectF& sceneArea) const;
    // The scene rectangle that `pixels` of the picture cover.
    QRectF sceneRectOf(const QRect& pixels) const;

private:
    // The stamp colours of every terrain id (free and locked) and of a locked hex's dot, worked out
    // once per reset() or update() instead of once per hex.
    struct Palette {
        QRgb fill[2][256];
        QRgb dot[256];
    };
    static Palette paletteOf(const core::rules::RuleSet& rules, render::Palette palette);
    void stampAll(const core::model::Map& map, const core::rules::RuleSet& rules);
    // `bits` and `stride`: image_'s pixels, taken once per pass.
    void stamp(core::model::CellIndex cell, const core::model::Map& map, const Palette& palette, QRgb* bits, qsizetype stride) const;

    const core::model::Board* board_ = nullptr;
    render::Palette palette_ = render::Palette::Rules;
    int k_ = 1;
    double sx_ = 1, sy_ = 1;      // scene units per picture pixel
    QPoint origin_;               // picture pixel of the axial hex (0, 0)
    QImage image_;
    QRectF sceneRect_;
    // Offsets (in pixels of the picture's memory, rows included) from a hex's centre pixel: the
    // pixels that belong to it, and the centre dot of a locked hex. Linear, so a 250,000-hex
    // snapshot re-stamps without a multiplication per pixel.
    std::vector<qsizetype> stamp_;
    std::vector<qsizetype> dot_;
};

} // namespace hexloom::ui::scene
