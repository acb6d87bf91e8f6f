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

class PdfWriter;

// Adds the Export submenu to `fileMenu`; `document` gives the map to export when chosen; a big
// board's PDF is written by `pdfWriter` (on a worker, after the dialog closes).
QMenu* addExportMenu(QMenu* fileMenu, QWidget* window, std::function<document::MapDocument*()> document, PdfWriter* pdfWriter);

} // namespace hexloom::ui::main_window
