#pragma once
// The tile images of a Tiled map's tileset (core/io/tiled_map.h): each kind's hex in its colour
// with its glyph, label (its letter when it has none) and badges, in a palette (render/palette.h),
// the empty cell as an outline, the lock marker on a clear hex. Both programs
// call installTiledTilePainter() once at their start, before any Tiled map is saved.
#include <QByteArray>

#include "core/io/tiled_map.h"

namespace hexloom::render {

// PNG bytes of one face, `width` x `height` pixels, the hex as large as fits, in the palette named
// ("rules", "colour-blind", "greyscale"; an unknown name: the rule set's colours).
QByteArray paintTiledFace(const core::rules::RuleSet& rules, const core::io::TiledFace& face, const std::string& palette, int width, int height);
void installTiledTilePainter();

} // namespace hexloom::render
