#pragma once
// Tiled hexagonal maps in the format registry: "tiled" (.tmj, JSON) and "tiled-xml" (.tmx), with
// one PNG per kind written beside the map (docs/file-format.md "Tiled maps").
#include <QByteArray>
#include <functional>

#include "core/io/map_formats.h"
#include "core/io/tiled_map.h"

namespace hexloom::core::io {

MapFormatInfo tiledJsonMapFormat();
MapFormatInfo tiledXmlMapFormat();

// Drawing a tileset face takes Qt Gui, which core does not link: render installs the painter
// (render::installTiledTilePainter) before a Tiled map is saved. Returns PNG bytes of
// `width` x `height` pixels in the palette named (WriteOptions::palette).
using TiledTilePainter =
    std::function<QByteArray(const rules::RuleSet& rules, const TiledFace& face, const std::string& palette, int width, int height)>;
void setTiledTilePainter(TiledTilePainter painter);
// Every face of the map's tileset as a PNG file at its relative path (tiledFaces), through the
// installed painter, in `options.palette`: what a Tiled map or a Tabletop Simulator save writes
// beside itself.
std::vector<CompanionFile> tiledTileImages(const MapFile& file, const WriteOptions& options = {});

} // namespace hexloom::core::io
