#include "ui/commands/change_cells_command.h"

#include <algorithm>

#include "ui/document/map_document.h"

namespace hexloom::ui::commands {

using document::MapDocument;

ChangeCellsCommand::ChangeCellsCommand(MapDocument* doc, Data data, const QString& text, int stroke, bool applied)
    : QUndoCommand(text), doc_(doc), data_(std::move(data)), stroke_(stroke), skipRedo_(applied)
{
}

void ChangeCellsCommand::undo() { doc_->setCells(data_.cells, data_.before, MapDocument::Origin::Edit); }

void ChangeCellsCommand::redo()
{
    if (skipRedo_) {
        skipRedo_ = false;
        return;
    }
    doc_->setCells(data_.cells, data_.after, MapDocument::Origin::Edit);
}

bool ChangeCellsCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const ChangeCellsCommand*>(other);
    if (!o || o->stroke_ != stroke_ || stroke_ == 0)
        return false;
    // A cell already in this command keeps its first "before" and takes the newest "after".
    for (size_t i = 0; i < o->data_.cells.size(); ++i) {
        const auto it = std::find(data_.cells.begin(), data_.cells.end(), o->data_.cells[i]);
        if (it != data_.cells.end()) {
            data_.after[static_cast<size_t>(it - data_.cells.begin())] = o->data_.after[i];
        } else {
            data_.cells.push_back(o->data_.cells[i]);
            data_.before.push_back(o->data_.before[i]);
            data_.after.push_back(o->data_.after[i]);
        }
    }
    return true;
}

} // namespace hexloom::ui::commands
