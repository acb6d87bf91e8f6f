#pragma once
// The board of New Game's home preview, drawn as the canvas draws a new map of the game: every
// hex empty but the homes, which hold their home tile, locked, with the player's number in its
// disc (render::BoardRenderer and render::HexFacePainter, the canvas's painters). The selected
// player's homes are outlined. Scene units are the canvas's (scene::BoardGeometry).
#include <QGraphicsItem>
#include <vector>

#include "core/model/board.h"
#include "core/model/map.h"
#include "core/rules/rule_set.h"

namespace hexloom::ui::dialogs {

class HomeBoardItem : public QGraphicsItem {
public:
    // `board` and `rules` must outlive the item (the preview owns both).
    HomeBoardItem(const core::model::Board& board, const core::rules::RuleSet& rules, int selected);

    QRectF boundingRect() const override { return rect_; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Per cell, the player number (1-based) whose home it is, 0 for none (read by tests).
    const std::vector<int>& homes() const { return homes_; }
    // The new map's start as the preview draws it: home tiles on the homes, locked.
    const core::model::Map& map() const { return map_; }

private:
    const core::model::Board& board_;
    const core::rules::RuleSet& rules_;
    core::model::Map map_;
    std::vector<int> homes_;
    std::vector<core::model::CellIndex> selected_; // the selected player's home hexes
    QRectF rect_;
};

} // namespace hexloom::ui::dialogs
