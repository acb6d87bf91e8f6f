#include "ui/tools/lock_brush_tool.h"

#include "ui/document/map_document.h"

namespace hexloom::ui::tools {

LockBrushTool::LockBrushTool(const ToolContext* context)
    : StrokeTool({QStringLiteral("lock"), tr("Lock"), QKeySequence(Qt::Key_L),
                  tr("Lock hexes so searches keep them; right button or Shift unlocks")},
                 context)
{
}

std::vector<document::CellChange> LockBrushTool::changesAt(core::model::CellIndex cell, const ToolEvent& e) const
{
    const bool unlock = (e.buttons & Qt::RightButton) || (e.modifiers & Qt::ShiftModifier);
    std::vector<document::CellChange> out;
    for (core::model::CellIndex c : footprint(cell)) {
        auto s = document::CellState::of(doc()->map(), c);
        s.locked = !unlock;
        out.push_back({c, s});
    }
    return out;
}

} // namespace hexloom::ui::tools
