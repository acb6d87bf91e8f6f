#include "ui/tools/stroke_tool.h"

#include "ui/document/map_document.h"
#include "ui/tools/brush_footprint.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

std::vector<core::model::CellIndex> StrokeTool::footprint(core::model::CellIndex cell) const
{
    auto cells = brushFootprint(doc()->board(), cell, options()->brushRadius());
    if (followsSymmetry() && options()->symmetricBrush())
        return symmetry_.expand(doc()->content().board, options()->symmetry(), cells);
    return cells;
}

void StrokeTool::mousePressed(const ToolEvent& e)
{
    if (!(strokeButtons() & e.button))
        return;
    stroke_ = doc()->newStroke();
    last_ = core::model::kNoCell;
    apply(e);
}

void StrokeTool::mouseMoved(const ToolEvent& e)
{
    preview(footprint(e.cell));
    if (stroke_ != 0 && (e.buttons & strokeButtons()))
        apply(e);
}

void StrokeTool::mouseReleased(const ToolEvent&)
{
    stroke_ = 0;
    last_ = core::model::kNoCell;
}

void StrokeTool::apply(const ToolEvent& e)
{
    if (e.cell == core::model::kNoCell || e.cell == last_)
        return;
    last_ = e.cell;
    const auto changes = changesAt(e.cell, e);
    const QString text = noticeFor(changes);
    doc()->changeCells(changes, commandText(), stroke_);
    if (!text.isEmpty())
        emit notice(text);
}

} // namespace hexloom::ui::tools
