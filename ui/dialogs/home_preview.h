#pragma once
// A small picture of a new game's board for placing the players' homes: every hex outlined, home
// hexes filled and numbered with their player. A click on a hex reports it (the players page
// makes it the selected player's home). Geometry from ui/scene/board_geometry.h, as the canvas.
#include <QGraphicsView>
#include <memory>
#include <vector>

#include "core/model/board.h"
#include "core/rules/player_setup.h"
#include "ui/scene/board_geometry.h"

class QGraphicsScene;

namespace hexloom::ui::dialogs {

class HomePreview : public QGraphicsView {
    Q_OBJECT
public:
    explicit HomePreview(QWidget* parent = nullptr);

    // Draws `board` with the homes of `players` (`selected` highlighted, -1 for none).
    void showBoard(const core::model::Board& board, const std::vector<core::rules::Player>& players, int selected);
    const core::model::Board& board() const { return *board_; }

signals:
    void hexClicked(core::model::OffsetCoord at);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QGraphicsScene* scene_;
    std::unique_ptr<core::model::Board> board_;
    scene::BoardGeometry geometry_;
};

} // namespace hexloom::ui::dialogs
