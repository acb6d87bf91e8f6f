#pragma once
// The editor's symmetry controls outside the Search dock: the symmetric brush (tool bar and Tools
// menu) and View → Show Symmetry, the canvas overlay of the axes or the centre and of the homes'
// images (ui/scene/symmetry_item.h). Both follow the mode chosen in the Search dock's symmetry box,
// which starts as the rule set's declared symmetry.
#include <QObject>
#include <QPointer>

#include "core/symmetry/symmetry_mode.h"

class QAction;

namespace hexloom::ui::docks {
class SymmetryBox;
}
namespace hexloom::ui::scene {
class SymmetryItem;
}
namespace hexloom::ui::session {
class DocumentSession;
}
namespace hexloom::ui::tools {
class ToolOptions;
}

namespace hexloom::ui::main_window {

class SymmetryControls : public QObject {
    Q_OBJECT
public:
    SymmetryControls(tools::ToolOptions* options, docks::SymmetryBox* box, QObject* parent);

    QAction* brushAction() const { return brush_; }
    QAction* showAction() const { return show_; }
    // Puts the overlay on the session's canvas; called for every new session.
    void attach(session::DocumentSession* session);
    // The overlay on the current canvas (null before the first session).
    scene::SymmetryItem* overlay() const { return overlay_; }

signals:
    void message(const QString& text);

private:
    void modeChanged(core::symmetry::SymmetryMode mode);
    void refresh();

    tools::ToolOptions* options_;
    docks::SymmetryBox* box_;
    QAction* brush_;
    QAction* show_;
    QPointer<session::DocumentSession> session_;
    scene::SymmetryItem* overlay_ = nullptr; // owned by the session's scene
};

} // namespace hexloom::ui::main_window
