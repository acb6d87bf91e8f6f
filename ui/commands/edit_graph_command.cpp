#include "ui/commands/edit_graph_command.h"

#include "ui/document/graph_document.h"

namespace hexloom::ui::commands {

EditGraphCommand::EditGraphCommand(document::GraphDocument* doc, document::GraphDrawing before, document::GraphDrawing after,
                                   const QString& text, int drag)
    : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after)), drag_(drag)
{
}

void EditGraphCommand::undo() { doc_->setDrawing(before_); }

void EditGraphCommand::redo() { doc_->setDrawing(after_); }

bool EditGraphCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const EditGraphCommand*>(other);
    if (!o || o->drag_ != drag_ || drag_ == 0)
        return false;
    after_ = o->after_;
    return true;
}

} // namespace hexloom::ui::commands
