#include "ui/main_window/fix_near_hex.h"

#include <QAction>
#include <QMenu>

#include "ui/docks/search_dock.h"
#include "ui/scene/board_geometry.h"
#include "ui/scene/map_scene.h"
#include "ui/scene/map_view.h"

namespace hexloom::ui::main_window {

using core::model::CellIndex;
using core::model::kNoCell;

FixNearHex::FixNearHex(docks::SearchDock* search, QObject* parent) : QObject(parent), search_(search)
{
    action_ = new QAction(tr("Suggest Fixes &Near Hex"), this);
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    action_->setToolTip(tr("Suggestions that change only the hexes within %1 of the hex under the mouse (or the selected hex), "
                           "with as few changes as the best score allows (Ctrl+Alt+F; also on the canvas's right-click menu)")
                            .arg(docks::SearchDock::kFixRadius));
    action_->setStatusTip(action_->toolTip());
    connect(action_, &QAction::triggered, this, [this] { fixNear(target()); });
}

void FixNearHex::attach(scene::MapView* view, scene::MapScene* scene)
{
    view_ = view;
    scene_ = scene;
    hovered_ = kNoCell;
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, &FixNearHex::showMenu);
    connect(view, &scene::MapView::hoveredCell, this, [this](CellIndex c) { hovered_ = c; });
}

CellIndex FixNearHex::target() const
{
    if (hovered_ != kNoCell)
        return hovered_;
    if (scene_ && scene_->selection().size() == 1)
        return scene_->selection().first();
    return kNoCell;
}

bool FixNearHex::fixNear(CellIndex cell)
{
    if (cell == kNoCell) {
        emit message(tr("Point at a hex (or select one) to suggest fixes near it"));
        return false;
    }
    if (!search_->suggestFixesNear(cell)) {
        emit message(tr("A search is running: stop it first to suggest fixes near a hex"));
        return false;
    }
    emit message(tr("Suggesting fixes within %1 hexes of hex %2…").arg(docks::SearchDock::kFixRadius).arg(cell));
    return true;
}

void FixNearHex::showMenu(const QPoint& viewportPos)
{
    if (!view_ || !scene_)
        return;
    const CellIndex cell = scene_->geometry().cellAt(view_->mapToScene(viewportPos));
    if (cell == kNoCell)
        return;
    QMenu menu(view_);
    QAction* fix = menu.addAction(action_->text(), this, [this, cell] { fixNear(cell); });
    fix->setShortcut(action_->shortcut());
    fix->setToolTip(action_->toolTip());
    fix->setEnabled(action_->isEnabled());
    menu.setToolTipsVisible(true);
    menu.exec(view_->viewport()->mapToGlobal(viewportPos));
}

} // namespace hexloom::ui::main_window
