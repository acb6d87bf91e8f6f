#pragma once
// The designer's own words a map file carries in its metadata ("created", "note";
// docs/file-format.md): no run or edit changes them, and saving writes them back as read.
#include <string>

#include "core/io/map_file.h"

namespace hexloom::ui::document {

struct FileNotes {
    std::string created; // ISO 8601, as the file had it
    std::string note;

    static FileNotes of(const core::io::MapMetadata& m) { return {m.created, m.note}; }
    void into(core::io::MapMetadata& m) const
    {
        m.created = created;
        m.note = note;
    }
};

} // namespace hexloom::ui::document
