#pragma once
// "Suggest fixes near this hex": suggestion runs that may change only the hexes around one hex,
// from the canvas's context menu (the hex under the mouse) and from Search → Suggest Fixes Near
// Hex (the hex under the mouse, else the one selected hex). The Search dock builds the runs.
#include <QObject>
#include <QPointer>

#include "core/model/board.h"

class QAction;
class QWidget;

namespace hexloom::ui::docks {
class SearchDock;
}
namespace hexloom::ui::scene {
class MapScene;
class MapView;
}

namespace hexloom::ui::main_window {

class FixNearHex : public QObject {
    Q_OBJECT
public:
    FixNearHex(docks::SearchDock* search, QObject* parent);
    QAction* action() const { return action_; }
    // Follows a new canvas (each session has its own view and scene).
    void attach(scene::MapView* view, scene::MapScene* scene);
    // Starts the runs around `cell`; false (with a message) when nothing was started.
    bool fixNear(core::model::CellIndex cell);
    // The hex the action works on now: the hovered one, else the only selected one.
    core::model::CellIndex target() const;

signals:
    void message(const QString& text);

private:
    void showMenu(const QPoint& viewportPos);

    docks::SearchDock* search_;
    QAction* action_;
    QPointer<scene::MapView> view_;
    QPointer<scene::MapScene> scene_;
    core::model::CellIndex hovered_ = core::model::kNoCell;
};

} // namespace hexloom::ui::main_window
