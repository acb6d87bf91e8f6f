#pragma once
// The seat draft drawn over the board (the Fairness dock's seat draft, docs/rules.md "Seat
// draft"): a disc in the seat's colour with its number at every corner a seat took, ringed red
// for a disadvantaged seat. Empty (draws nothing) until the dock gives it markers.
#include <QColor>
#include <QGraphicsItem>
#include <vector>

#include "core/rules/draft/corner_graph.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::ui::scene {

class SeatDraftItem : public QGraphicsItem {
public:
    struct Marker {
        QPointF at;      // scene position of the corner
        int seat = 0;    // 0-based
        int turn = 0;    // 0-based, in order of play
        bool disadvantaged = false;
    };

    SeatDraftItem(const BoardGeometry* geometry, qreal z);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    void setMarkers(std::vector<Marker> markers);
    void clear();
    const std::vector<Marker>& markers() const { return markers_; }
    void geometryReset();

    // The scene position of corner k of `graph`, built on the geometry's board.
    QPointF cornerPosition(const core::rules::CornerGraph& graph, int k) const;
    // The colour seat `seat` (0-based) is drawn in; eight distinct ones.
    static QColor seatColour(int seat);

private:
    const BoardGeometry* geometry_;
    QRectF rect_;
    std::vector<Marker> markers_;
};

} // namespace hexloom::ui::scene
