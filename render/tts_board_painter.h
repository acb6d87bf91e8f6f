#pragma once
// The picture of a one-object Tabletop Simulator save (core/io/tts_board_save.h): the board as
// `render` draws it (fills, faces, number tokens; no lock markers), centred on a square of the
// board's background, at most kTtsBoardMaxPixels a side as Tabletop Simulator advises for its
// images. Both programs call installTtsBoardPainter() once at their start.
#include <QByteArray>

#include "core/io/tts_board_save.h"

namespace hexloom::render {

// Tabletop Simulator's advice for its images (kb.tabletopsimulator.com, "Asset Creation").
inline constexpr int kTtsBoardMaxPixels = 4096;
// The hex radius drawn at when the square keeps within kTtsBoardMaxPixels (72 px across the flats).
inline constexpr double kTtsBoardHexRadius = 72 / 1.7320508075688772;

core::io::TtsBoardPicture measureTtsBoard(const core::io::MapFile& file);
// In the palette named (render/palette.h; an unknown name: the rule set's colours).
QByteArray paintTtsBoard(const core::io::MapFile& file, const std::string& palette = "rules");
void installTtsBoardPainter();

} // namespace hexloom::render
