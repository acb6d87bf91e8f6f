#include "ui/tools/eyedropper_tool.h"

#include "ui/document/map_document.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

EyedropperTool::EyedropperTool(const ToolContext* context)
    : AbstractTool({QStringLiteral("eyedropper"), tr("Pick"), QKeySequence(Qt::Key_I),
                    tr("Click a hex to take its terrain and token into the brush")},
                   context)
{
}

void EyedropperTool::mouseMoved(const ToolEvent& e)
{
    preview(e.cell == core::model::kNoCell ? std::vector<core::model::CellIndex>{} : std::vector{e.cell});
}

void EyedropperTool::mouseReleased(const ToolEvent& e)
{
    if (e.button != Qt::LeftButton || e.cell == core::model::kNoCell)
        return;
    const auto& map = doc()->map();
    if (map.terrain(e.cell) != core::model::kNoTerrain)
        options()->setTerrain(map.terrain(e.cell));
    if (map.token(e.cell) != core::model::kNoToken)
        options()->setToken(map.token(e.cell));
    emit switchTool(QStringLiteral("brush"));
}

} // namespace hexloom::ui::tools
