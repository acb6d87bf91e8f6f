#pragma once
// Tile-set files (resources/tilesets/*.json, docs/file-format.md "Tile sets") and the built-in
// tile sets.
#include <QByteArray>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>

#include "core/assembly/tile_set.h"

namespace hexloom::core::assembly {

// Throws ParseError naming the source and the field path ("tiles[2].cells[0].edges").
assembly::TileSet parseTileSet(const QByteArray& json, const std::string& source);
assembly::TileSet loadTileSetFile(const QString& path);

// Names of the shipped tile sets ("river-valley", ...).
QStringList builtinTileSetNames();
// A built-in name or a path to a tile-set file; throws ParseError when neither works.
std::shared_ptr<const assembly::TileSet> loadTileSet(const QString& nameOrPath);

} // namespace hexloom::core::assembly
