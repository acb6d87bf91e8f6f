#include "core/io/tts_map_format.h"

#include <QFileInfo>
#include <QUrl>

#include "core/io/tiled_map_format.h"
#include "core/io/tts_save.h"

namespace hexloom::core::io {

namespace {

std::vector<std::string> ttsLosses(const MapFile& file)
{
    std::vector<std::string> notes{"a Tabletop Simulator save is not read back by Hexloom: keep the map itself too"};
    for (model::CellIndex i = 0; i < file.board.size(); ++i)
        if (file.map.token(i) != model::kNoToken) {
            notes.push_back("number tokens are in the tiles' names and descriptions, not drawn on their faces");
            break;
        }
    return notes;
}

} // namespace

MapFormatInfo ttsMapFormat()
{
    MapFormatInfo f;
    f.id = "tts";
    f.displayName = QString::fromUtf8(QT_TRANSLATE_NOOP("hexloom::core", "Tabletop Simulator saves"));
    f.keepsLocks = false;
    f.write = [](const MapFile& file) { return writeTtsSave(file, {}); };
    // Local images by absolute file:/// URL (docs/file-format.md: the knowledge base shows a plain path; unchecked in the game).
    f.writeAt = [](const MapFile& file, const QString& path, const WriteOptions& options) {
        return writeTtsSave(file, QUrl::fromLocalFile(QFileInfo(path).absolutePath()).toString(QUrl::FullyEncoded) + QLatin1Char('/'),
                            options.ttsHexWidth);
    };
    f.companions = tiledTileImages;
    f.losses = ttsLosses;
    return f;
}

} // namespace hexloom::core::io
