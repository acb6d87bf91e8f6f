#pragma once
// The designer's selection drawn over the board: a blue inner outline on each selected hex, or,
// zoomed out (below CellMarksItem::kCoarsePixels a hex radius), a blue square over it as the other
// mark layers draw. It reads the scene's CellSelection rather than copying it into marks, so
// Select All on a 250,000-hex board stores nothing per hex: zoomed in only the hexes in view are
// looked up and drawn; zoomed out the squares come from a picture of the board, stamped one row
// span at a time (a run of selected neighbours in a row is one fill), so a whole board is a few
// thousand fills, drawn with one drawImage.
#include <QColor>
#include <QGraphicsItem>
#include <QImage>

#include "ui/scene/board_geometry.h"
#include "ui/scene/cell_selection.h"

namespace hexloom::ui::scene {

class SelectionItem : public QGraphicsItem {
public:
    // `selection` is the scene's, read on every paint; call changed() after it changes.
    SelectionItem(const BoardGeometry* geometry, const CellSelection* selection, qreal z);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // The selection was `before` and is now the scene's: repaint what changed.
    void changed(const CellSelection& before);
    void geometryReset();
    static QColor colour() { return {30, 120, 255}; }

private:
    void paintCoarse(QPainter& p, const QRectF& exposed) const;
    void paintFine(QPainter& p, const QRectF& exposed) const;
    void stampPicture() const;
    QRect squareOf(core::model::CellIndex cell) const; // picture pixels, clipped
    void fillSpan(core::model::CellIndex first, core::model::CellIndex last) const;

    const BoardGeometry* geometry_;
    const CellSelection* selection_;
    QRectF rect_;
    mutable QImage picture_; // the coarse squares, one pixel per 0.75 hex radius
    mutable bool pictureStale_ = true;
};

} // namespace hexloom::ui::scene
