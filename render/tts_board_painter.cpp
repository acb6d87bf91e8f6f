#include "render/tts_board_painter.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "render/board_renderer.h"
#include "render/picture_writer.h"

namespace hexloom::render {

namespace {

// The square around the board's bounds (BoardRenderer::bounds: the hexes and a margin).
double squareSide(const core::model::Board& board, double hexSize)
{
    const QSizeF b = BoardRenderer::bounds(board, hexSize).size();
    return std::ceil(std::max(b.width(), b.height()));
}

PictureDrawing squareDrawing(const core::io::MapFile& file, Palette palette = Palette::Rules)
{
    PictureDrawing d;
    d.hexSize = kTtsBoardHexRadius;
    d.size = [&file](double hexSize) {
        const double side = squareSide(file.board, hexSize);
        return QSizeF(side, side);
    };
    RenderOptions o;
    o.locks = false;
    o.palette = palette;
    d.background = o.background;
    d.format = QImage::Format_RGB32;
    d.paint = [&file, o](QPainter& p, double hexSize) mutable {
        o.hexSize = hexSize;
        const double side = squareSide(file.board, hexSize);
        const QSizeF b = BoardRenderer::bounds(file.board, hexSize).size();
        p.translate((side - b.width()) / 2, (side - b.height()) / 2);
        BoardRenderer::paintBoard(p, file.board, file.map, *file.rules, o);
    };
    return d;
}

} // namespace

core::io::TtsBoardPicture measureTtsBoard(const core::io::MapFile& file)
{
    const PictureDrawing d = squareDrawing(file);
    const double radius = fittedHexSize(d.size, d.hexSize, PictureLimits::sides(kTtsBoardMaxPixels));
    return {static_cast<int>(squareSide(file.board, radius)), radius};
}

QByteArray paintTtsBoard(const core::io::MapFile& file, const std::string& palette)
{
    PictureDrawing d = squareDrawing(file, Palettes::fromName(QString::fromStdString(palette)).value_or(Palette::Rules));
    d.hexSize = measureTtsBoard(file).hexRadius;
    return encodePicture(d, SizePolicy::Refuse, PictureLimits::sides(kTtsBoardMaxPixels)).png;
}

void installTtsBoardPainter()
{
    core::io::setTtsBoardPainter({measureTtsBoard, [](const core::io::MapFile& file, const std::string& palette) { return paintTtsBoard(file, palette); }});
}

} // namespace hexloom::render
