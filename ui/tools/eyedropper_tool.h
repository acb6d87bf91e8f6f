#pragma once
#include "ui/tools/abstract_tool.h"

namespace hexloom::ui::tools {

// Click a hex to take its terrain (and token) into the brush, then return to the brush.
class EyedropperTool : public AbstractTool {
    Q_OBJECT
public:
    explicit EyedropperTool(const ToolContext* context);

    void mouseMoved(const ToolEvent& e) override;
    void mouseReleased(const ToolEvent& e) override;
};

} // namespace hexloom::ui::tools
