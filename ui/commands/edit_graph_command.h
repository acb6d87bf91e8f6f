#pragma once
// One edit of the constraint graph being drawn: the drawing before and after (graphs have at most
// 64 nodes, so whole copies are cheap and undo cannot drift). Commands of the same non-zero drag
// merge, so moving a node is one undo step.
#include <QUndoCommand>

#include "ui/document/graph_drawing.h"

namespace hexloom::ui::document {
class GraphDocument;
}

namespace hexloom::ui::commands {

class EditGraphCommand : public QUndoCommand {
public:
    EditGraphCommand(document::GraphDocument* doc, document::GraphDrawing before, document::GraphDrawing after, const QString& text,
                     int drag);

    void undo() override;
    void redo() override;
    int id() const override { return drag_ != 0 ? 3 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    document::GraphDocument* doc_;
    document::GraphDrawing before_;
    document::GraphDrawing after_;
    int drag_;
};

} // namespace hexloom::ui::commands
