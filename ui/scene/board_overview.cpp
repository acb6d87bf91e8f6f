#include "ui/scene/board_overview.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "render/board_renderer.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;
using core::model::Hex;

namespace {
constexpr double kSize = BoardGeometry::kHexSize;
const double kColumnStep = std::sqrt(3.0) * kSize; // scene units between hexes of one row
constexpr double kRowStep = 1.5 * kSize;
} // namespace

void BoardOverview::reset(const core::model::Board& board, const core::model::Map& map, const core::rules::RuleSet& rules)
{
    board_ = &board;
    // Hex (q, r) is centred on picture pixel (4kq + 2kr, 3kr) + origin: always a whole pixel.
    int minX = INT_MAX, maxX = INT_MIN, minY = INT_MAX, maxY = INT_MIN;
    for (CellIndex c = 0; c < board.size(); ++c) {
        const Hex h = board.hex(c);
        minX = std::min(minX, 2 * h.q + h.r);
        maxX = std::max(maxX, 2 * h.q + h.r);
        minY = std::min(minY, h.r);
        maxY = std::max(maxY, h.r);
    }
    if (board.size() == 0)
        minX = maxX = minY = maxY = 0;
    for (k_ = 4; k_ > 1; --k_) {
        const long long w = 2LL * k_ * (maxX - minX) + 4 * k_ + 3, h = 3LL * k_ * (maxY - minY) + 4 * k_ + 3;
        if (w * h <= kMaxPixels)
            break;
    }
    const int margin = 2 * k_ + 1; // a stamp reaches half a column step (2k) and a radius (2k) out
    origin_ = QPoint(margin - 2 * k_ * minX, margin - 3 * k_ * minY);
    image_ = QImage(2 * k_ * (maxX - minX) + 2 * margin + 1, 3 * k_ * (maxY - minY) + 2 * margin + 1, QImage::Format_ARGB32_Premultiplied);
    image_.fill(Qt::transparent);
    sx_ = kColumnStep / (4 * k_);
    sy_ = kRowStep / (3 * k_);
    sceneRect_ = sceneRectOf(image_.rect());
    // The pixels whose centres are nearest the hex at (0, 0); nudged off the hex edges, where
    // rounding could otherwise give a pixel to two neighbours or to none.
    stamp_.clear();
    dot_.clear();
    const qsizetype stride = image_.bytesPerLine() / 4;
    for (int dy = -margin; dy <= margin; ++dy)
        for (int dx = -margin; dx <= margin; ++dx) {
            const QPointF p((dx + 0.0137) * sx_, (dy + 0.0213) * sy_);
            const qsizetype offset = dy * stride + dx;
            if (BoardGeometry::hexAt(p) == Hex{0, 0})
                stamp_.push_back(offset);
            if (std::hypot(dx * sx_, dy * sy_) <= 0.4 * kSize)
                dot_.push_back(offset);
        }
    stampAll(map, rules);
}

void BoardOverview::stampAll(const core::model::Map& map, const core::rules::RuleSet& rules)
{
    if (!board_)
        return;
    const Palette palette = paletteOf(rules, palette_);
    QRgb* bits = reinterpret_cast<QRgb*>(image_.bits());
    const qsizetype stride = image_.bytesPerLine() / 4;
    for (CellIndex c = 0; c < board_->size(); ++c)
        stamp(c, map, palette, bits, stride);
}

void BoardOverview::setPalette(render::Palette palette, const core::model::Map& map, const core::rules::RuleSet& rules)
{
    if (palette == palette_)
        return;
    palette_ = palette;
    stampAll(map, rules);
}

void BoardOverview::update(const std::vector<CellIndex>& cells, const core::model::Map& map, const core::rules::RuleSet& rules)
{
    if (cells.empty())
        return;
    const Palette palette = paletteOf(rules, palette_);
    QRgb* bits = reinterpret_cast<QRgb*>(image_.bits()); // detached once, not per hex
    const qsizetype stride = image_.bytesPerLine() / 4;
    for (CellIndex c : cells)
        if (board_ && c >= 0 && c < board_->size())
            stamp(c, map, palette, bits, stride);
}

QPoint BoardOverview::centrePixel(CellIndex cell) const
{
    const Hex h = board_->hex(cell);
    return origin_ + QPoint(2 * k_ * (2 * h.q + h.r), 3 * k_ * h.r);
}

QRect BoardOverview::pixelsUnder(const QRectF& area) const
{
    const int x0 = static_cast<int>(std::floor(area.left() / sx_ + origin_.x() + 0.5));
    const int y0 = static_cast<int>(std::floor(area.top() / sy_ + origin_.y() + 0.5));
    const int x1 = static_cast<int>(std::ceil(area.right() / sx_ + origin_.x() + 0.5));
    const int y1 = static_cast<int>(std::ceil(area.bottom() / sy_ + origin_.y() + 0.5));
    return QRect(QPoint(x0, y0), QPoint(x1 - 1, y1 - 1)).intersected(image_.rect());
}

QRectF BoardOverview::sceneRectOf(const QRect& pixels) const
{
    return {(pixels.left() - origin_.x() - 0.5) * sx_, (pixels.top() - origin_.y() - 0.5) * sy_, pixels.width() * sx_, pixels.height() * sy_};
}

// The terrain colour; a locked hex darkened with a dot that contrasts with it, as the coarse
// drawing of the board item does.
BoardOverview::Palette BoardOverview::paletteOf(const core::rules::RuleSet& rules, render::Palette palette)
{
    Palette p{};
    auto set = [&p](int t, const QColor& terrain) {
        const double veil = 145.0 / 255.0;
        p.fill[0][t] = qRgb(terrain.red(), terrain.green(), terrain.blue());
        p.fill[1][t] = qRgb(static_cast<int>(terrain.red() * veil), static_cast<int>(terrain.green() * veil), static_cast<int>(terrain.blue() * veil));
        p.dot[t] = terrain.lightness() > 140 ? qRgb(20, 20, 20) : qRgb(255, 255, 255);
    };
    // Ids past the rule set's terrains (none on a valid map) look like an empty hex.
    const QColor empty = render::BoardRenderer::terrainColour(rules, core::model::kNoTerrain, palette);
    const int count = std::min(255, rules.terrainCount());
    for (int t = 0; t < 256; ++t)
        set(t, t < count ? render::BoardRenderer::terrainColour(rules, static_cast<core::model::TerrainId>(t), palette) : empty);
    return p;
}

void BoardOverview::stamp(CellIndex cell, const core::model::Map& map, const Palette& palette, QRgb* bits, qsizetype stride) const
{
    const core::model::TerrainId terrain = map.terrain(cell);
    const bool locked = map.locked(cell);
    const QRgb fill = palette.fill[locked ? 1 : 0][terrain];
    const QPoint c = centrePixel(cell);
    QRgb* centre = bits + c.y() * stride + c.x();
    for (const qsizetype d : stamp_)
        centre[d] = fill;
    if (!locked)
        return;
    const QRgb dot = palette.dot[terrain];
    for (const qsizetype d : dot_)
        centre[d] = dot;
}

} // namespace hexloom::ui::scene
