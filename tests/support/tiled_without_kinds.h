#pragma once
// A game developer's Tiled map for tests: a .tmj Hexloom wrote, with every tile's "kind" property
// removed, as a map drawn in Tiled with a plain tileset looks to Hexloom.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <map>

namespace hexloom::test {

// Removes the "kind" property of every tile of the first tileset of `tmj`, in place; returns the
// kinds removed by tile id.
inline std::map<int, QString> stripTiledKinds(const QString& tmj)
{
    QFile f(tmj);
    if (!f.open(QIODevice::ReadWrite))
        return {};
    QJsonObject map = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray tilesets = map["tilesets"].toArray();
    QJsonObject set = tilesets[0].toObject();
    QJsonArray tiles = set["tiles"].toArray();
    std::map<int, QString> kinds;
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        QJsonObject tile = tiles[i].toObject();
        QJsonArray kept;
        for (const QJsonValue p : tile["properties"].toArray())
            if (p["name"].toString() == QStringLiteral("kind"))
                kinds[tile["id"].toInt()] = p["value"].toString();
            else
                kept.append(p);
        tile["properties"] = kept;
        tiles[i] = tile;
    }
    set["tiles"] = tiles;
    tilesets[0] = set;
    map["tilesets"] = tilesets;
    f.resize(0);
    f.write(QJsonDocument(map).toJson());
    return kinds;
}

} // namespace hexloom::test
