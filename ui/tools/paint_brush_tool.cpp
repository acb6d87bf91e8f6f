#include "ui/tools/paint_brush_tool.h"

#include "ui/document/map_document.h"
#include "ui/tools/tool_options.h"

namespace hexloom::ui::tools {

PaintBrushTool::PaintBrushTool(const ToolContext* context)
    : StrokeTool({QStringLiteral("brush"), tr("Brush"), QKeySequence(Qt::Key_B),
                  tr("Paint the chosen terrain or number token on 1, 7 or 19 hexes; drag for a stroke")},
                 context)
{
}

QString PaintBrushTool::commandText() const
{
    return options()->layer() == ToolOptions::PaintLayer::Token ? tr("Paint tokens") : tr("Paint terrain");
}

std::vector<document::CellChange> PaintBrushTool::changesAt(core::model::CellIndex cell, const ToolEvent& e) const
{
    std::vector<document::CellChange> out;
    const bool tokens = options()->layer() == ToolOptions::PaintLayer::Token;
    const bool erase = e.buttons & Qt::RightButton;
    for (core::model::CellIndex c : footprint(cell)) {
        auto s = document::CellState::of(doc()->map(), c);
        if (tokens)
            s.token = static_cast<core::model::Token>(erase ? 0 : options()->token());
        else if (options()->terrain() < doc()->rules().terrainCount())
            s.terrain = options()->terrain();
        out.push_back({c, s});
    }
    return out;
}

} // namespace hexloom::ui::tools
