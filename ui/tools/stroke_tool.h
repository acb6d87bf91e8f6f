#pragma once
// Base of the brushes: a press starts a stroke, every cell the drag passes applies the brush to
// its footprint, and the whole stroke is one undo step. Hovering shows the footprint.
#include <vector>

#include "ui/document/cell_state.h"
#include "ui/tools/abstract_tool.h"
#include "ui/tools/brush_symmetry.h"

namespace hexloom::ui::tools {

class StrokeTool : public AbstractTool {
    Q_OBJECT
public:
    using AbstractTool::AbstractTool;

    void mousePressed(const ToolEvent& e) override;
    void mouseMoved(const ToolEvent& e) override;
    void mouseReleased(const ToolEvent& e) override;

protected:
    // The changes the brush makes centred on `cell`; `e` carries buttons and modifiers.
    virtual std::vector<document::CellChange> changesAt(core::model::CellIndex cell, const ToolEvent& e) const = 0;
    virtual QString commandText() const = 0;
    // What the designer should know about `changes` before they are made (empty: nothing).
    virtual QString noticeFor(const std::vector<document::CellChange>&) const { return {}; }
    // The brush's hexes around `cell`; with the symmetric brush on (and a tool that follows the
    // symmetry), their images under the active symmetry too, so one stroke edits whole orbits.
    std::vector<core::model::CellIndex> footprint(core::model::CellIndex cell) const;
    // Whether the symmetric brush applies to this tool (painting and locking; not the board shape,
    // whose new hexes have no image yet).
    virtual bool followsSymmetry() const { return false; }
    // Whether the right button makes strokes too (the lock's unlock, the shape's removal). When
    // false the right button is left to the canvas's context menu and changes nothing.
    virtual bool strokesWithRightButton() const { return true; }

private:
    Qt::MouseButtons strokeButtons() const { return strokesWithRightButton() ? Qt::LeftButton | Qt::RightButton : Qt::LeftButton; }
    void apply(const ToolEvent& e);

    int stroke_ = 0;
    core::model::CellIndex last_ = core::model::kNoCell;
    mutable BrushSymmetry symmetry_; // a cache of the board's images, filled on first use
};

} // namespace hexloom::ui::tools
