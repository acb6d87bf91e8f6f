#pragma once
// Sets cells of the map to new states; undo restores the old ones. Commands of the same non-zero
// stroke merge, so a whole brush drag is one undo step.
#include <QUndoCommand>
#include <vector>

#include "ui/document/cell_state.h"

namespace hexloom::ui::document {
class MapDocument;
}

namespace hexloom::ui::commands {

class ChangeCellsCommand : public QUndoCommand {
public:
    struct Data {
        std::vector<core::model::CellIndex> cells;
        std::vector<document::CellState> before;
        std::vector<document::CellState> after;
    };
    // `applied`: the change is already in the map (a finished live run); the first redo is skipped.
    ChangeCellsCommand(document::MapDocument* doc, Data data, const QString& text, int stroke, bool applied = false);

    void undo() override;
    void redo() override;
    int id() const override { return stroke_ != 0 ? 1 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

    const Data& data() const { return data_; }

private:
    document::MapDocument* doc_;
    Data data_;
    int stroke_;
    bool skipRedo_;
};

} // namespace hexloom::ui::commands
