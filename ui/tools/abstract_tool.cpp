#include "ui/tools/abstract_tool.h"

#include "ui/document/map_document.h"
#include "ui/scene/map_scene.h"

namespace hexloom::ui::tools {

document::MapDocument* AbstractTool::doc() const { return context_->document; }

scene::MapScene* AbstractTool::scene() const { return context_->scene; }

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
