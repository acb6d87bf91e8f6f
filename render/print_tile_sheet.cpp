// PrintSheets' hex tiles: one front image per hex, a shared back (render/print_sheet.h).
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <tuple>

#include "core/io/make_folder.h"
#include "render/board_renderer.h"
#include "render/print_sheet.h"

namespace hexloom::render {

using core::model::Board;
using core::model::CellIndex;
using core::model::Map;

namespace {

const double kRoot3 = std::sqrt(3.0);

bool inside(const QPolygonF& polygon, const QRectF& box)
{
    for (const QPointF& corner : {box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()})
        if (!polygon.containsPoint(corner, Qt::OddEvenFill))
            return false;
    return true;
}

// The title of the back: fitted into a box well inside the safe hexagon.
QRectF backTitleBox(const TileSheet& s)
{
    return {s.centre.x() - s.safeRadius * 0.7, s.centre.y() - s.safeRadius * 0.4, s.safeRadius * 1.4, s.safeRadius * 0.8};
}

} // namespace

TileSheet PrintSheets::tileSheet(const Board& board, const Map& map, const core::rules::RuleSet& rules, const PrintPreset& preset,
                                 const PrintOptions& o)
{
    if (!preset.makes(PrintProduct::HexTiles))
        throw std::invalid_argument("preset " + preset.id + " makes a board, not hex tiles: use --png OUT");
    TileSheet s;
    const double b = preset.bleedPixels;
    if (preset.fixedSize()) {
        s.pixels = preset.pixels;
        s.trimRadius = std::min((s.pixels.width() - 2 * b) / 2, (s.pixels.height() - 2 * b) / kRoot3);
    } else {
        if (!(o.hexMm >= 5 && o.hexMm <= 500))
            throw std::invalid_argument("the hex width must be 5 to 500 mm");
        s.trimRadius = o.hexMm / 25.4 * preset.dotsPerInch / kRoot3; // `hexMm` across the flats
        s.pixels = QSize(static_cast<int>(std::ceil(2 * s.trimRadius + 2 * b)), static_cast<int>(std::ceil(kRoot3 * s.trimRadius + 2 * b)));
        refuseOverLimits(s.pixels, preset.limits());
    }
    s.centre = QPointF(s.pixels.width() / 2.0, s.pixels.height() / 2.0);
    // `safePixels` in from every side: the inradius shrinks by that, the circumradius by 2/sqrt(3) of it.
    s.safeRadius = s.trimRadius - preset.safePixels * 2 / kRoot3;
    if (s.safeRadius <= 0)
        throw std::invalid_argument("preset " + preset.id + " leaves no safe area");
    // The largest face every hex's face fits at: one cell per look (kind, token, home) is enough.
    const QPolygonF safe = flatHexagon(s.centre, s.safeRadius);
    std::map<std::tuple<int, bool, int>, CellIndex> looks;
    const std::vector<int> homes = BoardRenderer::homeNumbers(board, rules);
    for (CellIndex i = 0; i < board.size(); ++i)
        looks.emplace(std::make_tuple(int(map.terrain(i)), map.token(i) > 0, homes[static_cast<size_t>(i)]), i);
    s.faceSize = s.safeRadius;
    for (const auto& [look, cell] : looks)
        for (bool fits = false; !fits && s.faceSize > 1;) {
            const auto boxes = faceBoxes(map, rules, cell, std::get<2>(look), s.centre, s.faceSize, o);
            fits = std::all_of(boxes.begin(), boxes.end(), [&](const QRectF& box) { return inside(safe, box); });
            if (!fits)
                s.faceSize *= 0.98;
        }
    return s;
}

PictureDrawing PrintSheets::tileDrawing(const Map& map, const core::rules::RuleSet& rules, CellIndex cell, int home, const TileSheet& sheet,
                                        const PrintOptions& o)
{
    PictureDrawing d;
    d.hexSize = sheet.faceSize;
    d.size = [pixels = sheet.pixels](double) { return QSizeF(pixels); };
    // The kind's colour covers the whole image: the bleed around the cut hexagon included.
    d.background = Palettes::fill(rules, map.terrain(cell), o.palette);
    d.dotsPerInch = 300;
    d.paint = [&map, &rules, cell, home, sheet, o](QPainter& p, double size) {
        p.setRenderHint(QPainter::Antialiasing);
        PrintSheets::paintFace(p, map, rules, cell, home, sheet.centre, size, o);
    };
    return d;
}

PictureDrawing PrintSheets::backDrawing(const core::rules::RuleSet& rules, const TileSheet& sheet, const PrintOptions&)
{
    PictureDrawing d;
    d.hexSize = sheet.faceSize;
    d.size = [pixels = sheet.pixels](double) { return QSizeF(pixels); };
    d.background = RenderOptions().background;
    d.dotsPerInch = 300;
    d.paint = [title = QString::fromStdString(rules.title), sheet](QPainter& p, double) {
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF box = backTitleBox(sheet);
        QFont f;
        f.setPixelSize(100);
        const double at100 = QFontMetricsF(f).horizontalAdvance(title);
        f.setPixelSize(std::max(1, static_cast<int>(std::min(box.height() * 0.4, at100 > 0 ? 100 * box.width() / at100 : box.height()))));
        p.setFont(f);
        p.setPen(QColor(60, 60, 60));
        p.drawText(box, Qt::AlignCenter, title);
    };
    return d;
}

QString PrintSheets::tileFileName(const Board& board, CellIndex cell)
{
    int rows = 0, cols = 0;
    for (CellIndex i = 0; i < board.size(); ++i) {
        rows = std::max(rows, std::abs(board.offset(i).row));
        cols = std::max(cols, std::abs(board.offset(i).col));
    }
    const auto at = board.offset(cell);
    const int rw = static_cast<int>(QString::number(rows).size()), cw = static_cast<int>(QString::number(cols).size());
    return QStringLiteral("hex-%1-%2.png").arg(at.row, rw, 10, QLatin1Char('0')).arg(at.col, cw, 10, QLatin1Char('0'));
}

TilesWritten writeTilePrints(const QString& dir, const Board& board, const Map& map, const core::rules::RuleSet& rules,
                             const PrintPreset& preset, const PrintOptions& o, const std::function<bool()>& cancelled)
{
    if (board.size() > kMaxPrintTiles)
        throw std::runtime_error("the board has " + std::to_string(board.size()) + " hexes; hex tiles are written for at most " +
                                 std::to_string(kMaxPrintTiles));
    const TileSheet sheet = PrintSheets::tileSheet(board, map, rules, preset, o); // over the limits: nothing written
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        throw std::runtime_error("cannot write tiles to " + dir.toStdString() + ": it is a file, not a folder");
    if (!info.exists())
        core::io::makeFolder(dir);
    if (!QFileInfo(dir).isWritable())
        throw std::runtime_error("cannot write tiles to " + dir.toStdString() + ": the folder is not writable");
    const QDir out(dir);
    const std::vector<int> homes = BoardRenderer::homeNumbers(board, rules);
    TilesWritten written;
    written.pixels = sheet.pixels;
    for (CellIndex i = 0; i < board.size(); ++i) {
        if (cancelled && cancelled())
            return written;
        writePng(out.filePath(PrintSheets::tileFileName(board, i)), PrintSheets::tileDrawing(map, rules, i, homes[static_cast<size_t>(i)], sheet, o), SizePolicy::Refuse,
                 preset.limits());
        ++written.fronts;
    }
    writePng(out.filePath(QStringLiteral("back.png")), PrintSheets::backDrawing(rules, sheet, o), SizePolicy::Refuse, preset.limits());
    return written;
}

} // namespace hexloom::render
