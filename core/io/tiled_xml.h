#pragma once
// Tiled's XML map format (.tmx; mapeditor.org "TMX Map Format"), as far as a hexagonal map of
// Hexloom's needs it (see tiled_json.h): layer data as CSV, as <tile gid> elements, or as base64
// without compression.
#include <QByteArray>
#include <string>

#include "core/io/tiled_document.h"

namespace hexloom::core::io {

QByteArray writeTiledXml(const TiledDocument& doc);
// Throws ParseError naming the file, the line and the element or attribute.
TiledDocument parseTiledXml(const QByteArray& data, const std::string& source);

} // namespace hexloom::core::io
