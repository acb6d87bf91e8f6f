#pragma once
// A Tabletop Simulator save of a map (docs/file-format.md "Tabletop Simulator saves"): one locked
// hexagonal Custom_Tile per cell, on a true pointy-top hex lattice centred on the table, each
// showing its kind's face (the tile images a Tiled export writes, beside the save), and a
// hexagonal table grid of the same size. Hexloom writes these saves and does not read them.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include "core/io/map_file.h"

namespace hexloom::core::io {

// Distance between neighbouring tile centres, in Tabletop Simulator units (about an inch): the
// default (WriteOptions::ttsHexWidth) and the range a save may be written at. A tile of scale 1
// is taken to be kTtsHexWidth across; tiles are scaled with the width.
inline constexpr double kTtsHexWidth = 2.0;
inline constexpr double kTtsMinHexWidth = 0.5;
inline constexpr double kTtsMaxHexWidth = 20.0;

// `imageBase` is put before each face's relative path ("hexloom-tiles/RULES/kind-KIND.png"): a
// file:/// URL of the save's folder ending in '/', or empty for paths relative to the save.
// `hexWidth` outside [kTtsMinHexWidth, kTtsMaxHexWidth] is a std::invalid_argument.
QByteArray writeTtsSave(const MapFile& file, const QString& imageBase, double hexWidth = kTtsHexWidth);

// Shared with the one-object save (tts_board_save.h): a std::invalid_argument for a hex width
// outside [kTtsMinHexWidth, kTtsMaxHexWidth]; the save around `objects` (name, note, a hexagonal
// table grid of `hexWidth`, lines hidden); an RGB colour object.
void checkTtsHexWidth(double hexWidth);
// A std::invalid_argument "WHAT must be MIN to MAX table units, not VALUE" when `value` is outside
// [minimum, maximum] or not a number.
void checkTtsUnits(const char* what, double value, double minimum, double maximum);
QByteArray ttsSaveJson(const MapFile& file, const QJsonArray& objects, double hexWidth);
// The table grid's `xSize`/`ySize` for tiles `hexWidth` apart: a hex's corner-to-corner size,
// 2/sqrt(3) times the spacing (docs/file-format.md, "Checked again in public code").
double ttsGridSize(double hexWidth);
QJsonObject ttsColour(double r, double g, double b);

} // namespace hexloom::core::io
