#pragma once
// Pictures of the map as it is drawn on the canvas (without overlays), for documents and web pages.
#include <QString>

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::main_window {

// Both write through core::io::saveFileAtomically: on failure the old file stays and
// std::runtime_error names the file and the reason.
void exportPng(const document::MapDocument& doc, const QString& path, double hexSize = 32.0);
void exportSvg(const document::MapDocument& doc, const QString& path, double hexSize = 32.0);

} // namespace hexloom::ui::main_window
