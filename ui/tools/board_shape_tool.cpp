#include "ui/tools/board_shape_tool.h"

#include "ui/document/map_document.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

using core::model::Board;
using core::model::CellIndex;
using core::model::Hex;

BoardShapeTool::BoardShapeTool(const ToolContext* context)
    : AbstractTool({QStringLiteral("shape"), tr("Shape"), QKeySequence(Qt::Key_H),
                    tr("Add hexes to the board (left button) or remove them (right button or Shift)")},
                   context)
{
}

void BoardShapeTool::mousePressed(const ToolEvent& e)
{
    if (e.button != Qt::LeftButton && e.button != Qt::RightButton)
        return;
    stroke_ = doc()->newStroke();
    apply(e);
}

void BoardShapeTool::mouseMoved(const ToolEvent& e)
{
    preview(e.cell == core::model::kNoCell ? std::vector<CellIndex>{} : std::vector{e.cell});
    if (stroke_ != 0)
        apply(e);
}

void BoardShapeTool::mouseReleased(const ToolEvent&) { stroke_ = 0; }

void BoardShapeTool::apply(const ToolEvent& e)
{
    const bool remove = (e.buttons & Qt::RightButton) || (e.modifiers & Qt::ShiftModifier);
    const Board& board = doc()->board();
    if (remove == (e.cell == core::model::kNoCell))
        return; // nothing to remove here, or already a hex here
    std::vector<Hex> hexes = board.hexes();
    if (remove)
        hexes.erase(hexes.begin() + e.cell);
    else
        hexes.push_back(e.hex);
    document::DocumentContent next = doc()->content();
    auto newBoard = std::make_shared<Board>(Board::fromCells(hexes, board.layout().parity()));
    core::model::Map map(newBoard->size());
    for (CellIndex c = 0; c < newBoard->size(); ++c) {
        const CellIndex old = board.indexOf(newBoard->hex(c));
        if (old != core::model::kNoCell)
            document::CellState::of(doc()->map(), old).writeTo(map, c);
        else if (options()->terrain() < doc()->rules().terrainCount())
            map.setTerrain(c, options()->terrain());
    }
    next.board = std::move(newBoard);
    next.map = std::move(map);
    doc()->replaceContent(std::move(next), remove ? tr("Remove hexes") : tr("Add hexes"), stroke_);
}

} // namespace hexloom::ui::tools
