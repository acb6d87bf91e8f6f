#pragma once
// The active symmetry drawn lightly over the board (View → Show Symmetry): the mirror axes, or the
// centre of the turn with one ray per seat's sector; and, where players have home hexes, the
// images of every home, so a designer placing homes sees where the other seats' homes must go
// (a plain ring where a home is there already, a dashed ring with the number where no home
// is yet). Everything is computed from the cells' positions by core/symmetry.
#include <QGraphicsItem>
#include <QLineF>
#include <vector>

#include "core/model/board.h"
#include "core/rules/player_setup.h"
#include "core/symmetry/symmetry_mode.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::scene {

class SymmetryItem : public QGraphicsItem {
public:
    static constexpr qreal kZ = 2.5; // over the flash, under the outlines and the brush preview

    SymmetryItem();

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Recomputes the drawing for `doc`'s board and homes under `mode`; draws nothing for None or
    // a board whose shape is not invariant under `mode`.
    void show(const document::MapDocument& doc, core::symmetry::SymmetryMode mode);
    // The same for a board and players of no document (New Game's preview of the homes).
    void show(const core::model::Board& board, const std::vector<core::rules::Player>& players, core::symmetry::SymmetryMode mode);

    // What is drawn, in scene coordinates (read by tests).
    const std::vector<QLineF>& axes() const { return axes_; }
    bool hasCentre() const { return hasCentre_; }
    QPointF centre() const { return centre_; }
    const std::vector<QLineF>& rays() const { return rays_; }
    struct HomeImage {
        QPointF at;
        int player = 0;       // 1-based: the image of this player's home
        bool matched = false; // a home is there already
    };
    const std::vector<HomeImage>& homeImages() const { return homeImages_; }

private:
    void clearDrawing();

    QRectF rect_;
    std::vector<QLineF> axes_;
    bool hasCentre_ = false;
    QPointF centre_;
    std::vector<QLineF> rays_;
    std::vector<HomeImage> homeImages_;
};

} // namespace hexloom::ui::scene
