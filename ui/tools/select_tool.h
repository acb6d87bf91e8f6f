#pragma once
#include <QPointF>

#include "ui/tools/abstract_tool.h"

namespace hexloom::ui::tools {

// Selects hexes: click one, drag a rectangle, Shift adds to the selection, Ctrl removes from it.
// The Edit menu locks, unlocks or fills the selection.
class SelectTool : public AbstractTool {
    Q_OBJECT
public:
    explicit SelectTool(const ToolContext* context);

    void mousePressed(const ToolEvent& e) override;
    void mouseMoved(const ToolEvent& e) override;
    void mouseReleased(const ToolEvent& e) override;

private:
    std::vector<core::model::CellIndex> cellsInDrag(QPointF to) const;

    bool dragging_ = false;
    QPointF origin_;
};

} // namespace hexloom::ui::tools
