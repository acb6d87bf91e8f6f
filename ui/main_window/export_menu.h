#pragma once
// File → Export: print-and-play PDF (with a preview of its sheets). Inserted into the File menu
// before Close; keeps to its own file so the File menu's other entries stay in FileController.
#include <QString>
#include <functional>

class QMenu;
class QWidget;

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::main_window {

class PdfWriter;

// The file an export to `extension` ("tmj") proposes: the map's own name beside it; for a map never
// saved, opened from the program's resources or a shipped map, the Documents folder (the home folder
// when there is none) and the name the window's title shows (the rule set's title for a new map, as
// the picture and PDF exports name it).
QString proposedExportPath(const document::MapDocument& doc, const QString& extension);

// Adds the Export submenu to `fileMenu`; `document` gives the map to export when chosen; a big
// board's PDF is written by `pdfWriter` (on a worker, after the dialog closes).
QMenu* addExportMenu(QMenu* fileMenu, QWidget* window, std::function<document::MapDocument*()> document, PdfWriter* pdfWriter);

} // namespace hexloom::ui::main_window
