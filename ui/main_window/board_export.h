#pragma once
// Pictures of the map as it is drawn on the canvas (without overlays), for documents and web pages.
#include <QString>

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::main_window {

// Throw std::runtime_error naming the file when it cannot be written.
void exportPng(const document::MapDocument& doc, const QString& path, double hexSize = 32.0);
void exportSvg(const document::MapDocument& doc, const QString& path, double hexSize = 32.0);

} // namespace hexloom::ui::main_window
