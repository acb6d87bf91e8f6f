#include "ui/dialogs/home_board_item.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include "render/board_renderer.h"
#include "render/hex_face_painter.h"
#include "ui/scene/board_geometry.h"

namespace hexloom::ui::dialogs {

using core::model::CellIndex;
using render::BoardRenderer;

namespace {
// The preview is small: its home numbers stay readable down to this many device pixels (the
// canvas leaves faces out below 6).
constexpr double kMinPixels = 3.0;
} // namespace

HomeBoardItem::HomeBoardItem(const core::model::Board& board, const core::rules::RuleSet& rules, int selected)
    : board_(board), rules_(rules), map_(board.size()), homes_(BoardRenderer::homeNumbers(board, rules)),
      rect_(BoardRenderer::bounds(board, scene::BoardGeometry::kHexSize))
{
    const auto& players = rules.players.players;
    for (size_t p = 0; p < players.size(); ++p)
        for (const auto& at : players[p].homeCells) {
            const CellIndex c = board.indexAtOffset(at);
            if (c == core::model::kNoCell)
                continue;
            map_.setTerrain(c, rules.byId(players[p].homeTile));
            map_.setLocked(c, true);
            if (static_cast<int>(p) == selected)
                selected_.push_back(c);
        }
}

void HomeBoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*)
{
    render::RenderOptions o;
    o.hexSize = scene::BoardGeometry::kHexSize;
    o.faces = false; // drawn below with the preview's smaller minimum
    o.locks = false; // drawn over the face
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    for (CellIndex c = 0; c < board_.size(); ++c) {
        BoardRenderer::paintCell(*painter, board_, map_, rules_, c, o);
        const core::model::TerrainId t = map_.terrain(c);
        const core::rules::Terrain* kind = t < rules_.terrains.size() ? &rules_.terrains[t] : nullptr;
        render::HexFacePainter::paint(*painter, BoardRenderer::centre(board_, c, o.hexSize), o.hexSize,
                                      {kind, BoardRenderer::terrainColour(rules_, t), false, homes_[static_cast<size_t>(c)]}, lod, kMinPixels);
        if (map_.locked(c)) // the lock on top of the face, as on the canvas
            BoardRenderer::paintLock(*painter, BoardRenderer::centre(board_, c, o.hexSize), o.hexSize);
    }
    for (const CellIndex c : selected_)
        BoardRenderer::paintOutline(*painter, board_, c, o.hexSize, QColor(20, 20, 20));
}

} // namespace hexloom::ui::dialogs
