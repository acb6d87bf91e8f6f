#pragma once
// Replaces board, rules and map at once (board-shape edits, rule-set edits, requirement weights
// and switches). Commands of the same non-zero stroke merge (one shape-brush drag = one step).
#include <QUndoCommand>

#include "ui/document/map_document.h"

namespace hexloom::ui::commands {

class ReplaceContentCommand : public QUndoCommand {
public:
    ReplaceContentCommand(document::MapDocument* doc, document::DocumentContent before, document::DocumentContent after,
                          const QString& text, int stroke);

    void undo() override { doc_->setContent(before_); }
    void redo() override { doc_->setContent(after_); }
    int id() const override { return stroke_ != 0 ? 2 : -1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    document::MapDocument* doc_;
    document::DocumentContent before_;
    document::DocumentContent after_;
    int stroke_;
};

} // namespace hexloom::ui::commands
