#pragma once
#include "ui/tools/stroke_tool.h"

namespace hexloom::ui::tools {

// Paints the chosen terrain (or number token) on 1, 7 or 19 hexes; Shift erases tokens on the
// token layer. The right button paints nothing: it opens the canvas's context menu (Suggest Fixes
// Near Hex), which a right-click used to open over a freshly painted hex. Locked hexes are
// painted too: locks bind the search, not the designer.
class PaintBrushTool : public StrokeTool {
    Q_OBJECT
public:
    explicit PaintBrushTool(const ToolContext* context);

protected:
    std::vector<document::CellChange> changesAt(core::model::CellIndex cell, const ToolEvent& e) const override;
    bool followsSymmetry() const override { return true; }
    QString commandText() const override;
    bool strokesWithRightButton() const override { return false; }
    // Painting a kind onto a hex of another swap zone (a harbour onto land) is allowed, but
    // explained: the hex becomes a position of the kind's zone, and a search refuses to start
    // while a zone's positions and its tiles in the pool differ in number.
    QString noticeFor(const std::vector<document::CellChange>& changes) const override;
};

} // namespace hexloom::ui::tools
