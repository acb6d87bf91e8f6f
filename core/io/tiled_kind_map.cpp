#include "core/io/tiled_kind_map.h"

#include <QStringList>
#include <algorithm>
#include <map>
#include <stdexcept>
#include <utility>

#include "core/io/tiled_document.h"
#include "core/io/tiled_map_draft.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {

TiledKindMap parseTiledKindMap(const QString& text)
{
    TiledKindMap out;
    for (const QString& raw : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString entry = raw.trimmed();
        const auto bad = [&](const std::string& why) {
            throw std::invalid_argument("entry \"" + entry.left(64).toStdString() + "\": " + why + " (expected ID=KIND or TILESET:ID=KIND)");
        };
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == entry.size() - 1)
            bad("no '='");
        QString tile = entry.left(eq).trimmed();
        TiledKindEntry e;
        if (const qsizetype colon = tile.lastIndexOf(QLatin1Char(':')); colon >= 0) {
            e.tileset = tile.left(colon).trimmed();
            tile = tile.mid(colon + 1).trimmed();
        }
        bool ok = false;
        e.tile = tile.toInt(&ok);
        if (!ok || e.tile < 0)
            bad("\"" + tile.left(16).toStdString() + "\" is no tile id (a whole number from 0)");
        e.kind = entry.mid(eq + 1).trimmed().toStdString();
        for (const TiledKindEntry& before : out)
            if (before.tileset == e.tileset && before.tile == e.tile)
                bad("tile " + std::to_string(e.tile) + " is mapped twice");
        out.push_back(std::move(e));
    }
    if (out.empty())
        throw std::invalid_argument("no entry (expected ID=KIND[,ID=KIND...])");
    return out;
}

QString formatTiledKindMap(const TiledKindMap& map)
{
    QStringList entries;
    for (const TiledKindEntry& e : map)
        entries << (e.tileset.isEmpty() ? QString() : e.tileset + QLatin1Char(':')) + QString::number(e.tile) + QLatin1Char('=') +
                       QString::fromStdString(e.kind);
    return entries.join(QLatin1Char(','));
}

TiledKindQuestion tiledKindQuestion(const TiledDocument& doc, std::shared_ptr<const rules::RuleSet> rules)
{
    TiledKindQuestion q;
    q.rules = std::move(rules);
    q.severalTilesets = doc.tilesets.size() > 1;
    std::map<uint32_t, int> uses;
    for (const TiledTileLayer& layer : doc.tileLayers)
        if (layer.name != QStringLiteral("locks"))
            for (const uint32_t gid : layer.gids)
                if ((gid & ~kTiledFlipBits) != 0)
                    ++uses[gid & ~kTiledFlipBits];
    for (const TiledTileset& set : doc.tilesets)
        for (const auto& [gid, count] : uses) {
            const int id = static_cast<int>(gid) - set.firstGid;
            const bool inSet = id >= 0 && (id < set.tileCount || std::any_of(set.tiles.begin(), set.tiles.end(), [&](const TiledTile& t) { return t.id == id; }));
            if (!inSet)
                continue;
            const TiledTile* tile = nullptr;
            for (const TiledTile& t : set.tiles)
                if (t.id == id)
                    tile = &t;
            if (tile && (!tiledProperty(tile->properties, QStringLiteral("kind")).isNull() ||
                         tiledProperty(tile->properties, QStringLiteral("lock")) == QStringLiteral("true") ||
                         tiledProperty(tile->properties, QStringLiteral("empty")) == QStringLiteral("true")))
                continue;
            q.tiles.push_back({set.name, id, tile ? tile->image : QString(), count});
        }
    return q;
}

} // namespace hexloom::core::io
