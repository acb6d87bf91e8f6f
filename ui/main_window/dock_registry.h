#pragma once
// The editor window's docks, in one list: the main window creates them from it, the View menu
// lists them in its order, and the layout presets place them by their group. Adding a dock is its
// own files plus one line in dock_registry.cpp.
#include <QString>
#include <functional>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace hexloom::ui::session {
class DocumentSession;
}

namespace hexloom::ui::main_window {

// Where the layout presets put a dock (layout_presets.h says how each preset arranges them).
enum class DockGroup {
    Map,   // the map's panels, tabbed in the left column
    Run,   // the runs' panels, tabbed under the map's (in Teach: a column right of the canvas)
    Chart, // with the run tabs; in Teach a place of its own below them
    Band,  // a band under the canvas, hidden until its list has an entry
};

// The presets that show a dock, one bit each (bit n: LayoutPresets::Preset n).
using PresetSet = unsigned;
inline constexpr PresetSet kEveryPreset = ~0u;

struct DockEntry {
    QString id; // the dock's object name: a saved window state finds the dock by it
    DockGroup group;
    PresetSet shownIn;
    // Creates the dock as a child of the window; the dock sets its own title and object name.
    std::function<QDockWidget*(QMainWindow* window)> make;
    // How the dock learns of a new open document (MainWindow::sessionChanged); none when empty.
    std::function<void(QDockWidget* dock, session::DocumentSession* session)> follow;
    // The dock's own settings, read at the window's start and written when it closes; empty for a
    // dock without settings (the dock class's loadSettings() and saveSettings() when it has them).
    std::function<void(QDockWidget* dock)> loadSettings;
    std::function<void(const QDockWidget* dock)> saveSettings;
};

// Every dock of the editor window, in the View menu's order.
const std::vector<DockEntry>& dockRegistry();

} // namespace hexloom::ui::main_window
