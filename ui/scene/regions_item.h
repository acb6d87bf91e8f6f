#pragma once
// A partition drawn over the board (the Regions panel's overlay): every region in its own
// semi-transparent colour over the terrain, thick lines along the borders between regions, and
// removed hexes hatched. Hexes outside the partition's scope are left as they are.
#include <QColor>
#include <QGraphicsItem>
#include <QLineF>
#include <vector>

#include "ui/scene/board_geometry.h"

namespace hexloom::ui::scene {

class RegionsItem : public QGraphicsItem {
public:
    RegionsItem(const BoardGeometry* geometry, qreal z);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Per board cell: a region (0..), kRemovedCell or kOutOfScope (core/partition).
    void setRegions(const core::model::Board& board, std::vector<int> regionOfCell);
    void clear();
    bool isEmpty() const { return regionOfCell_.empty(); }
    const std::vector<int>& regionOfCell() const { return regionOfCell_; }
    // The colour a region is filled with (also the node's colour in the graph drawing).
    static QColor colourOf(int region);
    // Border segments in scene coordinates, one per side between different regions.
    const std::vector<QLineF>& borders() const { return borders_; }
    void geometryReset();

private:
    const BoardGeometry* geometry_;
    QRectF rect_;
    std::vector<int> regionOfCell_;
    std::vector<QLineF> borders_;
};

} // namespace hexloom::ui::scene
