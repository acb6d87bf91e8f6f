#pragma once
// The refusals the .tmj and .tmx readers share (tiled_json.cpp, tiled_xml.cpp), as texts the editor
// shows translated (core/text/core_text.h); the CLI prints their English.
#include <string>

#include "core/text/core_text.h"

namespace hexloom::core::io::tiled {

// Layer data compressed with `compression` (zlib, gzip, zstd).
text::CoreText compressedLayer(const std::string& compression);
// An encoding other than csv or base64.
text::CoreText unknownEncoding(const std::string& found);
// A tile id that is not a whole number from 0 to 2^32 - 1.
text::CoreText badTileId();
// A group layer.
text::CoreText groupLayer();
// A reason about layer data that starts on `line` of the file (the .tmx reader's base64 and csv text).
text::CoreText fromLine(text::CoreText reason, int line);

} // namespace hexloom::core::io::tiled
