#pragma once
// The one-object Tabletop Simulator save, for quick play (docs/file-format.md "Tabletop Simulator
// saves"): the whole board as one square picture on a locked Custom_Board, scaled so that the
// picture's hexes are as far apart on the table as the tile save's (tts_save.h) at the same hex
// size. Drawing takes Qt Gui, which core does not link: render installs the painter
// (render::installTtsBoardPainter) before such a save is written.
#include <QByteArray>
#include <QSize>
#include <QString>
#include <functional>

#include "core/io/map_file.h"
#include "core/io/map_formats.h"

namespace hexloom::core::io {

// Tabletop Simulator's documentation says only that a custom board's dimensions follow its image;
// the size of a board at scale 1 is not documented. Hexloom takes a square image at scale 1 to be
// this many table units a side by default (WriteOptions::ttsBoardSide, `convert --tts-board-side`,
// the editor's export dialog):
// community measurements of boards sized to their printed originals give 1.30
// across and 1.32 along (docs/file-format.md). A square image makes the two agree and leaves no
// question of which side the aspect ratio scales. Other figures may be given within the range.
inline constexpr double kTtsBoardSideAtScale1 = 1.3;
inline constexpr double kTtsMinBoardSide = 0.1;
inline constexpr double kTtsMaxBoardSide = 10.0;
// WriteOptions{}.ttsBoardSide is this figure: TtsBoardSaveTest checks it (WriteOptions holds a
// std::string, so clang does not take it as a constant expression).

// The board picture as drawn: square, `pixels` a side, its hexes of circumradius `hexRadius`
// pixels (neighbouring centres sqrt(3) * hexRadius apart).
struct TtsBoardPicture {
    int pixels = 0;
    double hexRadius = 0;
};

struct TtsBoardPainter {
    std::function<TtsBoardPicture(const MapFile& file)> measure; // cheap: no drawing
    // PNG bytes of what measure says, in the palette named (WriteOptions::palette)
    std::function<QByteArray(const MapFile& file, const std::string& palette)> paint;
};
void setTtsBoardPainter(TtsBoardPainter painter);

// The Custom_Board's scaleX and scaleZ for `picture` at `hexWidth` table units between
// neighbouring hexes: the picture's side in table units over `sideAtScale1`, the side of a board at
// scale 1. A side outside [kTtsMinBoardSide, kTtsMaxBoardSide] is a std::invalid_argument.
double ttsBoardScale(const TtsBoardPicture& picture, double hexWidth, double sideAtScale1 = kTtsBoardSideAtScale1);

// `imageUrl` names the picture (a file:/// URL or a path relative to the save). `hexWidth` outside
// [kTtsMinHexWidth, kTtsMaxHexWidth] is a std::invalid_argument; `sideAtScale1` as in ttsBoardScale.
QByteArray writeTtsBoardSave(const MapFile& file, const QString& imageUrl, const TtsBoardPicture& picture, double hexWidth,
                             double sideAtScale1 = kTtsBoardSideAtScale1);

// "map.json" -> "map-board.png": the picture written beside the save.
QString ttsBoardImageName(const QString& savePath);

// The registry entry (id "tts-board"), written only: saveMap writes with WriteOptions::ttsHexWidth
// and WriteOptions::ttsBoardSide (out of range: std::invalid_argument, nothing written).
MapFormatInfo ttsBoardMapFormat();

} // namespace hexloom::core::io
