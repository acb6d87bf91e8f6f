#include <QImage>
#include <QPainter>
#include <stdexcept>

#include "app/cli/assembly_cli.h"
#include "core/model/hex_layout.h"
#include "ui/render/board_renderer.h"

namespace hexloom::cli {

using core::model::CellIndex;

void writeAssemblyPng(const QString& path, const core::model::Board& board, const core::algorithms::assembly::AssemblyResult& r,
                      const core::rules::RuleSet& rules)
{
    ui::render::RenderOptions o;
    o.locks = true;
    const QRectF b = ui::render::BoardRenderer::bounds(board, o.hexSize);
    QImage image(b.size().toSize(), QImage::Format_ARGB32);
    image.fill(o.background);
    QPainter p(&image);
    ui::render::BoardRenderer::paintBoard(p, board, r.map, rules, o);
    // Tile outlines: every hex edge whose two sides belong to different tiles (or the rim).
    std::vector<int> owner(static_cast<size_t>(board.size()), -1);
    for (size_t t = 0; t < r.placements.size(); ++t)
        for (CellIndex c : r.placements[t].cells)
            owner[static_cast<size_t>(c)] = static_cast<int>(t);
    p.translate(-b.topLeft());
    p.setPen(QPen(QColor(20, 20, 20), o.hexSize * 0.12, Qt::SolidLine, Qt::RoundCap));
    for (CellIndex c = 0; c < board.size(); ++c) {
        if (owner[static_cast<size_t>(c)] < 0)
            continue;
        const QPointF centre = ui::render::BoardRenderer::centre(board, c, o.hexSize);
        for (int d = 0; d < core::model::kDirectionCount; ++d) {
            const CellIndex n = board.neighbourAt(c, d);
            if (n != core::model::kNoCell && owner[static_cast<size_t>(n)] == owner[static_cast<size_t>(c)])
                continue;
            // Direction d's edge runs between corners (1 - d) and (2 - d) (corner 0 at the top).
            const auto a = core::model::HexLayout::corner({centre.x(), centre.y()}, o.hexSize, (7 - d) % 6);
            const auto e = core::model::HexLayout::corner({centre.x(), centre.y()}, o.hexSize, (8 - d) % 6);
            p.drawLine(QPointF(a.x, a.y), QPointF(e.x, e.y));
        }
    }
    p.end();
    if (!image.save(path, "PNG"))
        throw std::runtime_error(path.toStdString() + ": cannot write the PNG image");
}

} // namespace hexloom::cli
