#include "core/io/tiled_map_format.h"

#include <stdexcept>

#include "core/io/json_locator.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_xml.h"

namespace hexloom::core::io {

namespace {

TiledTilePainter& painter()
{
    static TiledTilePainter installed;
    return installed;
}

} // namespace

std::vector<CompanionFile> tiledTileImages(const MapFile& file, const WriteOptions& options)
{
    if (!painter())
        throw std::logic_error("Tiled tile images need render::installTiledTilePainter() first");
    std::vector<CompanionFile> out;
    for (const TiledFace& face : tiledFaces(*file.rules))
        out.push_back({face.image, painter()(*file.rules, face, options.palette, kTiledTileWidth, kTiledTileHeight)});
    return out;
}

namespace {

MapFormatInfo tiledFormat(std::string id, QString displayName, QString extension)
{
    MapFormatInfo f;
    f.id = std::move(id);
    f.displayName = std::move(displayName);
    f.extensions = {std::move(extension)};
    f.keepsLocks = true;
    f.keepsMetadata = true;
    f.keepsRuleSet = true;
    f.companions = tiledTileImages;
    return f;
}

} // namespace

void setTiledTilePainter(TiledTilePainter p) { painter() = std::move(p); }

MapFormatInfo tiledJsonMapFormat()
{
    MapFormatInfo f = tiledFormat("tiled", QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Tiled maps")), QStringLiteral("tmj"));
    f.readWith = [](const QByteArray& data, const std::string& source, const QString& rulesOverride, const ReadOptions& options) {
        // Messages about JSON fields get their line and column from the text.
        return withFieldPositions(data, source, [&] { return fromTiled(parseTiledJson(data, source), source, rulesOverride, options.tiledKinds); });
    };
    f.read = [read = f.readWith](const QByteArray& data, const std::string& source, const QString& rulesOverride) {
        return read(data, source, rulesOverride, {});
    };
    f.write = [](const MapFile& file) { return writeTiledJson(toTiled(file)); };
    return f;
}

MapFormatInfo tiledXmlMapFormat()
{
    MapFormatInfo f = tiledFormat("tiled-xml", QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Tiled maps (XML)")), QStringLiteral("tmx"));
    f.readWith = [](const QByteArray& data, const std::string& source, const QString& rulesOverride, const ReadOptions& options) {
        return fromTiled(parseTiledXml(data, source), source, rulesOverride, options.tiledKinds);
    };
    f.read = [read = f.readWith](const QByteArray& data, const std::string& source, const QString& rulesOverride) {
        return read(data, source, rulesOverride, {});
    };
    f.write = [](const MapFile& file) { return writeTiledXml(toTiled(file)); };
    return f;
}

} // namespace hexloom::core::io
