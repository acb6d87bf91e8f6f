#pragma once
// A small picture of a new game's board for placing the players' homes, drawn as the canvas draws
// the game's new maps (HomeBoardItem: home tiles, locks and the players' numbered discs) and, when
// the rule set declares a symmetry, with the canvas's symmetry drawing (scene::SymmetryItem: the
// axes or the centre and the seats' rays, and a ring on every image of a home). A click on a hex
// reports it (the players page makes it the selected player's home). Geometry from
// ui/scene/board_geometry.h, as the canvas.
#include <QGraphicsView>
#include <memory>
#include <vector>

#include "core/model/board.h"
#include "core/rules/rule_set.h"
#include "ui/scene/board_geometry.h"

class QGraphicsScene;

namespace hexloom::ui::scene {
class SymmetryItem;
}

namespace hexloom::ui::dialogs {

class HomeBoardItem;

class HomePreview : public QGraphicsView {
    Q_OBJECT
public:
    explicit HomePreview(QWidget* parent = nullptr);

    // Draws `board` with the homes of `rules`' players (`selected` outlined, -1 for none) and the
    // rule set's symmetry when the board has it.
    void showBoard(const core::model::Board& board, const core::rules::RuleSet& rules, int selected);
    const core::model::Board& board() const { return *board_; }
    // What is drawn (tests).
    const HomeBoardItem* boardItem() const { return boardItem_; }
    const scene::SymmetryItem* symmetryItem() const { return symmetryItem_; }

signals:
    void hexClicked(core::model::OffsetCoord at);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QGraphicsScene* scene_;
    std::unique_ptr<core::model::Board> board_;
    core::rules::RuleSet rules_; // the draft as last shown (the board item draws from it)
    HomeBoardItem* boardItem_ = nullptr;
    scene::SymmetryItem* symmetryItem_ = nullptr;
    scene::BoardGeometry geometry_;
};

} // namespace hexloom::ui::dialogs
