#pragma once
// Crash recovery: the editor autosaves the open document here (rules, board cells, contents and
// locks, losslessly), removes the file on a clean exit, and offers to restore it on the next start.
#include <QString>
#include <optional>

#include "ui/document/document_files.h"

namespace hexloom::ui::document {

class RecoveryFile {
public:
    // `path` empty: the standard location (QStandardPaths::AppDataLocation/recovery.json).
    explicit RecoveryFile(QString path = {});

    const QString& path() const { return path_; }
    bool exists() const;
    // Writes atomically; throws std::runtime_error when the location is not writable.
    void write(const MapDocument& doc) const;
    struct Recovered {
        LoadedDocument document;
        QString originalPath; // the file the document was saved as, empty when never saved
    };
    // Throws core::io::ParseError when the file is damaged.
    Recovered read() const;
    void remove() const;

private:
    QString path_;
};

} // namespace hexloom::ui::document
