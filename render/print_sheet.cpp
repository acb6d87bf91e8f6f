#include "render/print_sheet.h"

#include <QFont>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "core/io/atomic_file.h"
#include "render/board_renderer.h"
#include "render/hex_face_painter.h"

namespace hexloom::render {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;

namespace {

const double kRoot3 = std::sqrt(3.0);
constexpr double kOutline = 0.04; // the hex outline's width, in hex radii

// The board's extent from its hexes' outlines (pointy-top: sqrt(3) r wide, 2 r high) at radius 1.
QRectF unitExtent(const Board& board)
{
    double x0 = std::numeric_limits<double>::max(), y0 = x0, x1 = -x0, y1 = -x0;
    for (CellIndex i = 0; i < board.size(); ++i) {
        const QPointF c = BoardRenderer::centre(board, i, 1.0);
        x0 = std::min(x0, c.x() - kRoot3 / 2);
        x1 = std::max(x1, c.x() + kRoot3 / 2);
        y0 = std::min(y0, c.y() - 1);
        y1 = std::max(y1, c.y() + 1);
    }
    return board.size() == 0 ? QRectF(0, 0, 1, 1) : QRectF(QPointF(x0, y0), QPointF(x1, y1));
}

const core::rules::Terrain* kindOf(const Map& map, const core::rules::RuleSet& rules, CellIndex cell)
{
    const core::model::TerrainId t = map.terrain(cell);
    return t < rules.terrains.size() ? &rules.terrains[t] : nullptr;
}

int homeOf(const std::vector<int>& homes, CellIndex cell)
{
    return static_cast<size_t>(cell) < homes.size() ? homes[static_cast<size_t>(cell)] : 0;
}

bool pipsOn(const core::rules::Terrain* kind, const PrintOptions& o)
{
    return !o.faces || (kind && std::find(kind->badges.begin(), kind->badges.end(), "pips") != kind->badges.end());
}

} // namespace

QPointF BoardSheet::toImage(QPointF q) const
{
    // A quarter turn clockwise (y down) about the frame's corner, then across the image's width.
    return rotated ? QPointF(pixels.width() - q.y(), q.x()) : q;
}

QRectF BoardSheet::toImage(const QRectF& b) const
{
    return rotated ? QRectF(QPointF(pixels.width() - b.bottom(), b.left()), QSizeF(b.height(), b.width())) : b;
}

QPointF BoardSheet::centre(const Board& board, CellIndex cell) const { return toImage(BoardRenderer::centre(board, cell, hexSize) + origin); }

std::vector<QRectF> PrintSheets::faceBoxes(const Map& map, const core::rules::RuleSet& rules, CellIndex cell, int home, QPointF centre,
                                           double size, const PrintOptions& o)
{
    std::vector<QRectF> boxes;
    if (o.faces) {
        const HexFace face{kindOf(map, rules, cell), Palettes::fill(rules, map.terrain(cell), o.palette), map.token(cell) > 0, home};
        boxes = HexFacePainter::layout(QFont(), centre, size, face, 1.0).boxes();
    }
    if (map.token(cell) > 0)
        boxes.push_back(BoardRenderer::tokenBox(centre, size));
    return boxes;
}

void PrintSheets::paintFace(QPainter& p, const Map& map, const core::rules::RuleSet& rules, CellIndex cell, int home, QPointF centre,
                            double size, const PrintOptions& o)
{
    p.setFont(QFont());
    const core::rules::Terrain* kind = kindOf(map, rules, cell);
    const QColor fill = Palettes::fill(rules, map.terrain(cell), o.palette);
    if (o.faces)
        HexFacePainter::paint(p, centre, size, {kind, fill, map.token(cell) > 0, home}, 1.0);
    if (map.token(cell) > 0)
        BoardRenderer::paintToken(p, centre, size, map.token(cell), pipsOn(kind, o));
}

QPolygonF PrintSheets::flatHexagon(QPointF c, double r)
{
    QPolygonF hexagon;
    for (int i = 0; i < 6; ++i) {
        const double a = M_PI / 3 * i;
        hexagon << QPointF(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
    }
    return hexagon;
}

BoardSheet PrintSheets::boardSheet(const Board& board, const Map& map, const core::rules::RuleSet& rules, const PrintPreset& preset,
                                   const PrintOptions& o)
{
    if (!preset.makes(PrintProduct::Board))
        throw std::invalid_argument("preset " + preset.id + " makes hex tiles, not a board: use --tiles DIR");
    // The hexes' outlines are stroked kOutline wide: half of it lies outside the outermost hexes.
    const QRectF unit = unitExtent(board).adjusted(-kOutline / 2, -kOutline / 2, kOutline / 2, kOutline / 2);
    const double margin = preset.bleedPixels + preset.safePixels;
    BoardSheet s;
    if (preset.fixedSize()) {
        s.pixels = preset.pixels;
        s.safe = QRectF(QPointF(margin, margin), QSizeF(s.pixels) - QSizeF(2 * margin, 2 * margin));
        s.hexSize = std::min(s.safe.width() / unit.width(), s.safe.height() / unit.height());
        const double turned = std::min(s.safe.width() / unit.height(), s.safe.height() / unit.width());
        s.rotated = o.rotate && turned > s.hexSize * (1 + 1e-9);
        if (s.rotated)
            s.hexSize = turned;
    } else {
        if (!(o.hexMm >= 5 && o.hexMm <= 500))
            throw std::invalid_argument("the hex width must be 5 to 500 mm");
        s.hexSize = o.hexMm / 25.4 * preset.dotsPerInch / kRoot3;
        const QSizeF board = unit.size() * s.hexSize;
        s.pixels = QSize(static_cast<int>(std::ceil(board.width() + 2 * margin)), static_cast<int>(std::ceil(board.height() + 2 * margin)));
        refuseOverLimits(s.pixels, preset.limits());
        s.safe = QRectF(QPointF(margin, margin), QSizeF(s.pixels) - QSizeF(2 * margin, 2 * margin));
    }
    s.trim = QRectF(QPointF(preset.bleedPixels, preset.bleedPixels), QSizeF(s.pixels) - QSizeF(2 * preset.bleedPixels, 2 * preset.bleedPixels));
    // Centred in the safe area, which is centred in the image (the margins are alike on every side),
    // so in the board's frame too.
    const QSizeF frame = s.rotated ? QSizeF(s.pixels.height(), s.pixels.width()) : QSizeF(s.pixels);
    s.origin = QPointF(frame.width() / 2, frame.height() / 2) - unit.center() * s.hexSize;
    const std::vector<int> homes = BoardRenderer::homeNumbers(board, rules);
    for (CellIndex i = 0; i < board.size(); ++i) {
        std::vector<QRectF> boxes = faceBoxes(map, rules, i, homeOf(homes, i), BoardRenderer::centre(board, i, s.hexSize) + s.origin, s.hexSize, o);
        for (QRectF& b : boxes)
            b = s.toImage(b);
        auto crosses = [&](double at, bool vertical) {
            return std::any_of(boxes.begin(), boxes.end(), [&](const QRectF& b) {
                return vertical ? b.left() < at && at < b.right() : b.top() < at && at < b.bottom();
            });
        };
        for (double x : preset.foldsX)
            if (crosses(x, true))
                s.foldCrossings.push_back({i, true, x});
        for (double y : preset.foldsY)
            if (crosses(y, false))
                s.foldCrossings.push_back({i, false, y});
    }
    return s;
}

PictureDrawing PrintSheets::boardDrawing(const Board& board, const Map& map, const core::rules::RuleSet& rules, const BoardSheet& sheet,
                                         const PrintOptions& o)
{
    PictureDrawing d;
    d.hexSize = sheet.hexSize;
    d.size = [pixels = sheet.pixels](double) { return QSizeF(pixels); };
    d.background = RenderOptions().background;
    d.dotsPerInch = 300;
    d.paint = [&board, &map, &rules, sheet, o](QPainter& p, double size) {
        p.setRenderHint(QPainter::Antialiasing);
        const std::vector<int> homes = BoardRenderer::homeNumbers(board, rules);
        if (sheet.rotated) { // draw in the board's frame, turned onto the image (BoardSheet::toImage)
            p.translate(sheet.pixels.width(), 0);
            p.rotate(90);
        }
        for (CellIndex i = 0; i < board.size(); ++i) {
            const QPointF c = BoardRenderer::centre(board, i, size) + sheet.origin;
            p.setPen(QPen(QColor(60, 60, 60), size * kOutline));
            p.setBrush(Palettes::fill(rules, map.terrain(i), o.palette));
            p.drawPath(BoardRenderer::hexPath(c, size));
            PrintSheets::paintFace(p, map, rules, i, homeOf(homes, i), c, size, o);
        }
    };
    return d;
}

QStringList PrintSheets::foldWarnings(const Board& board, const BoardSheet& sheet)
{
    QStringList lines;
    for (const FoldCrossing& f : sheet.foldCrossings) {
        const auto at = board.offset(f.cell);
        lines << QStringLiteral("the face of hex %1,%2 crosses the %3 fold at %4 = %5 px")
                     .arg(at.row)
                     .arg(at.col)
                     .arg(f.vertical ? QStringLiteral("vertical") : QStringLiteral("horizontal"), f.vertical ? QStringLiteral("x") : QStringLiteral("y"))
                     .arg(f.at, 0, 'f', 1);
    }
    return lines;
}

BoardWritten writeBoardPrint(const QString& path, const Board& board, const Map& map, const core::rules::RuleSet& rules,
                             const PrintPreset& preset, const PrintOptions& o)
{
    const BoardSheet sheet = PrintSheets::boardSheet(board, map, rules, preset, o);
    const EncodedPicture written = writePng(path, PrintSheets::boardDrawing(board, map, rules, sheet, o), SizePolicy::Refuse, preset.limits());
    return {written.pixels, sheet.rotated, PrintSheets::foldWarnings(board, sheet)};
}

} // namespace hexloom::render
