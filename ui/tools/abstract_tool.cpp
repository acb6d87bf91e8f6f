#include "ui/tools/abstract_tool.h"

#include "ui/scene/map_scene.h"

namespace hexloom::ui::tools {

void AbstractTool::deactivate() { hoverLeft(); }

void AbstractTool::hoverLeft()
{
    if (scene())
        scene()->marks(scene::MarkLayer::Preview)->clear();
}

void AbstractTool::preview(const std::vector<core::model::CellIndex>& cells) const
{
    if (scene())
        scene()->marks(scene::MarkLayer::Preview)->setCells(cells, QColor(255, 255, 255, 230));
}

} // namespace hexloom::ui::tools
