#include "ui/tools/swap_tool.h"

#include "ui/document/map_document.h"

namespace hexloom::ui::tools {

SwapTool::SwapTool(const ToolContext* context)
    : AbstractTool({QStringLiteral("swap"), tr("Swap"), QKeySequence(Qt::Key_W),
                    tr("Drag a hex onto another to exchange their terrain and token")},
                   context)
{
}

void SwapTool::mousePressed(const ToolEvent& e)
{
    if (e.button == Qt::LeftButton)
        from_ = e.cell;
}

void SwapTool::mouseMoved(const ToolEvent& e)
{
    std::vector<core::model::CellIndex> cells;
    if (from_ != core::model::kNoCell)
        cells.push_back(from_);
    if (e.cell != core::model::kNoCell && e.cell != from_)
        cells.push_back(e.cell);
    preview(cells);
}

void SwapTool::mouseReleased(const ToolEvent& e)
{
    if (e.button != Qt::LeftButton)
        return;
    if (from_ != core::model::kNoCell && e.cell != core::model::kNoCell && e.cell != from_)
        doc()->swapCells(from_, e.cell);
    from_ = core::model::kNoCell;
    preview({});
}

} // namespace hexloom::ui::tools
