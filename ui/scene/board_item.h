#pragma once
// The whole board as one graphics item: it paints only the hexes in the exposed rectangle and, when
// a hex is a few pixels on screen, draws plain fills without tokens or locks, so a 10,000-hex
// board stays smooth. Repaints only the cells the document reports as changed.
#include <QGraphicsItem>
#include <vector>

#include "ui/scene/board_geometry.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::scene {

class BoardItem : public QGraphicsItem {
public:
    BoardItem(const document::MapDocument* doc, const BoardGeometry* geometry);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setShowCoordinates(bool on);
    // The board or its size changed: the bounding rectangle follows.
    void geometryReset();
    void cellsChanged(const std::vector<core::model::CellIndex>& cells);

private:
    void paintFills(QPainter& p, const std::vector<core::model::CellIndex>& cells, bool outlines) const;
    // Tokens, locks and (when on) coordinate labels.
    void paintCoarseLocks(QPainter& p, const std::vector<core::model::CellIndex>& cells) const;
    void paintDetails(QPainter& p, const std::vector<core::model::CellIndex>& cells) const;

    const document::MapDocument* doc_;
    const BoardGeometry* geometry_;
    QRectF rect_;
    bool coordinates_ = false;
    mutable std::vector<core::model::CellIndex> visible_;
};

} // namespace hexloom::ui::scene
