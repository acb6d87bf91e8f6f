#pragma once
// File → Export: print-and-play PDF (with a preview of its sheets). Inserted into the File menu
// before Close; keeps to its own file so the File menu's other entries stay in FileController.
#include <functional>

class QMenu;
class QWidget;

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::main_window {

// Adds the Export submenu to `fileMenu`; `document` gives the map to export when chosen.
QMenu* addExportMenu(QMenu* fileMenu, QWidget* window, std::function<document::MapDocument*()> document);

} // namespace hexloom::ui::main_window
