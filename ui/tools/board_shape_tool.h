#pragma once
#include "ui/tools/abstract_tool.h"

namespace hexloom::ui::tools {

// Edits the board's shape: left button adds hexes (painted with the brush terrain) where there
// are none, right button or Shift removes them. One drag is one undo step.
class BoardShapeTool : public AbstractTool {
    Q_OBJECT
public:
    explicit BoardShapeTool(const ToolContext* context);

    void mousePressed(const ToolEvent& e) override;
    void mouseMoved(const ToolEvent& e) override;
    void mouseReleased(const ToolEvent& e) override;

private:
    void apply(const ToolEvent& e);

    int stroke_ = 0;
};

} // namespace hexloom::ui::tools
