#include "core/io/tiled_refusals.h"

namespace hexloom::core::io::tiled {

text::CoreText compressedLayer(const std::string& compression)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "layer data compressed with %1 is not read; in Tiled set Map > Map Properties > "
                                               "Tile Layer Format to CSV or Base64 (uncompressed)"),
            {{compression}}};
}

text::CoreText unknownEncoding(const std::string& found)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "expected csv or base64, found \"%1\""), {{found}}};
}

text::CoreText badTileId() { return {QT_TRANSLATE_NOOP("hexloom::core", "expected a tile id, a whole number from 0 to 4294967295")}; }

text::CoreText groupLayer() { return {QT_TRANSLATE_NOOP("hexloom::core", "group layers are not read; in Tiled move the layers out of the group")}; }

text::CoreText fromLine(text::CoreText reason, int line)
{
    return {QT_TRANSLATE_NOOP("hexloom::core", "%1 (from line %2)"), {text::nested(std::move(reason)), {std::to_string(line)}}};
}

} // namespace hexloom::core::io::tiled
