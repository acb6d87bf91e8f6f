#pragma once
// Dock arrangements for the editor window: Design (the canvas first: one narrow column of tabbed
// docks), Teach (the search and its chart beside the canvas), Regions and Tiles (their panel wide
// open). View → Reset Layout returns to Design. The Suggestions band stays hidden until a
// suggestion arrives, so an empty gallery takes no room.
#include <QObject>
#include <QString>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace hexloom::ui::main_window {

class LayoutPresets : public QObject {
    Q_OBJECT
public:
    enum class Preset { Design, Teach, Regions, Tiles };
    struct Docks {
        QDockWidget* requirements;
        QDockWidget* balance;
        QDockWidget* tiles;
        QDockWidget* search;
        QDockWidget* monitor;
        QDockWidget* gallery;
        QDockWidget* regions;
    };
    LayoutPresets(QMainWindow* window, Docks docks);

    void apply(Preset preset);
    // View → Reset Layout and View → Layout → Design, Teach, Regions, Tiles.
    void addTo(QMenu* view);

signals:
    // After apply(): the window sets up what the layout is for (Teach: a visible pace).
    void applied(hexloom::ui::main_window::LayoutPresets::Preset preset);

private:
    void arrange(int leftWidth, bool searchBesideChart);
    void openUp(QDockWidget* dock);

    QMainWindow* window_;
    Docks d_;
};

} // namespace hexloom::ui::main_window
