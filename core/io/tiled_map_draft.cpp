#include "core/io/tiled_map_draft.h"

#include <stdexcept>
#include <utility>

#include "core/io/input_file.h"
#include "core/io/json_locator.h"
#include "core/io/map_formats.h"
#include "core/io/tiled_json.h"
#include "core/io/tiled_map.h"
#include "core/io/tiled_xml.h"

namespace hexloom::core::io {

TiledMapDraft TiledMapDraft::read(const QString& path, const QString& rulesOverride)
{
    const MapFormatInfo& format = MapFormats::forPath(path);
    TiledMapDraft d;
    d.data = readInputFile(path);
    d.source = path.toStdString();
    if (!format.readWith)
        throw std::invalid_argument(d.source + ": not a Tiled map (.tmj, .tmx)");
    d.xml = format.id == "tiled-xml";
    d.rulesOverride = rulesOverride;
    // Messages about JSON fields get their line and column from the text.
    withFieldPositions(d.data, d.source, [&] {
        d.doc = d.xml ? parseTiledXml(d.data, d.source) : parseTiledJson(d.data, d.source);
        d.question = tiledKindQuestion(d.doc, tiledRuleSet(d.doc, d.source, rulesOverride));
        return 0;
    });
    // Everything but the kinds is checked now, by the same reading with every tile asked about
    // standing for the rule set's first kind: a map that cannot be opened anyway is refused before
    // the designer is asked about its tiles.
    if (!d.question.tiles.empty() && !d.question.rules->terrains.empty()) {
        TiledKindMap stand;
        for (const TiledTileWithoutKind& t : d.question.tiles)
            stand.push_back({d.question.severalTilesets ? t.tileset : QString(), t.tile, d.question.rules->terrains.front().id});
        (void)d.finish(stand);
    }
    return d;
}

MapFile TiledMapDraft::finish(const TiledKindMap& kinds) const
{
    if (xml) // XML messages carry their line already
        return fromTiled(doc, source, rulesOverride, kinds);
    return withFieldPositions(data, source, [&] { return fromTiled(doc, source, rulesOverride, kinds); });
}

TiledKindQuestion tiledKindQuestion(const QString& path, const QString& rulesOverride)
{
    return TiledMapDraft::read(path, rulesOverride).question;
}

} // namespace hexloom::core::io
