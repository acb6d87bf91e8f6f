#pragma once
// Tiled's JSON map format (.tmj; mapeditor.org "JSON Map Format"), as far as a hexagonal map of
// Hexloom's needs it: map attributes and properties, embedded tilesets of single-image tiles,
// tile layers (data as a list, or base64 without compression), object layers of points.
#include <QByteArray>
#include <string>

#include "core/io/tiled_document.h"

namespace hexloom::core::io {

QByteArray writeTiledJson(const TiledDocument& doc);
// Throws ParseError naming the file, line and field (compressed layer data, group layers, ...).
TiledDocument parseTiledJson(const QByteArray& data, const std::string& source);

// The cells of base64 layer data: little-endian 32-bit ids, `count` of them. Throws
// text::TextError (a std::invalid_argument) with the reason when the text is not that.
std::vector<uint32_t> decodeTiledBase64(const QByteArray& text, size_t count);

} // namespace hexloom::core::io
