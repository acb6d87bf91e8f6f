#pragma once
#include "ui/tools/stroke_tool.h"

namespace hexloom::ui::tools {

// Locks hexes (left button) or unlocks them (right button, or Shift + left) with the brush's
// footprint. Locked hexes keep their contents during search runs and show a padlock.
class LockBrushTool : public StrokeTool {
    Q_OBJECT
public:
    explicit LockBrushTool(const ToolContext* context);

protected:
    std::vector<document::CellChange> changesAt(core::model::CellIndex cell, const ToolEvent& e) const override;
    bool followsSymmetry() const override { return true; }
    QString commandText() const override { return tr("Lock hexes"); }
};

} // namespace hexloom::ui::tools
