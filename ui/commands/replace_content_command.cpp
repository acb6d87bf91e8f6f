#include "ui/commands/replace_content_command.h"

namespace hexloom::ui::commands {

ReplaceContentCommand::ReplaceContentCommand(document::MapDocument* doc, document::DocumentContent before,
                                             document::DocumentContent after, const QString& text, int stroke)
    : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after)), stroke_(stroke)
{
}

bool ReplaceContentCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ReplaceContentCommand*>(other);
    if (!o || o->stroke_ != stroke_ || stroke_ == 0)
        return false;
    after_ = o->after_;
    return true;
}

} // namespace hexloom::ui::commands
