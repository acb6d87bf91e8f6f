#include "ui/tools/select_tool.h"

#include "ui/scene/map_scene.h"

namespace hexloom::ui::tools {

using core::model::CellIndex;

SelectTool::SelectTool(const ToolContext* context)
    : AbstractTool({QStringLiteral("select"), tr("Select"), QKeySequence(Qt::Key_S),
                    tr("Select hexes: click or drag a rectangle; Shift adds, Ctrl removes")},
                   context)
{
}

std::vector<CellIndex> SelectTool::cellsInDrag(QPointF to) const
{
    std::vector<CellIndex> cells, out;
    scene()->geometry().cellsIn(QRectF(origin_, to).normalized(), cells);
    const QRectF r = QRectF(origin_, to).normalized();
    for (CellIndex c : cells)
        if (r.contains(scene()->geometry().centre(c)))
            out.push_back(c);
    if (const CellIndex at = scene()->geometry().cellAt(origin_); at != core::model::kNoCell && out.empty())
        out.push_back(at);
    return out;
}

void SelectTool::mousePressed(const ToolEvent& e)
{
    if (e.button != Qt::LeftButton)
        return;
    dragging_ = true;
    origin_ = e.scenePos;
}

void SelectTool::mouseMoved(const ToolEvent& e)
{
    if (dragging_)
        preview(cellsInDrag(e.scenePos));
}

void SelectTool::mouseReleased(const ToolEvent& e)
{
    if (!dragging_ || e.button != Qt::LeftButton)
        return;
    dragging_ = false;
    preview({});
    const auto cells = cellsInDrag(e.scenePos);
    scene::CellSelection sel(scene()->selection().boardSize());
    if (e.modifiers & (Qt::ShiftModifier | Qt::ControlModifier))
        sel = scene()->selection();
    for (CellIndex c : cells) {
        if (e.modifiers & Qt::ControlModifier)
            sel.erase(c);
        else
            sel.insert(c);
    }
    scene()->setSelection(std::move(sel));
}

} // namespace hexloom::ui::tools
