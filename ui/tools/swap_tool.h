#pragma once
#include "ui/tools/abstract_tool.h"

namespace hexloom::ui::tools {

// Drag a hex onto another to exchange their contents (terrain and token; locks stay put).
class SwapTool : public AbstractTool {
    Q_OBJECT
public:
    explicit SwapTool(const ToolContext* context);

    void mousePressed(const ToolEvent& e) override;
    void mouseMoved(const ToolEvent& e) override;
    void mouseReleased(const ToolEvent& e) override;

private:
    core::model::CellIndex from_ = core::model::kNoCell;
};

} // namespace hexloom::ui::tools
