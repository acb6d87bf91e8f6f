#include "ui/scene/board_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>
#include <cmath>

#include "ui/document/map_document.h"
#include "render/board_renderer.h"
#include "render/hex_face_painter.h"

namespace hexloom::ui::scene {

using core::model::CellIndex;
using render::BoardRenderer;

namespace {
// Below this many screen pixels per hex radius tokens, locks and labels are unreadable anyway.
constexpr double kDetailPixels = 7.0;
} // namespace

BoardItem::BoardItem(const document::MapDocument* doc, const BoardGeometry* geometry, std::optional<BoardOverview> overview)
    : doc_(doc), geometry_(geometry)
{
    setFlag(ItemUsesExtendedStyleOption);
    // Qt keeps the painted board in a device pixmap (clipped to the view); scrolling and repaints
    // of other items reuse it, and update(rect) repaints only the changed hexes into it.
    setCacheMode(DeviceCoordinateCache);
    rect_ = geometry_->sceneRect();
    if (overview)
        overview_ = std::move(*overview);
    else
        overview_.reset(doc_->board(), doc_->map(), doc_->rules());
}

void BoardItem::setShowCoordinates(bool on)
{
    coordinates_ = on;
    update();
}

void BoardItem::geometryReset()
{
    prepareGeometryChange();
    rect_ = geometry_->sceneRect();
    overview_.reset(doc_->board(), doc_->map(), doc_->rules());
    update();
}

void BoardItem::cellsChanged(const std::vector<CellIndex>& cells)
{
    overview_.update(cells, doc_->map(), doc_->rules());
    if (cells.size() > 256) {
        update();
        return;
    }
    for (CellIndex c : cells)
        update(geometry_->cellRect(c));
}

bool BoardItem::drawsOverview(const QRectF& area, double lod) const
{
    const double pixels = BoardGeometry::kHexSize * lod;
    if (pixels >= kDetailPixels)
        return false;
    const QRectF shown = area.intersected(rect_);
    const double hexArea = std::sqrt(3.0) * 1.5 * BoardGeometry::kHexSize * BoardGeometry::kHexSize;
    return std::sqrt(3.0) * pixels <= overview_.columnPixels() || shown.width() * shown.height() / hexArea > kMaxPolygons;
}

void BoardItem::paintOverview(QPainter& p, const QRectF& exposed) const
{
    const QRect pixels = overview_.pixelsUnder(exposed);
    if (!pixels.isEmpty())
        p.drawImage(overview_.sceneRectOf(pixels), overview_.image(), pixels);
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    if (drawsOverview(option->exposedRect, option->levelOfDetailFromTransform(painter->worldTransform()))) {
        paintOverview(*painter, option->exposedRect);
        return;
    }
    geometry_->cellsIn(option->exposedRect, visible_);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const double pixels = BoardGeometry::kHexSize * lod;
    const bool detail = pixels >= kDetailPixels;
    paintFills(*painter, visible_, detail);
    if (detail)
        paintDetails(*painter, visible_, lod);
    else
        paintCoarseLocks(*painter, visible_);
}

void BoardItem::paintFills(QPainter& p, const std::vector<CellIndex>& cells, bool outlines) const
{
    // One pre-computed hexagon moved from cell to cell; a cosmetic outline (one device pixel,
    // whatever the zoom) is far cheaper to stroke than a scaled pen.
    p.setRenderHint(QPainter::Antialiasing, outlines);
    QPen pen(QColor(60, 60, 60), 1.0);
    pen.setCosmetic(true);
    p.setPen(outlines ? pen : QPen(Qt::NoPen));
    const auto& map = doc_->map();
    const auto& rules = doc_->rules();
    const QPolygonF& base = geometry_->hexPolygon();
    QPolygonF poly = base;
    for (CellIndex c : cells) {
        const QPointF o = geometry_->centre(c);
        for (int i = 0; i < base.size(); ++i)
            poly[i] = base[i] + o;
        p.setBrush(BoardRenderer::terrainColour(rules, map.terrain(c), palette_));
        p.drawPolygon(poly);
    }
}

// Too small for a padlock: a locked hex gets a dark veil and a centre dot that contrasts with its
// terrain (white on dark fills, black on light ones), visible down to a few pixels per hex.
void BoardItem::paintCoarseLocks(QPainter& p, const std::vector<CellIndex>& cells) const
{
    const auto& map = doc_->map();
    const auto& rules = doc_->rules();
    const QPolygonF& base = geometry_->hexPolygon();
    QPolygonF poly = base;
    const double dot = 0.4 * BoardGeometry::kHexSize;
    p.setPen(Qt::NoPen);
    for (CellIndex c : cells) {
        if (!map.locked(c))
            continue;
        const QPointF o = geometry_->centre(c);
        for (int i = 0; i < base.size(); ++i)
            poly[i] = base[i] + o;
        p.setBrush(QColor(0, 0, 0, 110));
        p.drawPolygon(poly);
        const bool light = BoardRenderer::terrainColour(rules, map.terrain(c), palette_).lightness() > 140;
        p.setBrush(light ? QColor(20, 20, 20) : QColor(255, 255, 255));
        p.drawEllipse(o, dot, dot);
    }
}

void BoardItem::setPalette(render::Palette palette)
{
    if (palette == palette_)
        return;
    palette_ = palette;
    overview_.setPalette(palette, doc_->map(), doc_->rules()); // zoomed out, the board is this picture
    update();
}

void BoardItem::paintDetails(QPainter& p, const std::vector<CellIndex>& cells, double lod) const
{
    const auto& board = doc_->board();
    const auto& map = doc_->map();
    const auto& rules = doc_->rules();
    render::RenderOptions o;
    o.hexSize = BoardGeometry::kHexSize;
    o.coordinates = true;
    o.palette = palette_;
    o.scale = lod;
    // The home cells of the players (at most 8 players): looked up per visible hex, no board-sized table.
    std::vector<std::pair<CellIndex, int>> homes;
    for (size_t i = 0; i < rules.players.players.size(); ++i)
        for (const auto& at : rules.players.players[i].homeCells)
            if (const CellIndex c = board.indexAtOffset(at); c != core::model::kNoCell)
                homes.emplace_back(c, static_cast<int>(i) + 1);
    for (CellIndex c : cells) {
        int home = 0;
        for (const auto& [cell, number] : homes)
            if (cell == c)
                home = number;
        const core::model::TerrainId t = map.terrain(c);
        const core::rules::Terrain* kind = t < rules.terrains.size() ? &rules.terrains[t] : nullptr;
        const render::HexFace face{kind, BoardRenderer::terrainColour(rules, t, palette_), map.token(c) > 0, home};
        if (coordinates_) {
            o.faces = false; // the face goes on top of paintCell's fill, token and row,column
            BoardRenderer::paintCell(p, board, map, rules, c, o);
            render::HexFacePainter::paint(p, geometry_->centre(c), o.hexSize, face, lod);
            continue;
        }
        render::HexFacePainter::paint(p, geometry_->centre(c), o.hexSize, face, lod);
        if (map.token(c) > 0)
            BoardRenderer::paintToken(p, geometry_->centre(c), o.hexSize, map.token(c),
                                      kind && std::find(kind->badges.begin(), kind->badges.end(), "pips") != kind->badges.end());
        if (map.locked(c))
            BoardRenderer::paintLock(p, geometry_->centre(c), o.hexSize);
    }
}

} // namespace hexloom::ui::scene
