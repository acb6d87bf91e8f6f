#pragma once
// Dock arrangements for the editor window: Design (the canvas first: one narrow column of tabbed
// docks), Teach (the search and its chart beside the canvas), Regions and Tiles (their panel wide
// open). View → Reset Layout returns to Design. Each dock is placed by its registry group
// (dock_registry.h); a band (the Suggestions) stays hidden until its list has an entry, so an
// empty gallery takes no room.
#include <QObject>
#include <QString>
#include <vector>

#include "ui/main_window/dock_registry.h"

class QDockWidget;
class QMainWindow;
class QMenu;

namespace hexloom::ui::main_window {

class LayoutPresets : public QObject {
    Q_OBJECT
public:
    enum class Preset { Design, Teach, Regions, Tiles };
    // The window's docks with their registry entries, in the registry's order.
    struct Placed {
        const DockEntry* entry;
        QDockWidget* dock;
    };
    LayoutPresets(QMainWindow* window, std::vector<Placed> docks);

    void apply(Preset preset);
    // View → Reset Layout and View → Layout → Design, Teach, Regions, Tiles.
    void addTo(QMenu* view);
    // Where `preset` puts the docks of `group`, and whether it shows `entry`'s dock.
    static Qt::DockWidgetArea areaIn(DockGroup group, Preset preset);
    static bool shows(const DockEntry& entry, Preset preset);

signals:
    // After apply(): the window sets up what the layout is for (Teach: a visible pace).
    void applied(hexloom::ui::main_window::LayoutPresets::Preset preset);

private:
    void arrange(Preset preset, int leftWidth);
    void openUp(const QString& id);
    std::vector<QDockWidget*> group(DockGroup g) const;
    QDockWidget* dock(const QString& id) const;

    QMainWindow* window_;
    std::vector<Placed> docks_;
};

} // namespace hexloom::ui::main_window
