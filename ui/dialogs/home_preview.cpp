#include "ui/dialogs/home_preview.h"

#include <QGraphicsScene>
#include <QMouseEvent>

#include "ui/dialogs/home_board_item.h"
#include "ui/scene/symmetry_item.h"

namespace hexloom::ui::dialogs {

HomePreview::HomePreview(QWidget* parent) : QGraphicsView(parent), scene_(new QGraphicsScene(this)), board_(std::make_unique<core::model::Board>())
{
    setObjectName(QStringLiteral("HomePreview"));
    setScene(scene_);
    setRenderHint(QPainter::Antialiasing);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setToolTip(tr("Click a hex to make it the selected player's home"));
    setMinimumSize(240, 200);
}

void HomePreview::showBoard(const core::model::Board& board, const core::rules::RuleSet& rules, int selected)
{
    scene_->clear(); // the items read board_ and rules_: gone before those change
    boardItem_ = nullptr;
    symmetryItem_ = nullptr;
    board_ = std::make_unique<core::model::Board>(board);
    rules_ = rules;
    geometry_ = scene::BoardGeometry(*board_);
    scene_->setSceneRect(geometry_.sceneRect());
    boardItem_ = new HomeBoardItem(*board_, rules_, selected);
    scene_->addItem(boardItem_);
    symmetryItem_ = new scene::SymmetryItem;
    symmetryItem_->show(*board_, rules_.players.players, rules_.symmetry); // nothing when the board lacks it
    scene_->addItem(symmetryItem_);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

void HomePreview::mousePressEvent(QMouseEvent* event)
{
    const auto c = geometry_.cellAt(mapToScene(event->position().toPoint()));
    if (event->button() == Qt::LeftButton && c != core::model::kNoCell)
        emit hexClicked(board_->offset(c));
    QGraphicsView::mousePressEvent(event);
}

void HomePreview::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

} // namespace hexloom::ui::dialogs
