#pragma once
// A Tabletop Simulator save of a map (docs/file-format.md "Tabletop Simulator saves"): one locked
// hexagonal Custom_Tile per cell, on a true pointy-top hex lattice centred on the table, each
// showing its kind's face (the tile images a Tiled export writes, beside the save), and a
// hexagonal table grid of the same size. Hexloom writes these saves and does not read them.
#include <QByteArray>
#include <QString>

#include "core/io/map_file.h"

namespace hexloom::core::io {

// Distance between neighbouring tile centres, in Tabletop Simulator units (about an inch).
inline constexpr double kTtsHexWidth = 2.0;

// `imageBase` is put before each face's relative path ("hexloom-tiles/RULES/kind-KIND.png"): a
// file:/// URL of the save's folder ending in '/', or empty for paths relative to the save.
QByteArray writeTtsSave(const MapFile& file, const QString& imageBase);

} // namespace hexloom::core::io
