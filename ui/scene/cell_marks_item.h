#pragma once
// One layer of per-cell marks over the board: violation outlines, the selection, the brush
// footprint, changed-hex flashes, teaching overlays, a suggestion's differences. Each mark has its
// own colour; the layer's style says how marks are drawn.
#include <QColor>
#include <QGraphicsItem>
#include <QImage>
#include <vector>

#include "ui/scene/board_geometry.h"

namespace hexloom::ui::scene {

struct CellMark {
    core::model::CellIndex cell = core::model::kNoCell;
    QColor colour;
};

class CellMarksItem : public QGraphicsItem {
public:
    enum class Style {
        Outline,  // a thick inner outline
        Fill,     // the whole hex, colour alpha decides how strongly
        InnerHex, // a small hex in the middle (a suggested terrain), dashed ring around the cell
        Dot,      // a dot at the centre (tabu markers)
    };
    CellMarksItem(const BoardGeometry* geometry, Style style, qreal z);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setMarks(std::vector<CellMark> marks);
    void setCells(const std::vector<core::model::CellIndex>& cells, const QColor& colour);
    void clear() { setMarks({}); }
    const std::vector<CellMark>& marks() const { return marks_; }
    void geometryReset();
    // Below this many pixels per hex radius marks are drawn as plain squares (paintCoarse).
    static constexpr double kCoarsePixels = 3.0;
    // Above this many marks the coarse squares are stamped into a picture of the board (redrawn
    // only when the marks change) and drawn with one drawImage: 100,000 violating hexes of a
    // 250,000-hex board would otherwise be 100,000 fillRects on every repaint.
    static constexpr size_t kPictureMarks = 2000;

private:
    void paintCoarse(QPainter& p, const QRectF& exposed) const;
    void stampPicture() const;
    // The picture pixels of a mark's square (clipped to the picture).
    QRect squareOf(core::model::CellIndex cell) const;
    void updateMarks(const std::vector<CellMark>& marks);

    const BoardGeometry* geometry_;
    Style style_;
    QRectF rect_;
    std::vector<CellMark> marks_;
    mutable QImage picture_; // the coarse squares, one pixel per kPicturePixel scene units
    mutable bool pictureStale_ = true;
    // The hexes whose squares are in the picture: a new set of marks first clears just these
    // squares when that is cheaper than clearing the whole picture (a flash of 20,000 hexes on a
    // 250,000-hex board's 1.2 M-pixel picture).
    mutable std::vector<core::model::CellIndex> stamped_;
};

} // namespace hexloom::ui::scene
